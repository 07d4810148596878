import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '@bonus-atlas/shared-services';
import { HomeBrowser } from './HomeBrowser';
import type { CatalogBrands } from '../brands';
import { renderWithProviders } from '../../test/render';
import { daysAgo, makeBrand, NOW } from '../../test/brand-fixtures';

const catalog = vi.hoisted(() => ({ current: null as CatalogBrands | null }));
vi.mock('../brands/use-catalog-brands', () => ({ useCatalogBrands: () => catalog.current }));
vi.mock('../favorites/use-favorites', () => ({
  useFavorites: () => ({
    favoriteIds: [],
    isFavorite: () => false,
    toggleFavorite: vi.fn(),
    isLoading: false,
    isError: false,
  }),
}));

function brands(count: number, overrides: (index: number) => Partial<Brand> = () => ({})): Brand[] {
  return Array.from({ length: count }, (_, index) =>
    makeBrand({ id: `b${index}`, name: `Brand ${String(index).padStart(2, '0')}`, rating: 4, ...overrides(index) }),
  ) as Brand[];
}

function useCatalog(list: Brand[], extra: Partial<CatalogBrands> = {}) {
  catalog.current = {
    brands: list,
    status: 'success',
    errorMessage: undefined,
    isShowingCachedData: false,
    isLocalCopy: false,
    updatedAt: Date.now(),
    refresh: vi.fn(() => Promise.resolve()),
    ...extra,
  };
}

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** The grid adds its cards a few per render, each after a timer (BrandGrid): runs those steps. */
function showAllCards() {
  for (let step = 0; step < 5; step += 1) act(() => void vi.advanceTimersByTime(0));
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HomeBrowser', () => {
  it('shows chip counts and filters by chip', () => {
    useCatalog(
      brands(6, (index) => ({
        rating: index < 2 ? 4.8 : 4,
        createdAt: index === 5 ? daysAgo(1) : daysAgo(30),
        acceptsCrypto: index === 3,
      })),
    );
    renderWithProviders(<HomeBrowser />);
    expect(screen.getByRole('button', { name: /All Brands\s*6/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /New Brands\s*1/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Top Rated\s*2/ }));
    expect(cardNames()).toEqual(['Brand 00', 'Brand 01']);
    expect(screen.getByText('Found 2 result(s) in Top Rated')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Crypto\s*1/ }));
    expect(cardNames()).toEqual(['Brand 03']);
  });

  it('searches 300 ms after typing stops and says what it found', () => {
    useCatalog([...brands(3), makeBrand({ id: 'naga', name: 'Naga Emas', description: 'Slots' }) as Brand]);
    renderWithProviders(<HomeBrowser />);
    fireEvent.click(screen.getByRole('button', { name: 'Search brands' }));
    const box = screen.getByPlaceholderText('Search brands, bonuses, or features...');
    fireEvent.change(box, { target: { value: 'naga' } });
    act(() => void vi.advanceTimersByTime(299));
    expect(cardNames()).toHaveLength(4);
    act(() => void vi.advanceTimersByTime(1));
    expect(cardNames()).toEqual(['Naga Emas']);
    expect(screen.getByText('Found 1 result(s) for "naga"')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?q=naga');
  });

  it('shows the spec empty texts for a search and for a category', () => {
    useCatalog(brands(2));
    const { unmount } = renderWithProviders(<HomeBrowser />, { route: '/?q=poker' });
    expect(
      screen.getByText('No results found for "poker". Try different keywords or browse all brands.'),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<HomeBrowser />, { route: '/?filter=verified' });
    expect(screen.getByText('No brands found in this category. Try a different category.')).toBeInTheDocument();
  });

  it('Browse all brands clears the search for good', () => {
    useCatalog(brands(3));
    renderWithProviders(<HomeBrowser />);
    fireEvent.click(screen.getByRole('button', { name: 'Search brands' }));
    const box = screen.getByPlaceholderText('Search brands, bonuses, or features...');
    fireEvent.change(box, { target: { value: 'poker' } });
    act(() => void vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Browse all brands' }));
    act(() => void vi.advanceTimersByTime(1_000));
    expect(box).toHaveValue('');
    expect(cardNames()).toHaveLength(3);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows 24 cards, then reveals the rest after the 3 s Load More progress', () => {
    useCatalog(brands(30));
    renderWithProviders(<HomeBrowser />);
    showAllCards();
    expect(cardNames()).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Load More Brands (6 remaining)' }));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(2_900));
    expect(cardNames()).toHaveLength(24);
    act(() => void vi.advanceTimersByTime(100));
    showAllCards();
    expect(cardNames()).toHaveLength(30);
    // focus moves to the first revealed card
    expect(document.activeElement).toHaveTextContent('Brand 24');
    expect(screen.queryByRole('button', { name: /Load More Brands/ })).not.toBeInTheDocument();
  });

  it('a new filter during the Load More wait goes back to the first 24 with the button', () => {
    useCatalog(brands(60, (index) => ({ verified: index < 50 })));
    renderWithProviders(<HomeBrowser />);
    fireEvent.click(screen.getByRole('button', { name: 'Load More Brands (36 remaining)' }));
    act(() => void vi.advanceTimersByTime(1_000));
    fireEvent.click(screen.getByRole('button', { name: /^Verified/ }));
    act(() => void vi.advanceTimersByTime(5_000));
    showAllCards();
    expect(cardNames()).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'Load More Brands (26 remaining)' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sorts by name from the sort menu', () => {
    useCatalog([
      makeBrand({ id: 'z', name: 'Zamrud', rating: 5 }) as Brand,
      makeBrand({ id: 'a', name: 'Angkasa', rating: 3 }) as Brand,
    ]);
    renderWithProviders(<HomeBrowser />);
    expect(cardNames()).toEqual(['Zamrud', 'Angkasa']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    expect(cardNames()).toEqual(['Angkasa', 'Zamrud']);
  });

  it('shows the loading texts, the error with its message, and the cached-data banner', () => {
    useCatalog([], { status: 'loading' });
    const first = renderWithProviders(<HomeBrowser />);
    expect(screen.getByText('Loading brands...')).toBeInTheDocument();
    expect(screen.getByText('Fetching the latest brand information from our database.')).toBeInTheDocument();
    first.unmount();

    useCatalog([], {
      status: 'error',
      errorMessage: 'Unable to load brands. Please check your internet connection and try again.',
    });
    const second = renderWithProviders(<HomeBrowser />);
    expect(screen.getByText('Failed to load brands')).toBeInTheDocument();
    expect(screen.getByText(/Unable to load brands\. Please check/)).toBeInTheDocument();
    second.unmount();

    useCatalog(brands(1), { isShowingCachedData: true });
    renderWithProviders(<HomeBrowser />);
    expect(screen.getByText('Unable to load latest brands. Showing cached data.')).toBeInTheDocument();
  });

  it('forced refresh shows progress until the refresh completes', async () => {
    let finish: () => void = () => undefined;
    useCatalog(brands(1), { refresh: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
    renderWithProviders(<HomeBrowser />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '95');
    await act(async () => finish());
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
