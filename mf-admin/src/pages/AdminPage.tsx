import { Button, Drawer, Page, Spinner, lazyWithRetry } from '@bonus-atlas/shared-ui';
import { Menu } from '@bonus-atlas/shared-ui/icons';
import { Suspense, useRef, useState } from 'react';
import { useLocation } from '@bonus-atlas/shared-ui/router';
import { CommentsSection } from '../features/comments/CommentsSection';
import { useAdminTranslation } from '../i18n';
import { AdminNav } from '../features/panel/AdminNav';
import styles from '../features/panel/AdminPanel.module.css';
import { sectionOfPath, userOfPath } from '../features/panel/admin-sections';
import { ReportsSection } from '../features/reports/ReportsSection';
import { SettingsSection } from '../features/settings/SettingsSection';
import { UserDetails } from '../features/users/UserDetails';
import { UsersSection } from '../features/users/UsersSection';
import { WithdrawalsSection } from '../features/withdrawals/WithdrawalsSection';

// the Analytics tab and its chart library load when the tab opens, never with the rest of the panel
const AnalyticsSection = lazyWithRetry(() => import('../features/analytics/AnalyticsSection'));

/** /admin and /admin/{reports,withdrawals,comments,users,analytics,settings}: the Admin Panel; the section follows the URL. */
export default function AdminPage() {
  const { t } = useAdminTranslation();
  const { pathname } = useLocation();
  const section = sectionOfPath(pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = () => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  };

  return (
    <Page data-remote="mf_admin" title={t('panel.title')}>
      <Button
        ref={menuButton}
        variant="secondary"
        className={styles.menuButton}
        leftIcon={<Menu aria-hidden="true" />}
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
      >
        {t(`panel.${section}`)}
      </Button>
      <Drawer open={drawerOpen} onClose={closeDrawer} title={t('panel.title')}>
        <AdminNav current={section} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <AdminNav current={section} />
        </aside>
        <div className={styles.content}>
          <AdminSection section={section} pathname={pathname} />
        </div>
      </div>
    </Page>
  );
}

function AdminSection({ section, pathname }: { section: ReturnType<typeof sectionOfPath>; pathname: string }) {
  const { t } = useAdminTranslation();
  const user = userOfPath(pathname);
  switch (section) {
    case 'comments':
      return <CommentsSection />;
    case 'withdrawals':
      return <WithdrawalsSection />;
    case 'users':
      return user ? <UserDetails key={user} uid={user} /> : <UsersSection />;
    case 'analytics':
      return (
        <Suspense fallback={<Spinner label={t('analytics.loading')} />}>
          <AnalyticsSection />
        </Suspense>
      );
    case 'settings':
      return <SettingsSection />;
    default:
      return <ReportsSection />;
  }
}
