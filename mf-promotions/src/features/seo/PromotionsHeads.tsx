import {
  currentLanguage,
  itemList,
  PageHead,
  pathInLanguage,
  siteUrl,
  useCommonLabel,
  type ListEntry,
} from '@bonus-atlas/shared-ui';
import { translateCategory } from '@bonus-atlas/shared-services';
import { usePromotionsTranslation } from '../../i18n';
import type { BrandChoice } from '../brand-chips';
import { brandPagePath } from '../promotion-detail';
import type { PromotionView } from '@bonus-atlas/shared-services';

// The heads of the three promotions pages: a title and description naming what the page lists, and
// the listing as an ItemList whose entries link to each promotion's brand page.

function usePromotionEntries(promotions: readonly PromotionView[]): ListEntry[] {
  const language = currentLanguage();
  return promotions.map((promotion) => ({
    name: promotion.brandName ? `${promotion.title} (${promotion.brandName})` : promotion.title,
    url: siteUrl(pathInLanguage(brandPagePath(promotion), language)),
  }));
}

/** /bycategory: the category shown (Welcome Bonus by default) names the page. */
export function ByCategoryHead({
  category,
  isDefault,
  promotions,
}: {
  category: string;
  isDefault: boolean;
  promotions: readonly PromotionView[];
}) {
  const { t } = usePromotionsTranslation();
  const label = useCommonLabel(translateCategory)(category);
  const entries = usePromotionEntries(promotions);
  const path = isDefault ? '/bycategory' : `/bycategory?category=${encodeURIComponent(category)}`;
  return (
    <PageHead
      title={t('seo.byCategoryTitle', { category: label })}
      description={t('seo.byCategoryDescription', { category: label })}
      path={path}
      crumbs={[{ name: t('common:nav.byCategories'), path }]}
      jsonLd={[itemList(t('seo.byCategoryList', { category: label }), entries)]}
    />
  );
}

/**
 * /bybrands: every brand's promotions, or one brand's (`?brand=`), which then names the page; `brands`
 * are the chips its first screen shows (the chosen brand's among them).
 */
export function ByBrandsHead({ brandId, brands }: { brandId: string | null; brands: readonly BrandChoice[] }) {
  const { t } = usePromotionsTranslation();
  const language = currentLanguage();
  const brandName = brandId ? brands.find((brand) => brand.id === brandId)?.name : undefined;
  const path = brandId ? `/bybrands?brand=${encodeURIComponent(brandId)}` : '/bybrands';
  const named = brandId && brandName;
  return (
    <PageHead
      title={named ? t('seo.byBrandsBrandTitle', { brand: brandName }) : t('seo.byBrandsTitle')}
      description={named ? t('seo.byBrandsBrandDescription', { brand: brandName }) : t('seo.byBrandsDescription')}
      path={path}
      crumbs={[{ name: t('common:nav.byBrands'), path }]}
      jsonLd={[
        itemList(
          t('seo.byBrandsList'),
          brands.map((brand) => ({
            name: brand.name,
            url: siteUrl(pathInLanguage(brandPagePath({ brandSlug: brand.slug ?? '', brandId: brand.id }), language)),
          })),
        ),
      ]}
    />
  );
}

/** /welcomebonus: the comparison of every brand's welcome bonus. */
export function WelcomeBonusHead({ promotions }: { promotions: readonly PromotionView[] }) {
  const { t } = usePromotionsTranslation();
  const entries = usePromotionEntries(promotions);
  return (
    <PageHead
      title={t('seo.welcomeBonusTitle')}
      description={t('seo.welcomeBonusDescription', { count: promotions.length })}
      path="/welcomebonus"
      crumbs={[{ name: t('common:nav.welcomeBonus'), path: '/welcomebonus' }]}
      jsonLd={[itemList(t('seo.welcomeBonusList'), entries)]}
    />
  );
}

/** /category/:slug: one standard category's promotions, the category naming the page. */
export function CategoryLandingHead({
  category,
  slug,
  promotions,
}: {
  category: string;
  slug: string;
  promotions: readonly PromotionView[];
}) {
  const { t } = usePromotionsTranslation();
  const label = useCommonLabel(translateCategory)(category);
  const entries = usePromotionEntries(promotions);
  const path = `/category/${slug}`;
  return (
    <PageHead
      title={t('seo.categoryLandingTitle', { category: label })}
      description={t('seo.categoryLandingDescription', { category: label })}
      path={path}
      crumbs={[
        { name: t('common:nav.byCategories'), path: '/bycategory' },
        { name: label, path },
      ]}
      jsonLd={[itemList(t('seo.categoryLandingList', { category: label }), entries)]}
    />
  );
}
