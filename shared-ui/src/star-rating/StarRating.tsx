import { formatRating } from '../format/number';
import { useTranslation } from '../i18n/use-translation';
import { Star, StarHalf } from '../icons/icons';
import { cx } from '../utils/cx';
import { starFills } from './star-fill';
import styles from './StarRating.module.css';

export interface StarRatingProps {
  /** 0 to max; strings parsed upstream (spec: invalid → 0). */
  value: number;
  max?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Shows the number (e.g. "4.5") after the stars. */
  showValue?: boolean;
  /** Overrides the accessible name "Rated 4.5 out of 5". */
  label?: string;
  className?: string;
}

export function StarRating({
  value,
  max = 5,
  size = 'md',
  showValue = false,
  label,
  className,
}: StarRatingProps) {
  const { t } = useTranslation();
  const rating = Number.isFinite(value) ? value : 0;
  const shown = formatRating(rating);
  return (
    <span className={cx(styles.rating, styles[size], className)}>
      <span
        role="img"
        aria-label={label ?? t('rating.label', { rating: shown, max })}
        className={styles.stars}
      >
        {starFills(rating, max).map((fill, index) => (
          <span
            key={index}
            className={cx(styles.star, styles[fill])}
            data-star={fill}
            aria-hidden="true"
          >
            {/* one icon per whole star; only a half star stacks its filled half on an empty one */}
            <Star className={fill === 'full' ? styles.full : styles.empty} />
            {fill === 'half' ? <StarHalf className={styles.filled} /> : null}
          </span>
        ))}
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </span>
  );
}
