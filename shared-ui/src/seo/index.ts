export {
  SITE_ORIGIN,
  DEFAULT_SITE_ORIGIN,
  LANGUAGE_PREFIX,
  languageOfPath,
  pathWithoutLanguage,
  pathInLanguage,
  siteUrl,
} from './site-address';
export { PageHead, SITE_IMAGE_PATH, absoluteImage } from './PageHead';
export type { PageHeadProps } from './PageHead';
export {
  breadcrumbList,
  itemList,
  siteIdentity,
  brandWithOffers,
  jsonLdText,
} from './structured-data';
export type { JsonLd, Crumb, ListEntry, OfferEntry } from './structured-data';
