import { memo, type MouseEvent } from 'react';
import { Link } from '@bonus-atlas/shared-ui/router';
import { Badge, Button, ImageWithFallback, StarRating, TOAST_DURATION, useToast } from '@bonus-atlas/shared-ui';
import { Gift } from '@bonus-atlas/shared-ui/icons';
import { safeExternalUrl, useAmountMask, useBonusesHidden } from '@bonus-atlas/shared-services';
import type { CatalogBrand } from '../../features/brands/catalog-brand';
import { brandPath, welcomeBonusText } from '../../features/brands/brand-links';
import { useCatalogTranslation } from '../../i18n';
import { FavoriteButton } from '../favorite-button/FavoriteButton';
import styles from './BrandCard.module.css';

interface BrandCardProps {
  brand: CatalogBrand;
  /** The first cards of a grid load their images eagerly with high priority (spec §9: first 4). */
  priority?: boolean;
}

/** A brand in a grid: cover, logo, rating, badges, description and the Special Bonus box (spec §2). */
function BrandCardView({ brand, priority = false }: BrandCardProps) {
  const { t } = useCatalogTranslation();
  const toast = useToast();
  const path = brandPath(brand);
  // Take a break: no bonus amount and no Claim Bonus while it runs
  const bonusesHidden = useBonusesHidden();
  const shown = useAmountMask();

  // spec §2: Ctrl or meta click opens the brand in a new tab; the link's own href, not useHref, which
  // follows the address and so re-rendered every card of the grid on each search or chip
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      window.open(event.currentTarget.getAttribute('href') ?? path, '_blank', 'noopener');
    }
  };

  const onClaim = () => {
    // never a raw stored URL: javascript: or a relative path would run or navigate here
    const website = safeExternalUrl(brand.websiteUrl);
    if (website) window.open(website, '_blank', 'noopener,noreferrer');
    toast.show({ kind: 'success', title: t('card.claimed', { brand: brand.name }), durationMs: TOAST_DURATION.claim });
  };

  return (
    <article className={styles.card} aria-labelledby={`brand-card-${brand.id}`}>
      <div className={styles.cover}>
        <ImageWithFallback className={styles.coverImage} src={brand.coverImage} alt="" priority={priority} />
        <FavoriteButton className={styles.favorite} brandId={brand.id} brandName={brand.name} />
      </div>
      <div className={styles.body}>
        <div className={styles.identity}>
          <div className={styles.logo}>
            <ImageWithFallback
              className={styles.logoImage}
              src={brand.logoImage}
              alt={t('card.logoAlt', { brand: brand.name })}
              fit="contain"
              priority={priority}
              fallbackText={brand.name}
            />
          </div>
          <h2 className={styles.name} id={`brand-card-${brand.id}`}>
            <Link className={styles.link} to={path} onClick={onLinkClick}>
              {brand.name}
            </Link>
          </h2>
        </div>
        <div className={styles.rating}>
          <StarRating value={brand.rating} size="sm" showValue />
        </div>
        <div className={styles.badges}>
          <Badge size="sm" variant={brand.verified ? 'verified' : 'unverified'} />
          {brand.acceptsCrypto ? <Badge size="sm" variant="crypto" /> : null}
        </div>
        <p className={styles.description}>{shown(brand.description)}</p>
        {bonusesHidden ? null : (
          <div className={styles.bonus}>
            <span className={styles.bonusLabel}>{t('card.specialBonus')}</span>
            <span className={styles.bonusValue}>
              <span>{t('card.welcomeBonus')}</span>
              <strong>{welcomeBonusText(brand.welcomeBonus, t('card.defaultBonus'))}</strong>
            </span>
            <Button size="sm" variant="primary" leftIcon={<Gift />} onClick={onClaim}>
              {t('card.claim')}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}

/** Memoized: a grid that shows more cards, or scrolls, renders only the cards that changed. */
export const BrandCard = memo(BrandCardView);
