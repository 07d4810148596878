import { memo, useRef } from 'react';
import { cx, formatIDR, formatTurnover, ImageWithFallback, useCommonLabel } from '@bonus-atlas/shared-ui';
import { isExpired, useAmountMask, translateCategory, useBonusesHidden } from '@bonus-atlas/shared-services';
import type { PromotionView } from '@bonus-atlas/shared-services';
import { ValidityBadge } from '../../components/trust/ValidityBadge';
import { descriptionExcerpt } from '../search';
import { usePromotionsTranslation } from '../../i18n';
import styles from './PromotionCard.module.css';

interface PromotionCardProps {
  promotion: PromotionView;
  onOpen: (promotion: PromotionView) => void;
  /** The first cards above the fold load their image eagerly. */
  priority?: boolean;
  /** Reports how long the card image took, for the performance tracker. */
  onImageLoad?: (url: string, loadTimeMs: number) => void;
}

/** One promotion in a grid: image, brand, category, title, excerpt, max bonus and turnover. */
export const PromotionCard = memo(function PromotionCard({
  promotion,
  onOpen,
  priority = false,
  onImageLoad,
}: PromotionCardProps) {
  const { t } = usePromotionsTranslation();
  // Take a break: the max bonus stays hidden while it runs
  const bonusesHidden = useBonusesHidden();
  const showMaxBonus = promotion.maxBonus > 0 && !bonusesHidden;
  const categoryLabel = useCommonLabel(translateCategory);
  const renderedAt = useRef(performance.now());
  // ...and so does every amount in its words
  const shown = useAmountMask();
  const excerpt = shown(descriptionExcerpt(promotion.description));
  const title = shown(promotion.title);

  return (
    <article
      className={cx(styles.card, isExpired(promotion) && styles.expired)}
      data-testid="promotion-card"
      data-promotion-id={promotion.id}
    >
      <div className={styles.media}>
        <ImageWithFallback
          src={promotion.image}
          alt=""
          fallbackText={promotion.brandName}
          aspectRatio="16 / 9"
          priority={priority}
          onLoad={() => {
            if (promotion.image) onImageLoad?.(promotion.image, performance.now() - renderedAt.current);
          }}
        />
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.brand}>
            <ImageWithFallback
              src={promotion.brandLogo}
              alt=""
              fallbackText={promotion.brandName}
              className={styles.logo}
              aspectRatio="1 / 1"
            />
            <span className={styles.brandName}>{promotion.brandName}</span>
          </span>
          <span className={styles.category}>{categoryLabel(promotion.category)}</span>
        </div>
        {/* h2: the cards sit directly under the page's h1 */}
        <h2 className={styles.title}>
          {/* the button's ::after covers the whole card, so the card is one click/tab target */}
          <button
            type="button"
            className={styles.open}
            onClick={() => onOpen(promotion)}
            aria-label={t('card.open', { title, brand: promotion.brandName })}
          >
            {title}
          </button>
        </h2>
        <ValidityBadge validUntil={promotion.validUntil} className={styles.validity} />
        {excerpt ? <p className={styles.excerpt}>{excerpt}</p> : null}
        {showMaxBonus || promotion.turnoverNeeded > 0 ? (
          <dl className={styles.stats}>
            {showMaxBonus ? (
              <div>
                <dt>{t('card.maxBonus')}</dt>
                <dd>{formatIDR(promotion.maxBonus)}</dd>
              </div>
            ) : null}
            {promotion.turnoverNeeded > 0 ? (
              <div>
                <dt>{t('card.turnover')}</dt>
                <dd>{formatTurnover(promotion.turnoverNeeded)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
    </article>
  );
});
