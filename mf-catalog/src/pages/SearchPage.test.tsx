import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Brand } from '@bonus-atlas/shared-services';
import SearchPage from './SearchPage';
import type { CatalogBrands } from '../features/brands/use-catalog-brands';
import { renderWithProviders } from '../test/render';
import { makeBrand, NOW } from '../test/brand-fixtures';

const catalog = vi.hoisted(() => ({ current: null as CatalogBrands | null }));
vi.mock('../features/brands/use-catalog-brands', () => ({ useCatalogBrands: () => catalog.current }));
vi.mock('../features/favorites/use-favorites', () => ({
  useFavorites: () => ({
    favoriteIds: [],
    isFavorite: () => false,
    toggleFavorite: vi.fn(),
    isLoading: false,
    isError: false,
  }),
}));

function setCatalog(extra: Partial<CatalogBrands> = {}) {
  catalog.current = {
    brands: [
      makeBrand({ id: 'a', name: 'Angkasa', welcomeBonus: 'No Deposit 20 Free Spins' }),
      makeBrand({ id: 'b', name: 'Bintang', description: 'Live casino and spins' }),
      makeBrand({ id: 'c', name: 'Cahaya', description: 'Lottery only' }),
    ] as Brand[],
    status: 'success',
    errorMessage: undefined,
    isShowingCachedData: false,
    isLocalCopy: false,
    updatedAt: 1,
    refresh: vi.fn(() => Promise.resolve()),
    ...extra,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

it('prompts first, then searches name, description and welcome bonus', () => {
  setCatalog();
  renderWithProviders(<SearchPage />, { route: '/search' });
  expect(screen.getByText('Start your search')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText('Search brands, bonuses, or features...'), {
    target: { value: 'spins' },
  });
  act(() => void vi.advanceTimersByTime(300));
  expect(screen.getByText('Found 2 result(s) for "spins"')).toBeInTheDocument();
  expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
    'brand-card-a',
    'brand-card-b',
  ]);
  expect(screen.getByTestId('location')).toHaveTextContent('/search?q=spins');
});

it('shows the spec error texts when brands cannot load', () => {
  setCatalog({ brands: [], status: 'error' });
  renderWithProviders(<SearchPage />, { route: '/search?q=x' });
  expect(screen.getByText('Failed to load brands')).toBeInTheDocument();
  expect(screen.getByText('Please try refreshing the page.')).toBeInTheDocument();
});
