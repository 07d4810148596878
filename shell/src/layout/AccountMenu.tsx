import { useNavigate } from '@bonus-atlas/shared-ui/router';
import { Avatar, useToast } from '@bonus-atlas/shared-ui';
import { DropdownMenu } from '@bonus-atlas/shared-ui/manage';
import { Building2, LogOut, User, Wallet } from '@bonus-atlas/shared-ui/icons';
import { useSessionStore } from '@bonus-atlas/shared-services/frame';
import { loadServices } from '../services/load-services';
import { useShellTranslation } from '../i18n';
import styles from './AccountMenu.module.css';

/** spec §2 Header: avatar (photo or up to two initials) with Profile, My Brands, My Wallet, Sign Out. */
export function AccountMenu() {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useSessionStore((state) => state.user);
  if (!user) return null;

  const onSignOut = () => {
    // spec: afterwards returns to /; a failure is said and the user stays where they are
    loadServices()
      .then((services) => services.signOut())
      .then(
        () => navigate('/'),
        () => toast.show({ kind: 'error', title: t('session.signOutFailed') }),
      );
  };

  return (
    <DropdownMenu
      label={t('common:nav.accountMenu')}
      trigger={<Avatar name={user.displayName ?? user.email} photoURL={user.photoURL} size="sm" />}
      header={
        <div className={styles.identity}>
          <span className={styles.name}>{user.displayName ?? user.email}</span>
          {user.email ? <span className={styles.email}>{user.email}</span> : null}
        </div>
      }
      items={[
        {
          id: 'profile',
          label: t('common:nav.profile'),
          icon: <User aria-hidden />,
          onSelect: () => navigate('/profile'),
        },
        {
          id: 'my-brands',
          label: t('common:nav.myBrands'),
          icon: <Building2 aria-hidden />,
          onSelect: () => navigate('/mybrands'),
        },
        {
          id: 'wallet',
          label: t('common:nav.myWallet'),
          icon: <Wallet aria-hidden />,
          onSelect: () => navigate('/transactions'),
        },
        {
          id: 'sign-out',
          label: t('common:nav.signOut'),
          icon: <LogOut aria-hidden />,
          tone: 'danger',
          separatorBefore: true,
          onSelect: onSignOut,
        },
      ]}
    />
  );
}
