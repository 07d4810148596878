import { useId } from 'react';
import { Chip } from '@bonus-atlas/shared-ui';
import { GAME_CATEGORIES } from '@bonus-atlas/shared-services';
import { PROMOTION_SORTS, type PromotionSort } from './promotion-order';
import { usePromotionsTranslation } from '../../i18n';
import styles from './SortFilterBar.module.css';

interface SortFilterBarProps {
  sort: PromotionSort;
  game: string | null;
  onSort: (sort: PromotionSort) => void;
  onGame: (game: string | null) => void;
}

/** /bycategory's order (newest, ending soon, largest max bonus, lowest turnover) and game filter. */
export function SortFilterBar({ sort, game, onSort, onGame }: SortFilterBarProps) {
  const { t } = usePromotionsTranslation();
  const selectId = useId();
  return (
    <div className={styles.bar} data-testid="sort-filter">
      <label className={styles.sort} htmlFor={selectId}>
        <span>{t('trust.sortLabel')}</span>
        <select
          id={selectId}
          className={styles.select}
          value={sort}
          onChange={(event) => onSort(event.target.value as PromotionSort)}
          data-testid="promotion-sort"
        >
          {PROMOTION_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`trust.sort.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.games} role="group" aria-label={t('trust.gameFilter')}>
        <Chip selected={game === null} onClick={() => onGame(null)}>
          {t('trust.allGames')}
        </Chip>
        {GAME_CATEGORIES.map((option) => (
          <Chip key={option} selected={game === option} onClick={() => onGame(game === option ? null : option)}>
            {t(`games.${option}`)}
          </Chip>
        ))}
      </div>
    </div>
  );
}
