import { formatIDR, formatTurnover } from '@bonus-atlas/shared-ui';
import {
  useBonusesHidden,
  usePromotionHistory,
  validUntilEnd,
  type TermsChange,
  type TermsValue,
} from '@bonus-atlas/shared-services';
import { usePromotionsTranslation } from '../../i18n';
import { formatFullDate } from './trust-dates';
import styles from './Trust.module.css';

interface PromotionHistoryProps {
  promotion: { brandId: string; id: string };
}

/** The last changes of a promotion's terms (its public change log), newest first; nothing when none. */
export function PromotionHistory({ promotion }: PromotionHistoryProps) {
  const { t } = usePromotionsTranslation();
  const { data: entries } = usePromotionHistory(promotion);
  const describe = useDescribeChange();
  if (!entries || entries.length === 0) return null;
  return (
    <section className={styles.history} data-testid="promotion-history" aria-labelledby="promotion-history-title">
      <h3 id="promotion-history-title">{t('trust.history')}</h3>
      <ol className={styles.historyList}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.historyItem} data-testid="promotion-history-entry">
            <span className={styles.historyMeta}>
              {entry.createdAt ? formatFullDate(entry.createdAt) : ''}
              {entry.reportId ? ` · ${t('trust.fromReport')}` : ''}
            </span>
            {entry.changes.map((change) => (
              <span key={change.field}>{describe(change)}</span>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

function useDescribeChange() {
  const { t } = usePromotionsTranslation();
  // Take a break: amounts stay hidden while it runs, in the log too
  const bonusesHidden = useBonusesHidden();
  const field = (change: TermsChange) => t(`trust.fields.${change.field}`);

  const shown = (change: TermsChange, value: TermsValue): string => {
    if (value === null || (Array.isArray(value) && value.length === 0)) {
      return change.field === 'validUntil'
        ? t('trust.noEndDate')
        : change.field === 'gameCategories'
          ? t('detail.allGames')
          : '–';
    }
    switch (change.field) {
      case 'maxBonus':
        return typeof value === 'number' ? formatIDR(value) : String(value);
      case 'turnover':
        return typeof value === 'number' ? formatTurnover(value) : String(value);
      case 'gameCategories':
        return Array.isArray(value) ? value.map((game) => t(`games.${game}`, { defaultValue: game })).join(', ') : '';
      case 'validUntil': {
        const end = validUntilEnd(value instanceof Date || typeof value === 'string' ? value : null);
        return end ? formatFullDate(end) : String(value);
      }
      default:
        return String(value);
    }
  };

  return (change: TermsChange): string => {
    // a terms text is too long to quote twice: the log says that it changed
    if (change.field === 'terms' || (change.field === 'maxBonus' && bonusesHidden)) {
      return t('trust.fieldChanged', { field: field(change) });
    }
    return t('trust.change', { field: field(change), from: shown(change, change.from), to: shown(change, change.to) });
  };
}
