import { useBrandBySlug, type Brand } from '@bonus-atlas/shared-services';
import { useCatalogBrands } from '../brands';

export type BrandPageState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'not-found' }
  | { status: 'ready'; brand: Brand };

/**
 * The brand of /brand/{slug-or-id}: taken from the cached brand list when it is there (no extra
 * request), else looked up by slug then id. Without a slug: the highest-rated brand (spec §2).
 */
export function useBrandPage(slugOrId: string | undefined): BrandPageState {
  const catalog = useCatalogBrands();
  const wanted = slugOrId?.trim() ?? '';
  const fromList = wanted
    ? catalog.brands.find((brand) => brand.slug === wanted || brand.id === wanted)
    : catalog.brands[0];
  // a brand missing from the (possibly older) cached list is asked for directly
  const lookup = useBrandBySlug(wanted && !fromList && catalog.status !== 'loading' ? wanted : null);

  if (fromList) return { status: 'ready', brand: fromList };
  if (!wanted) {
    if (catalog.status === 'loading') return { status: 'loading' };
    return catalog.status === 'error' ? { status: 'error' } : { status: 'not-found' };
  }
  if (catalog.status === 'loading' || lookup.isPending) return { status: 'loading' };
  if (lookup.isError) return { status: 'error' };
  return lookup.data ? { status: 'ready', brand: lookup.data } : { status: 'not-found' };
}
