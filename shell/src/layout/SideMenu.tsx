import { useEffect, useRef } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { Avatar, Button, IconButton, LanguageSwitch, LogIn, X, cx } from '@bonus-atlas/shared-ui';
import { selectIsAdmin, useSessionStore } from '@bonus-atlas/shared-services';
import { useSignIn } from '../auth/sign-in-context';
import { useShellTranslation } from '../i18n';
import { MENU_LINKS, MORE_LINKS, visibleLinks, type MenuLink } from './menu-links';
import styles from './SideMenu.module.css';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

function MenuLinks({ links, onNavigate }: { links: MenuLink[]; onNavigate: () => void }) {
  const { t } = useShellTranslation();
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
            <span>{t(label)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** spec §2 Side menu titled Navigation, with signed-in and signed-out variants. */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  const signedIn = status === 'signed-in';
  const isAdmin = useSessionStore(selectIsAdmin);
  const { requestSignIn } = useSignIn();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <>
      <div className={cx(styles.overlay, open && styles.overlayOpen)} onClick={onClose} aria-hidden="true" />
      <aside
        id="site-menu"
        className={cx(styles.drawer, open && styles.open)}
        aria-label={t('common:nav.title')}
        aria-hidden={!open}
        inert={!open}
        data-testid="side-menu"
      >
        <div className={styles.head}>
          <h2 className={styles.heading}>{t('common:nav.title')}</h2>
          <IconButton
            ref={closeRef}
            icon={<X aria-hidden />}
            aria-label={t('common:actions.closeMenu')}
            variant="ghost"
            onClick={onClose}
          />
        </div>
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
        <nav className={styles.nav}>
          <MenuLinks links={visibleLinks(MENU_LINKS, signedIn, isAdmin)} onNavigate={onClose} />
          <hr className={styles.divider} />
          <MenuLinks links={visibleLinks(MORE_LINKS, signedIn, isAdmin)} onNavigate={onClose} />
        </nav>
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
      </aside>
    </>
  );
}
