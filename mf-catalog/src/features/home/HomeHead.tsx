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
import { useCatalogTranslation } from '../../i18n';
import { useHomeQuery } from './use-home-query';
import { useHomeView } from './use-home-view';

/**
 * Home's head: the site's title and description, the site itself (Organization, WebSite) and the brands
 * the first screen shows, as a list (what the page shows, not the whole directory).
 */
export function HomeHead() {
  const { t } = useCatalogTranslation();
  const { t: common } = useTranslation();
  const { filter, sort, term } = useHomeQuery();
  const { counts, visible: brands } = useHomeView({ filter, sort, term }, false);
  const language = currentLanguage();
  const home = siteUrl(pathInLanguage('/', language));
  return (
    <PageHead
      title={t('seo.homeTitle')}
      description={t('seo.homeDescription', { count: counts.all })}
      path="/"
      jsonLd={[
        ...siteIdentity({ name: common('appTitle'), url: home, logo: siteUrl('/icon-512.png'), language }),
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
