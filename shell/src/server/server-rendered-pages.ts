// The pages the server renders as HTML before any JavaScript: the public pages whose
// content is the same for every visitor. Favourites and the account pages depend on who is signed
// in, which only the browser knows; the admin pages are not public.
export const SERVER_RENDERED_PAGES: ReadonlySet<string> = new Set([
  'mf_catalog/HomePage',
  'mf_catalog/SearchPage',
  'mf_catalog/BrandPage',
  'mf_promotions/ByCategoryPage',
  'mf_promotions/ByBrandsPage',
  'mf_promotions/WelcomeBonusPage',
]);
