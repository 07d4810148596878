import type { QueryClient } from '@tanstack/react-query';
import type { BrandList } from '../brands/get-brands';
import { queryKeys } from '../query-keys';
import { writeMemoryBrands } from './brand-cache';
import { saveLocalBrands } from './save-local-brands';

/**
 * A page the server rendered brings the brand list it read (the query cache in its HTML), so the
 * browser never fetches it and loadBrands never saves it. The saved copies (spec §4, §9: memory 5 min,
 * local storage 24 h) are what a later failed fetch falls back on, so the list the page came with is
 * saved here as a fetched one would be, with the time the server read it. Only a list read from the
 * network: a fallback copy the server showed is no fresher than what it stood in for.
 */
export function keepBrandListCopy(queryClient: QueryClient): void {
  const list = queryClient.getQueryData<BrandList>(queryKeys.brands.list());
  if (!list || list.source !== 'network') return;
  writeMemoryBrands(list.brands, list.updatedAt);
  saveLocalBrands(list.brands, list.updatedAt);
}
