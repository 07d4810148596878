import { lazy, Suspense, type RefObject } from 'react';
import { Link } from '@bonus-atlas/shared-ui/router';
import { Button, IconButton, LanguageSwitch } from '@bonus-atlas/shared-ui';
import { LogIn, Menu } from '@bonus-atlas/shared-ui/icons';
import { useSessionStore } from '@bonus-atlas/shared-services/frame';
import { useSignIn } from '../auth/sign-in-context';
import { switchLanguage } from '../routes/address-language';
import { useShellTranslation } from '../i18n';
import { loadAccountMenu } from './account-menu-load';
import { useHeaderVisibility } from './use-header-visibility';
import styles from './Header.module.css';

// the balance reads Firestore: its code comes with the sign-in, not with the first paint; so does the
// account menu, which only a signed-in member has
const WalletBalance = lazy(() => import('./WalletBalance').then((module) => ({ default: module.WalletBalance })));
const AccountMenu = lazy(loadAccountMenu);

interface HeaderProps {
  menuOpen: boolean;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onOpenMenu: () => void;
}

/** spec §2 Header: title, sticky, hides past 100 px scrolling down; balance + avatar or Sign In. */
export function Header({ menuOpen, menuButtonRef, onOpenMenu }: HeaderProps) {
  const { t } = useShellTranslation();
  const visible = useHeaderVisibility();
  const status = useSessionStore((state) => state.status);
  const { requestSignIn } = useSignIn();

  return (
    <header className={styles.header} data-visible={visible} data-testid="site-header">
      <div className={styles.inner}>
        <IconButton
          ref={menuButtonRef}
          icon={<Menu aria-hidden />}
          aria-label={t('common:actions.openMenu')}
          aria-expanded={menuOpen}
          variant="ghost"
          className={styles.menuButton}
          onClick={onOpenMenu}
        />
        <Link to="/" className={styles.title}>
          {t('common:appTitle')}
        </Link>
        <div className={styles.actions}>
          <LanguageSwitch tone="dark" className={styles.languageSwitch} onSelect={switchLanguage} />
          {/* spec §4: while auth loads, neither the account nor Sign In is shown */}
          {status === 'loading' ? null : status === 'signed-in' ? (
            <>
              <Suspense fallback={null}>
                <WalletBalance />
              </Suspense>
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            </>
          ) : (
            <Button variant="accent" size="sm" leftIcon={<LogIn aria-hidden />} onClick={() => requestSignIn()}>
              {t('common:nav.signIn')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
