import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n-instance';
import { StarRating } from './StarRating';
import { starFills } from './star-fill';

function fills(container: HTMLElement) {
  return Array.from(container.querySelectorAll('[data-star]')).map((star) =>
    star.getAttribute('data-star'),
  );
}

describe('StarRating', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('draws a half star at 4.5 and names the rating', () => {
    const { container } = render(<StarRating value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('draws no half star below .5', () => {
    const { container } = render(<StarRating value={4.4} />);
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  it('reads the rating with an Indonesian decimal comma', async () => {
    await i18n.changeLanguage('id');
    render(<StarRating value={3.7} showValue />);
    expect(screen.getByRole('img', { name: 'Nilai 3,7 dari 5' })).toBeInTheDocument();
    expect(screen.getByText('3,7')).toBeInTheDocument();
  });

  it('clamps invalid and out-of-range values', () => {
    expect(starFills(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });
});
