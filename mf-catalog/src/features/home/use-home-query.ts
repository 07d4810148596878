import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@bonus-atlas/shared-ui/router';
import { isBrandFilter, isBrandSort, type BrandFilter, type BrandSort } from '../brands';

/** Home's filter, sort and search term live in the URL (?filter=top&sort=name&q=naga) so they survive reload and back. */
export function useHomeQuery() {
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const sortParam = params.get('sort');
  const filter: BrandFilter = isBrandFilter(filterParam) ? filterParam : 'all';
  const sort: BrandSort = isBrandSort(sortParam) ? sortParam : 'rating';
  const addressTerm = params.get('q') ?? '';
  // a search shows its results first and the address follows: a router update re-renders every
  // route's tree, which on a phone was most of the time between the debounce and the results
  const [term, setTermNow] = useState(addressTerm);
  const [seenAddressTerm, setSeenAddressTerm] = useState(addressTerm);
  if (addressTerm !== seenAddressTerm) {
    // the address changed (Browse all, the back button, a link, or this page's own search arriving)
    setSeenAddressTerm(addressTerm);
    setTermNow(addressTerm);
  }
  const searched = useRef(false);

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

  useEffect(() => {
    if (!searched.current) return;
    searched.current = false;
    if (term !== addressTerm) startTransition(() => update('q', term, ''));
  }, [term, addressTerm, update]);

  return {
    filter,
    sort,
    term,
    setFilter: useCallback((value: BrandFilter) => update('filter', value, 'all'), [update]),
    setSort: useCallback((value: BrandSort) => update('sort', value, 'rating'), [update]),
    setTerm: useCallback((value: string) => {
      searched.current = true;
      setTermNow(value);
    }, []),
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
