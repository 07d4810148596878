import { formatIDR, formatTurnover, ImageWithFallback } from '@bonus-atlas/shared-ui';
import { ArrowDown, ArrowUp, ChevronsUpDown, Eye } from '@bonus-atlas/shared-ui/icons';
import { isExpired, useAmountMask, useBonusesHidden } from '@bonus-atlas/shared-services';
import type { PromotionView } from '@bonus-atlas/shared-services';
import type { WelcomeBonusRow, WelcomeSort, WelcomeSortKey } from './welcome-bonus-rows';
import { usePromotionsTranslation } from '../../i18n';
import { ValidityBadge } from '../../components/trust/ValidityBadge';
import styles from './WelcomeBonusTable.module.css';

interface WelcomeBonusTableProps {
  rows: readonly WelcomeBonusRow<PromotionView>[];
  sort: WelcomeSort;
  onSort: (key: WelcomeSortKey) => void;
  onView: (promotion: PromotionView) => void;
}

const COLUMNS: readonly { key: WelcomeSortKey; numeric: boolean }[] = [
  { key: 'brand', numeric: false },
  { key: 'title', numeric: false },
  { key: 'maxBonus', numeric: true },
  { key: 'turnover', numeric: true },
  { key: 'turnoverToClear', numeric: true },
  { key: 'gameCategory', numeric: false },
];

/** Bonus amounts a running break hides (Take a break). */
const BONUS_AMOUNT_COLUMNS: ReadonlySet<WelcomeSortKey> = new Set(['maxBonus', 'turnoverToClear']);

/**
 * The welcome-bonus comparison (spec §2) with sortable headers (aria-sort). Below 768 px each row
 * becomes a compact two-line card; the header row stays as the sort control.
 */
export function WelcomeBonusTable({ rows, sort, onSort, onView }: WelcomeBonusTableProps) {
  const { t } = usePromotionsTranslation();
  const bonusesHidden = useBonusesHidden();
  const shown = useAmountMask();
  const columns = bonusesHidden ? COLUMNS.filter((column) => !BONUS_AMOUNT_COLUMNS.has(column.key)) : COLUMNS;

  const games = (promotion: PromotionView) =>
    promotion.gameCategories.length > 0
      ? promotion.gameCategories.map((game) => t(`games.${game}`, { defaultValue: game })).join(', ')
      : t('detail.allGames');

  return (
    <div className={styles.scroller}>
      <table className={styles.table} data-testid="welcome-table">
        <caption className={styles.caption}>{t('welcome.subtitle')}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort.key === column.key;
              const label = t(`welcome.columns.${column.key}`);
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.numeric ? styles.numeric : undefined}
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  title={column.key === 'turnoverToClear' ? t('welcome.turnoverToClearHint') : undefined}
                >
                  <button type="button" className={styles.sort} onClick={() => onSort(column.key)}>
                    {label}
                    <span className={styles.sortIcon} aria-hidden="true">
                      {!active ? (
                        <ChevronsUpDown size={14} />
                      ) : sort.direction === 'asc' ? (
                        <ArrowUp size={14} />
                      ) : (
                        <ArrowDown size={14} />
                      )}
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col" className={styles.viewHeader}>
              {t('welcome.columns.view')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ promotion, turnoverToClear }) => (
            <tr
              key={`${promotion.brandId}/${promotion.id}`}
              data-testid="welcome-row"
              className={isExpired(promotion) ? styles.expired : undefined}
            >
              <td className={styles.brand} data-label={t('welcome.columns.brand')}>
                <span className={styles.logo}>
                  <ImageWithFallback
                    src={promotion.brandLogo}
                    alt=""
                    fallbackText={promotion.brandName}
                    aspectRatio="1 / 1"
                  />
                </span>
                <span>{promotion.brandName}</span>
              </td>
              <td className={styles.title} data-label={t('welcome.columns.title')}>
                {shown(promotion.title)}
                <ValidityBadge validUntil={promotion.validUntil} className={styles.validity} />
              </td>
              {bonusesHidden ? null : (
                <td className={styles.numeric} data-label={t('welcome.columns.maxBonus')} data-column="maxBonus">
                  {formatIDR(promotion.maxBonus)}
                </td>
              )}
              <td className={styles.numeric} data-label={t('welcome.columns.turnover')} data-column="turnover">
                {formatTurnover(promotion.turnoverNeeded)}
              </td>
              {bonusesHidden ? null : (
                <td
                  className={styles.numeric}
                  data-label={t('welcome.columns.turnoverToClear')}
                  data-column="turnoverToClear"
                >
                  {formatIDR(turnoverToClear)}
                </td>
              )}
              <td className={styles.games} data-label={t('welcome.columns.gameCategory')}>
                {games(promotion)}
              </td>
              <td className={styles.view}>
                <button
                  type="button"
                  className={styles.viewButton}
                  onClick={() => onView(promotion)}
                  aria-label={t('welcome.viewPromotion', { title: shown(promotion.title) })}
                >
                  <Eye size={16} aria-hidden="true" />
                  <span>{t('welcome.columns.view')}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
