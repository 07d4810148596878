import { Button, Drawer, Page } from '@bonus-atlas/shared-ui';
import { Menu } from '@bonus-atlas/shared-ui/icons';
import { useRef, useState } from 'react';
import { useLocation } from '@bonus-atlas/shared-ui/router';
import { CommentsSection } from '../features/comments/CommentsSection';
import { useAdminTranslation } from '../i18n';
import { AdminNav } from '../features/panel/AdminNav';
import styles from '../features/panel/AdminPanel.module.css';
import { sectionOfPath } from '../features/panel/admin-sections';
import { ReportsSection } from '../features/reports/ReportsSection';
import { WithdrawalsSection } from '../features/withdrawals/WithdrawalsSection';

/** /admin, /admin/reports, /admin/withdrawals and /admin/comments: the Admin Panel; the section follows the URL. */
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
          {section === 'comments' ? (
            <CommentsSection />
          ) : section === 'withdrawals' ? (
            <WithdrawalsSection />
          ) : (
            <ReportsSection />
          )}
        </div>
      </div>
    </Page>
  );
}
