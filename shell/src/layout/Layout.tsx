import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from '@bonus-atlas/shared-ui/router';
import { Spinner } from '@bonus-atlas/shared-ui';
import { useQuery } from '@tanstack/react-query';
import {
  siteNoticeWanted,
  siteSettingsQueryKey,
  useLocalBreakStore,
  useSessionStore,
} from '@bonus-atlas/shared-services/frame';
import { useShellTranslation } from '../i18n';
import { BreakNotice } from '../take-a-break/BreakNotice';
import { GAMBLING_HELP_URL } from './gambling-help';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import styles from './Layout.module.css';

// the chooser (and the Firestore write behind it) is fetched when first opened, not with the first paint
// the site notice reads settings/site through the package root: after the first paint, in the browser only,
// and not at all when the page came with settings that hold no notice (for anyone but a suspended member)
const SiteNotices = lazy(() => import('./SiteNotices'));

// shown only while Auth cannot confirm a saved sign-in (Auth down): fetched then
const UnconfirmedSessionNotice = lazy(() =>
  import('../auth/UnconfirmedSessionNotice').then((module) => ({ default: module.UnconfirmedSessionNotice })),
);

const TakeABreakDialog = lazy(() =>
  import('../take-a-break/TakeABreakDialog').then((module) => ({ default: module.TakeABreakDialog })),
);

/** Header + side menu around the routed section; spec §4: nothing renders below auth while it loads. */
export function Layout() {
  const { t } = useShellTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const authLoading = useSessionStore((state) => state.status === 'loading');
  const unconfirmed = useSessionStore((state) => state.unconfirmed);
  // only the first auth check hides the page: a later sign-in (e.g. from a remote's modal) must not
  // unmount the section the user is in
  const [authSettled, setAuthSettled] = useState(!authLoading);
  if (!authSettled && !authLoading) setAuthSettled(true);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [breakChooserOpen, setBreakChooserOpen] = useState(false);
  // mounted after the first render, so a server-rendered page and its takeover agree
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  // the settings the page came with (or a later read or save), watched without reading them
  const cachedSettings = useQuery({ queryKey: siteSettingsQueryKey, enabled: false }).data;
  const suspended = useSessionStore((state) => state.profile?.suspended === true);
  const noticesWanted = suspended || siteNoticeWanted(cachedSettings);
  // once opened the chooser stays mounted, so it closes like any modal
  const [breakChooserUsed, setBreakChooserUsed] = useState(false);
  if (breakChooserOpen && !breakChooserUsed) setBreakChooserUsed(true);
  // Profile's Preferences (mf-account) asks for the one break chooser through the shared store
  useEffect(
    () =>
      useLocalBreakStore.subscribe((state, previous) => {
        if (state.chooserRequests !== previous.chooserRequests) setBreakChooserOpen(true);
      }),
    [],
  );
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
        {unconfirmed ? (
          <Suspense fallback={null}>
            <UnconfirmedSessionNotice />
          </Suspense>
        ) : null}
        {inBrowser && noticesWanted ? (
          <Suspense fallback={null}>
            <SiteNotices />
          </Suspense>
        ) : null}
        <BreakNotice />
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
          </a>{' '}
          <button type="button" className={styles.footerAction} onClick={() => setBreakChooserOpen(true)}>
            {t('takeABreak.footerLink')}
          </button>
        </p>
      </footer>
      {breakChooserUsed ? (
        <Suspense fallback={null}>
          <TakeABreakDialog open={breakChooserOpen} onClose={() => setBreakChooserOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
