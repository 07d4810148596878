import { useCallback, useLayoutEffect, useRef } from 'react';

/** The masonry's row unit in px (PromotionGrid.module.css `grid-auto-rows`): a card's height is rounded up to it. */
const MASONRY_ROW_PX = 4;

/**
 * Sizes each masonry cell to its card: the cell spans as many small grid rows as its content is tall
 * (plus the gap), so the cards sit in DOM order, rank by rank, while each column stacks them without
 * holes. Written to the cell's style directly, not through React state: a resize of one card re-renders
 * nothing. Hand-written because no kept masonry library lays out cards in the reading order of a grid.
 */
export function useMasonrySpans(enabled: boolean) {
  const observer = useRef<ResizeObserver | null>(null);
  const cells = useRef(new Set<HTMLElement>());

  const size = useCallback((cell: HTMLElement) => {
    const content = cell.firstElementChild as HTMLElement | null;
    if (!content) return;
    const height = content.getBoundingClientRect().height;
    if (height === 0) return;
    // the cell's bottom padding is the gap to the next card of its column
    const gap = Number.parseFloat(getComputedStyle(cell).paddingBottom) || 0;
    cell.style.gridRowEnd = `span ${Math.ceil((height + gap) / MASONRY_ROW_PX)}`;
  }, []);

  // before the paint: a masonry shown for the first time never flashes its cards on top of each other
  useLayoutEffect(() => {
    if (!enabled || typeof ResizeObserver === 'undefined') return;
    const watching = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const cell = (entry.target as HTMLElement).parentElement;
        if (cell) size(cell);
      }
    });
    observer.current = watching;
    for (const cell of cells.current) {
      if (cell.firstElementChild) watching.observe(cell.firstElementChild);
      size(cell);
    }
    return () => {
      watching.disconnect();
      observer.current = null;
      for (const cell of cells.current) cell.style.gridRowEnd = '';
    };
  }, [enabled, size]);

  /** The ref of a cell: its card is watched while it is on the page. */
  return useCallback(
    (cell: HTMLElement | null) => {
      if (!cell) return;
      cells.current.add(cell);
      const content = cell.firstElementChild;
      if (observer.current && content) {
        observer.current.observe(content);
        size(cell);
      }
      return () => {
        cells.current.delete(cell);
        if (content) observer.current?.unobserve(content);
      };
    },
    [size],
  );
}
