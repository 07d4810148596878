import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Brand } from '@bonus-atlas/shared-services';
import { BrandGrid } from './BrandGrid';
import { renderWithProviders } from '../../test/render';
import { makeBrand } from '../../test/brand-fixtures';

vi.mock('../../features/favorites/use-favorites', () => ({
  useFavorites: () => ({
    favoriteIds: [],
    isFavorite: () => false,
    toggleFavorite: vi.fn(),
    isLoading: false,
    isError: false,
  }),
}));

const brands = Array.from(
  { length: 200 },
  (_, index) => makeBrand({ id: `b${index}`, slug: `brand-${index}`, name: `Brand ${index}` }) as Brand,
);

describe('BrandGrid', () => {
  it('keeps the first 24 cards in the page when the rest is revealed (no card is built twice)', async () => {
    const { rerender } = renderWithProviders(<BrandGrid brands={brands.slice(0, 24)} label="All" />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    const firstCard = screen.getAllByRole('article')[0];

    rerender(<BrandGrid brands={brands} label="All" />);

    expect(screen.getAllByRole('article')[0]).toBe(firstCard);
    expect(screen.getByRole('link', { name: 'Brand 23' })).toBeInTheDocument();
  });
});
