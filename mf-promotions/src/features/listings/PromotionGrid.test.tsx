import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BY_CATEGORY_COLUMNS } from './use-column-count';
import { PromotionGrid } from './PromotionGrid';

const cards = ['a', 'b', 'c', 'd', 'e'];

function Grid() {
  return (
    <PromotionGrid
      items={cards}
      getKey={(card) => card}
      renderItem={(card) => <article>{card}</article>}
      breakpoints={BY_CATEGORY_COLUMNS}
      layout="masonry"
      label="Promotions"
    />
  );
}

/** A viewport `width` px wide, as matchMedia sees it. */
function viewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PromotionGrid', () => {
  it('in the browser lays the cards out as masonry columns for the viewport, in the sort order', () => {
    viewportWidth(1100);
    render(<Grid />);
    const list = screen.getByRole('list', { name: 'Promotions' });
    expect(list.style.getPropertyValue('--grid-columns')).toBe('3');
    // the reading (and Tab) order is the list's order: a, b, c, d, e
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // card i in column i mod 3
    expect(items.map((item) => item.style.gridColumnStart)).toEqual(['1', '2', '3', '1', '2']);
  });

  it("on a phone's one column keeps the server's plain grid, so taking the page over replaces no card", () => {
    viewportWidth(390);
    render(<Grid />);
    const list = screen.getByRole('list', { name: 'Promotions' });
    expect(list.tagName).toBe('UL');
    expect(list.style.getPropertyValue('--grid-columns')).toBe('1');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('on the server, which knows no viewport, leaves the columns to the stylesheet', () => {
    const html = renderToString(<Grid />);
    expect(html).toMatch(/^<ul class="[^"]*byCategoryColumns[^"]*" aria-label="Promotions">/);
    expect(html).not.toContain('--grid-columns');
    expect(html.match(/<li /g)).toHaveLength(5);
  });
});
