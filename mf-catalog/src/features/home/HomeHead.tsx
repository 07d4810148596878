import {
  currentLanguage,
  itemList,
  PageHead,
  pathInLanguage,
  siteIdentity,
  siteUrl,
  SITE_IMAGE_PATH,
  useTranslation,
} from '@bonus-atlas/shared-ui';
import { useCatalogBrands } from '../brands';

/** Home's head: the site's title and description, the site itself (Organization, WebSite) and its brands as a list. */
export function HomeHead() {
  const { t } = useTranslation();
  const { brands } = useCatalogBrands();
  const language = currentLanguage();
  const home = siteUrl(pathInLanguage('/', language));
  return (
    <PageHead
      title={t('seo.homeTitle')}
      description={t('seo.homeDescription', { count: brands.length })}
      path="/"
      jsonLd={[
        ...siteIdentity({ name: t('appTitle'), url: home, logo: siteUrl('/icon-512.png'), language }),
        itemList(
          t('seo.homeList'),
          brands.map((brand) => ({
            name: brand.name,
            url: siteUrl(pathInLanguage(`/brand/${encodeURIComponent(brand.slug)}`, language)),
          })),
        ),
      ]}
      image={SITE_IMAGE_PATH}
    />
  );
}
