// The brands feature's face to the rest of the catalog: the brand list, its filters, sorts and links
export { welcomeBonusText } from './brand-links';
export type { CatalogBrand } from './catalog-brand';
export { BRAND_FILTERS, countBrandsByFilter, isBrandFilter, type BrandFilter } from './filter-brands';
export { INITIAL_BRAND_COUNT, pageBrands, selectHomeBrands, type HomeQuery } from './home-brands';
export { prepareSearch } from './search-brands';
export { BRAND_SORTS, isBrandSort, type BrandSort } from './sort-brands';
export { useCatalogBrands, type CatalogBrands } from './use-catalog-brands';
export { brandSearchHeadKey, keepBrandSearchHead, type BrandSearchHead } from './search-head';
export { useSearchResults } from './use-search-results';
