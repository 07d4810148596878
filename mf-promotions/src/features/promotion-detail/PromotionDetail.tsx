import { formatIDR, formatTurnover, ImageWithFallback, useCommonLabel } from '@bonus-atlas/shared-ui';
import { PromotionDescription } from '@bonus-atlas/shared-ui/markup';
import { translateCategory, useAmountMask, useBonusesHidden } from '@bonus-atlas/shared-services';
import { brandPagePath } from './promotion-links';
import type { PromotionView } from '@bonus-atlas/shared-services';
import { usePromotionsTranslation } from '../../i18n';
import { PromotionHistory } from '../../components/trust/PromotionHistory';
import trustStyles from '../../components/trust/Trust.module.css';
import { ValidityBadge } from '../../components/trust/ValidityBadge';
import { VerifiedNote } from '../../components/trust/VerifiedNote';
import { BrandLink } from './BrandLink';
import styles from './PromotionDetail.module.css';

interface PromotionDetailProps {
  promotion: PromotionView;
  /** Called when the visitor follows a link that leaves the modal (brand page). */
  onNavigate: () => void;
}

/**
 * The body of the promotion detail modal (spec §2): brand, category, image, figures, description, terms;
 * and how far to trust them: until when the offer runs, when its terms were last verified, what changed.
 */
export function PromotionDetail({ promotion, onNavigate }: PromotionDetailProps) {
  const { t } = usePromotionsTranslation();
  const categoryLabel = useCommonLabel(translateCategory);
  const games = promotion.gameCategories.filter(Boolean);
  // Take a break: the max bonus stays hidden while it runs
  const bonusesHidden = useBonusesHidden();
  // ...and so does every amount in the description and terms (light markup: masked as text)
  const shown = useAmountMask();

  return (
    <div className={styles.detail} data-testid="promotion-detail">
      <div className={styles.brandRow}>
        <BrandLink to={brandPagePath(promotion)} onNavigate={onNavigate} className={styles.brand}>
          <span className={styles.logo}>
            <ImageWithFallback
              src={promotion.brandLogo}
              alt={t('detail.brandLogo', { brand: promotion.brandName })}
              fallbackText={promotion.brandName}
              aspectRatio="1 / 1"
            />
          </span>
          <span className={styles.brandName}>{promotion.brandName}</span>
        </BrandLink>
        <span className={styles.category}>{categoryLabel(promotion.category)}</span>
      </div>

      {promotion.image ? (
        <div className={styles.image}>
          <ImageWithFallback
            src={promotion.image}
            alt=""
            fallbackText={promotion.brandName}
            aspectRatio="16 / 9"
            priority
          />
        </div>
      ) : null}

      {promotion.validUntil || promotion.verifiedAt ? (
        <div className={trustStyles.trustRow} data-testid="promotion-trust">
          <ValidityBadge validUntil={promotion.validUntil} />
          <VerifiedNote verifiedAt={promotion.verifiedAt} />
        </div>
      ) : null}

      <dl className={styles.figures}>
        {bonusesHidden ? null : (
          <div>
            <dt>{t('detail.maxBonus')}</dt>
            <dd data-testid="detail-max-bonus">{formatIDR(promotion.maxBonus)}</dd>
          </div>
        )}
        <div>
          <dt>{t('detail.turnover')}</dt>
          <dd data-testid="detail-turnover">{formatTurnover(promotion.turnoverNeeded)}</dd>
        </div>
        <div className={styles.games}>
          <dt>{t('detail.gameCategories')}</dt>
          <dd>
            {games.length > 0 ? (
              <ul className={styles.gameList}>
                {games.map((game) => (
                  <li key={game}>{t(`games.${game}`, { defaultValue: game })}</li>
                ))}
              </ul>
            ) : (
              t('detail.allGames')
            )}
          </dd>
        </div>
      </dl>

      {promotion.description ? (
        <section aria-label={t('detail.description')}>
          <PromotionDescription markup={shown(promotion.description)} />
        </section>
      ) : null}

      {promotion.terms ? (
        <section className={styles.terms}>
          <h3>{t('detail.terms')}</h3>
          <PromotionDescription markup={shown(promotion.terms)} />
        </section>
      ) : null}

      <PromotionHistory promotion={promotion} />
    </div>
  );
}
