import { useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@bonus-atlas/shared-ui';
import { useSessionStore } from '@bonus-atlas/shared-services';
import { useShellTranslation } from '../i18n';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import styles from './Layout.module.css';

// independent, international help for problem gambling
const GAMBLING_HELP_URL = 'https://www.gamblingtherapy.org/';

/** Header + side menu around the routed section; spec §4: nothing renders below auth while it loads. */
export function Layout() {
  const { t } = useShellTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const authLoading = useSessionStore((state) => state.status === 'loading');
  // only the first auth check hides the page: a later sign-in (e.g. from a remote's modal) must not
  // unmount the section the user is in
  const [authSettled, setAuthSettled] = useState(!authLoading);
  if (!authSettled && !authLoading) setAuthSettled(true);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    // focus goes back to the button that opened the menu
    menuButtonRef.current?.focus();
  }, []);

  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <Header menuOpen={menuOpen} menuButtonRef={menuButtonRef} onOpenMenu={() => setMenuOpen(true)} />
      <SideMenu open={menuOpen} onClose={closeMenu} />
      <main id="main" className={styles.main}>
        {!authSettled ? <Spinner centered size="lg" label={t('sectionLoading')} /> : <Outlet />}
      </main>
      <footer className={styles.footer} data-testid="site-footer">
        <span className={styles.adultsOnly} aria-hidden="true">
          {t('footer.adultsOnly')}
        </span>
        <p className={styles.footerText}>
          {t('footer.notice')}{' '}
          <a href={GAMBLING_HELP_URL} target="_blank" rel="noopener noreferrer">
            {t('footer.help')}
          </a>
        </p>
      </footer>
    </div>
  );
}
