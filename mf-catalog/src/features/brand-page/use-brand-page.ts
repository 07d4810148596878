import { useBrandOfPage, type Brand } from '@bonus-atlas/shared-services';

export type BrandPageState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'not-found' }
  | { status: 'ready'; brand: Brand };

/**
 * The brand of /brand/{slug-or-id}, whole (shared-services reads it by what the listing names, or by its
 * slug's claim). Without a slug: the highest-rated brand (spec §2).
 */
export function useBrandPage(slugOrId: string | undefined): BrandPageState {
  const query = useBrandOfPage(slugOrId);
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  return query.data ? { status: 'ready', brand: query.data } : { status: 'not-found' };
}
