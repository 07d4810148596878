import type { MouseEvent } from 'react';
import { Link, useHref } from 'react-router-dom';
import {
  Badge,
  Bitcoin,
  Button,
  Gift,
  ImageWithFallback,
  ShieldAlert,
  ShieldCheck,
  StarRating,
  TOAST_DURATION,
  useToast,
} from '@bonus-atlas/shared-ui';
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
export function BrandCard({ brand, priority = false }: BrandCardProps) {
  const { t } = useCatalogTranslation();
  const toast = useToast();
  const path = brandPath(brand);
  const href = useHref(path);

  // spec §2: Ctrl or meta click opens the brand in a new tab
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      window.open(href, '_blank', 'noopener');
    }
  };

  const onClaim = () => {
    if (brand.websiteUrl) window.open(brand.websiteUrl, '_blank', 'noopener,noreferrer');
    toast.show({ kind: 'success', title: t('card.claimed', { brand: brand.name }), durationMs: TOAST_DURATION.claim });
  };

  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';

  return (
    <article className={styles.card} aria-labelledby={`brand-card-${brand.id}`}>
      <div className={styles.cover}>
        <ImageWithFallback
          className={styles.coverImage}
          src={brand.coverImage}
          alt=""
          loading={loading}
          fetchPriority={fetchPriority}
          fallback={<span aria-hidden="true" />}
        />
        <FavoriteButton className={styles.favorite} brandId={brand.id} brandName={brand.name} />
      </div>
      <div className={styles.body}>
        <div className={styles.identity}>
          <div className={styles.logo}>
            <ImageWithFallback
              className={styles.logoImage}
              src={brand.logoImage}
              alt={`${brand.name} logo`}
              loading={loading}
              fetchPriority={fetchPriority}
              fallbackText={brand.name}
            />
          </div>
          <h3 className={styles.name} id={`brand-card-${brand.id}`}>
            <Link className={styles.link} to={path} onClick={onLinkClick}>
              {brand.name}
            </Link>
          </h3>
        </div>
        <div className={styles.rating}>
          <StarRating value={brand.rating} label={t('card.rating', { rating: brand.rating.toFixed(1) })} />
          <span aria-hidden="true">{brand.rating.toFixed(1)}</span>
        </div>
        <div className={styles.badges}>
          {brand.verified ? (
            <Badge tone="success" icon={<ShieldCheck />}>
              {t('card.verified')}
            </Badge>
          ) : (
            <Badge tone="neutral" icon={<ShieldAlert />}>
              {t('card.unverified')}
            </Badge>
          )}
          {brand.acceptsCrypto ? (
            <Badge tone="warning" icon={<Bitcoin />}>
              {t('card.crypto')}
            </Badge>
          ) : null}
        </div>
        <p className={styles.description}>{brand.description}</p>
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
      </div>
    </article>
  );
}
