import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BY_CATEGORY_COLUMNS } from '../../hooks/use-column-count';
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

describe('PromotionGrid', () => {
  it('in the browser lays the cards out as masonry columns for the viewport', () => {
    render(<Grid />);
    const list = screen.getByRole('list', { name: 'Promotions' });
    expect(list.tagName).toBe('DIV');
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
