import { useCallback } from 'react';
import { useSearchParams } from '@bonus-atlas/shared-ui/router';
import { isBrandFilter, isBrandSort, type BrandFilter, type BrandSort } from '../brands';

/** Home's filter, sort and search term live in the URL (?filter=top&sort=name&q=naga) so they survive reload and back. */
export function useHomeQuery() {
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const sortParam = params.get('sort');
  const filter: BrandFilter = isBrandFilter(filterParam) ? filterParam : 'all';
  const sort: BrandSort = isBrandSort(sortParam) ? sortParam : 'rating';
  const term = params.get('q') ?? '';

  const update = useCallback(
    (name: 'filter' | 'sort' | 'q', value: string, defaultValue: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === defaultValue) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    filter,
    sort,
    term,
    setFilter: useCallback((value: BrandFilter) => update('filter', value, 'all'), [update]),
    setSort: useCallback((value: BrandSort) => update('sort', value, 'rating'), [update]),
    setTerm: useCallback((value: string) => update('q', value, ''), [update]),
    // one URL update: two in a row would each start from the same old params
    showEverything: useCallback(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('q');
            next.delete('filter');
            return next;
          },
          { replace: true },
        ),
      [setParams],
    ),
  };
}
