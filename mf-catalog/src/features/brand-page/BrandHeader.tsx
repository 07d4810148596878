import { Link } from '@bonus-atlas/shared-ui/router';
import { Badge, Button, buttonClassName, ImageWithFallback, StarRating } from '@bonus-atlas/shared-ui';
import { ExternalLink, Gift, Pencil } from '@bonus-atlas/shared-ui/icons';
import { safeExternalUrl, selectIsAdmin, useAmountMask, useBonusesHidden, useSessionStore } from '@bonus-atlas/shared-services';
import { welcomeBonusText, type CatalogBrand } from '../brands';
import { FavoriteButton } from '../../components/favorite-button/FavoriteButton';
import { useCatalogTranslation } from '../../i18n';
import { BrandDescription } from './BrandDescription';
import styles from './BrandPage.module.css';

/** Cover, logo, name, rating, badges, description, welcome banner and actions of the brand page (spec §2). */
export function BrandHeader({ brand }: { brand: CatalogBrand }) {
  const { t } = useCatalogTranslation();
  const isAdmin = useSessionStore(selectIsAdmin);
  const website = safeExternalUrl(brand.websiteUrl);
  const bonusesHidden = useBonusesHidden();
  const shown = useAmountMask();

  return (
    <header className={styles.header}>
      <div className={styles.cover}>
        <ImageWithFallback className={styles.coverImage} src={brand.coverImage} alt="" priority />
      </div>
      <div className={styles.headerBody}>
        <div className={styles.identity}>
          <div className={styles.logo}>
            <ImageWithFallback
              className={styles.logoImage}
              src={brand.logoImage}
              alt={t('card.logoAlt', { brand: brand.name })}
              fit="contain"
              priority
              fallbackText={brand.name}
            />
          </div>
          <div className={styles.titleBlock}>
            <h1 className={styles.name}>{brand.name}</h1>
            <div className={styles.rating}>
              <StarRating value={brand.rating} showValue />
            </div>
          </div>
          <FavoriteButton brandId={brand.id} brandName={brand.name} />
        </div>
        <div className={styles.badges}>
          <Badge variant={brand.verified ? 'verified' : 'unverified'} />
          {brand.acceptsCrypto ? <Badge variant="crypto" /> : null}
        </div>
        <BrandDescription text={shown(brand.description)} />
        {bonusesHidden ? null : (
          <p className={styles.banner}>
            <Gift aria-hidden="true" />
            {t('brand.welcomeBanner', { bonus: welcomeBonusText(brand.welcomeBonus, t('card.defaultBonus')) })}
          </p>
        )}
        <div className={styles.actions}>
          {website ? (
            <Button href={website} target="_blank" rel="noopener noreferrer" rightIcon={<ExternalLink />}>
              {t('brand.visitWebsite')}
            </Button>
          ) : (
            // spec §8: alert when the brand has no site
            <Button rightIcon={<ExternalLink />} onClick={() => window.alert(t('brand.noWebsite'))}>
              {t('brand.visitWebsite')}
            </Button>
          )}
          {isAdmin ? (
            <Link
              className={buttonClassName({ variant: 'secondary' })}
              to={`/admin/brand/edit/${encodeURIComponent(brand.id)}`}
            >
              <Pencil aria-hidden="true" size={16} />
              {t('brand.edit')}
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}
