import { useSyncExternalStore } from 'react';

/** Minimum viewport widths (px) at which each extra column appears, smallest first. */
export type ColumnBreakpoints = readonly number[];

/** spec §2 By category: 1 column, 2 from 640, 3 from 1024, 4 from 1500, 5 from 1800. */
export const BY_CATEGORY_COLUMNS: ColumnBreakpoints = [640, 1024, 1500, 1800];
/** spec §2 By brands: 1 column, 2 from 768, 3 from 1024. */
export const BY_BRANDS_COLUMNS: ColumnBreakpoints = [768, 1024];

function columnsFor(breakpoints: ColumnBreakpoints): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 1;
  return 1 + breakpoints.filter((width) => window.matchMedia(`(min-width: ${width}px)`).matches).length;
}

/**
 * The number of grid columns for the current viewport, updated when a breakpoint is crossed; null in
 * the server render, which knows no viewport: the grid's stylesheet decides there.
 */
export function useColumnCount(breakpoints: ColumnBreakpoints): number | null {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const queries = breakpoints.map((width) => window.matchMedia(`(min-width: ${width}px)`));
      queries.forEach((query) => query.addEventListener('change', notify));
      return () => queries.forEach((query) => query.removeEventListener('change', notify));
    },
    () => columnsFor(breakpoints),
    () => null,
  );
}
