import { useMemo } from 'react';
import { NavLink, useNavigate } from '@bonus-atlas/shared-ui/router';
import { Avatar, Button, Drawer, LanguageSwitch, cx } from '@bonus-atlas/shared-ui';
import { LogIn } from '@bonus-atlas/shared-ui/icons';
import { selectIsAdmin, useSessionStore } from '@bonus-atlas/shared-services/frame';
import { useSignIn } from '../auth/sign-in-context';
import { useShellTranslation } from '../i18n';
import { usePageLists } from '../routes/page-lists';
import { menuLinks, visibleLinks, type MenuLink } from './menu-links';
import styles from './SideMenu.module.css';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

function MenuLinks({ links, onNavigate }: { links: MenuLink[]; onNavigate: () => void }) {
  const { t, i18n } = useShellTranslation();
  // a remote's own label comes in both languages; the shared ones are i18n keys
  const text = (label: MenuLink['label']) =>
    typeof label === 'string' ? t(label) : i18n.language === 'id' ? label.id : label.en;
  return (
    <ul className={styles.links}>
      {links.map(({ to, label, icon: Icon, highlighted }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === '/'}
            onClick={onNavigate}
            className={({ isActive }) => cx(styles.link, highlighted && styles.highlighted, isActive && styles.active)}
          >
            <Icon aria-hidden width={20} height={20} />
            <span>{text(label)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * spec §2 Side menu titled Navigation, with signed-in and signed-out variants: a modal dialog (the
 * shared Drawer) that traps focus and gives it back to the menu button on close.
 */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const signedIn = status === 'signed-in';
  const isAdmin = useSessionStore(selectIsAdmin);
  const { requestSignIn } = useSignIn();
  const lists = usePageLists();
  const [main, more] = useMemo(() => [menuLinks(lists, 'main'), menuLinks(lists, 'more')], [lists]);

  const footer = (
    <div className={styles.footer}>
      <LanguageSwitch tone="light" />
      {status !== 'signed-out' ? null : (
        <Button
          variant="primary"
          fullWidth
          leftIcon={<LogIn aria-hidden />}
          onClick={() => {
            onClose();
            // spec §2: goes to /profile after success
            requestSignIn({ redirectTo: '/profile' });
          }}
        >
          {t('common:nav.signInWithGoogle')}
        </Button>
      )}
    </div>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('common:nav.title')}
      closeLabel={t('common:actions.closeMenu')}
      width="20rem"
      footer={footer}
      data-testid="side-menu"
    >
      {signedIn && user ? (
        <button
          type="button"
          className={styles.profile}
          onClick={() => {
            onClose();
            navigate('/profile');
          }}
        >
          <Avatar name={user.displayName ?? user.email} photoURL={user.photoURL} size="lg" />
          <span className={styles.profileText}>
            <span className={styles.profileName}>{user.displayName ?? user.email}</span>
            <span className={styles.profileLink}>{t('common:nav.viewProfile')}</span>
          </span>
        </button>
      ) : null}
      <nav className={styles.nav} aria-label={t('common:nav.title')}>
        <MenuLinks links={visibleLinks(main, signedIn, isAdmin)} onNavigate={onClose} />
        <hr className={styles.divider} />
        <MenuLinks links={visibleLinks(more, signedIn, isAdmin)} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
