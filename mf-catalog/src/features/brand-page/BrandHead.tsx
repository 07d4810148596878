import {
  absoluteImage,
  brandWithOffers,
  currentLanguage,
  formatRating,
  PageHead,
  pathInLanguage,
  siteUrl,
} from '@bonus-atlas/shared-ui';
import { welcomeBonusLabel, type Brand, type Promotion } from '@bonus-atlas/shared-services';
import { useCatalogTranslation } from '../../i18n';

/**
 * The brand page's head: its title and description name the brand, its rating and its welcome bonus;
 * the link preview shows its cover (or logo); the structured data is the brand with the offers the page
 * shows (the welcome bonus and each promotion). The rating stays in the text only (README: no review
 * markup for the site's own ratings).
 */
export function BrandHead({ brand, promotions }: { brand: Brand; promotions: readonly Promotion[] }) {
  const { t } = useCatalogTranslation();
  const path = `/brand/${encodeURIComponent(brand.slug)}`;
  const url = siteUrl(pathInLanguage(path, currentLanguage()));
  const values = {
    name: brand.name,
    rating: formatRating(brand.rating, 1),
    bonus: welcomeBonusLabel(brand),
  };
  // the cover, else the logo; the site's card when neither is a web address
  const image = absoluteImage(brand.coverImage || brand.logoImage);
  return (
    <PageHead
      title={t('seo.brandTitle', values)}
      description={t('seo.brandDescription', values)}
      path={path}
      crumbs={[{ name: brand.name, path }]}
      image={image}
      type="article"
      jsonLd={[
        brandWithOffers({
          name: brand.name,
          url,
          website: brand.websiteUrl || undefined,
          image,
          description: brand.description || undefined,
          offers: [
            { name: t('seo.welcomeBonusOffer', { bonus: values.bonus }), url },
            ...promotions.map((promotion) => ({
              name: promotion.title,
              description: promotion.description || undefined,
              category: promotion.category || undefined,
              url,
            })),
          ],
        }),
      ]}
    />
  );
}
