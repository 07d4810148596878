import { useTranslation } from '../i18n/use-translation';
import { SUPPORTED_LANGUAGES, currentLanguage } from '../i18n/i18n-instance';
import { pathInLanguage, siteUrl } from './site-address';
import { breadcrumbList, jsonLdText, type JsonLd } from './structured-data';

/** The site's own card image (1200×630), for pages without a picture of their own. */
export const SITE_IMAGE_PATH = '/og-image.png';

const OG_LOCALE = { en: 'en_US', id: 'id_ID' } as const;

export interface PageHeadProps {
  title: string;
  description: string;
  /** The page's address without its language prefix, with the query that names what it shows. */
  path: string;
  /** The crumbs after Home, each with its unprefixed address (the last one is this page). */
  crumbs?: readonly { name: string; path: string }[];
  /** An absolute or site-relative picture for link previews; the site's card otherwise. */
  image?: string;
  /** More structured data for this page (an ItemList, a brand with its offers, the site). */
  jsonLd?: readonly JsonLd[];
  type?: 'website' | 'article';
}

/**
 * Absolute URL of a link preview's image: a web address as it is, a site path on the site's origin;
 * anything else (an inline data: image, which no preview fetches) gives the site's card.
 */
export function absoluteImage(image: string | undefined): string {
  const picked = image?.trim() ?? '';
  if (/^https?:\/\//i.test(picked)) return picked;
  return siteUrl(picked.startsWith('/') && !picked.startsWith('//') ? picked : SITE_IMAGE_PATH);
}

/**
 * A page's <head>: title, description, canonical URL with its language alternates, Open Graph and
 * Twitter cards, and JSON-LD (BreadcrumbList from Home, plus the page's own). React 19 moves <title>,
 * <meta> and <link> into <head> wherever they are rendered, on the server as in the browser, and
 * hydration adopts the server's elements; the JSON-LD stays where it is rendered (Google reads it
 * anywhere in the page).
 */
export function PageHead({
  title,
  description,
  path,
  crumbs = [],
  image,
  jsonLd = [],
  type = 'website',
}: PageHeadProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const canonical = siteUrl(pathInLanguage(path, language));
  const picture = absoluteImage(image);
  const breadcrumbs = breadcrumbList([
    { name: t('nav.home'), url: siteUrl(pathInLanguage('/', language)) },
    ...crumbs.map((crumb) => ({
      name: crumb.name,
      url: siteUrl(pathInLanguage(crumb.path, language)),
    })),
  ]);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {SUPPORTED_LANGUAGES.map((lng) => (
        <link key={lng} rel="alternate" hrefLang={lng} href={siteUrl(pathInLanguage(path, lng))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={siteUrl(path)} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t('appTitle')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={picture} />
      <meta property="og:locale" content={OG_LOCALE[language]} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture} />
      {[breadcrumbs, ...jsonLd].map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          data-page-head=""
          // built from the page's own data and escaped for <script> (jsonLdText)
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  );
}
