import { Button } from '@bonus-atlas/shared-ui';
import type { ReportCounts } from '@bonus-atlas/shared-services/manage';
import { useAdminTranslation } from '../../i18n';
import styles from './Reports.module.css';

export type StatusFilter = keyof ReportCounts;
const FILTERS: readonly StatusFilter[] = ['all', 'pending', 'reviewed', 'resolved'];

export interface StatusFiltersProps {
  value: StatusFilter;
  counts: ReportCounts | undefined;
  onChange: (filter: StatusFilter) => void;
}

/** spec §2: all / pending / reviewed / resolved, each with its count. */
export function StatusFilters({ value, counts, onChange }: StatusFiltersProps) {
  const { t } = useAdminTranslation();
  return (
    <div role="group" aria-label={t('reports.statusFilter')} className={styles.filters}>
      {FILTERS.map((filter) => (
        <Button
          key={filter}
          size="sm"
          variant={value === filter ? 'primary' : 'secondary'}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {t(`reports.filters.${filter}`)}
          {counts ? <span className={styles.count}>{counts[filter]}</span> : null}
        </Button>
      ))}
    </div>
  );
}
