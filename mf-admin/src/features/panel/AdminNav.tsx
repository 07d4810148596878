import { Badge, cx } from '@bonus-atlas/shared-ui';
import {
  ArrowDownLeft,
  ChartColumn,
  Flag,
  MessageSquare,
  Settings,
  Users,
  type LucideIcon,
} from '@bonus-atlas/shared-ui/icons';
import { Link } from '@bonus-atlas/shared-ui/router';
import { useAdminTranslation } from '../../i18n';
import { ADMIN_SECTIONS, type AdminSectionId } from './admin-sections';
import styles from './AdminPanel.module.css';

const ICONS: Record<AdminSectionId, LucideIcon> = {
  reports: Flag,
  withdrawals: ArrowDownLeft,
  comments: MessageSquare,
  users: Users,
  analytics: ChartColumn,
  settings: Settings,
};

export interface AdminNavProps {
  current: AdminSectionId;
  /** Called after a section is chosen (the phone drawer closes). */
  onNavigate?: () => void;
}

/** The sections list of the sidebar and of the phone drawer. */
export function AdminNav({ current, onNavigate }: AdminNavProps) {
  const { t } = useAdminTranslation();
  return (
    <nav aria-label={t('panel.sections')}>
      <ul className={styles.navList}>
        {ADMIN_SECTIONS.map(({ id, path }) => {
          const Icon = ICONS[id];
          const label = t(`panel.${id}`);
          return (
            <li key={id}>
              {path ? (
                <Link
                  to={path}
                  className={cx(styles.navItem, current === id && styles.navItemActive)}
                  aria-current={current === id ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <Icon aria-hidden="true" size={18} />
                  <span>{label}</span>
                </Link>
              ) : (
                <span className={cx(styles.navItem, styles.navItemDisabled)} aria-disabled="true">
                  <Icon aria-hidden="true" size={18} />
                  <span>{label}</span>
                  <Badge size="sm" tone="neutral" className={styles.soon}>
                    {t('panel.comingSoon')}
                  </Badge>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
