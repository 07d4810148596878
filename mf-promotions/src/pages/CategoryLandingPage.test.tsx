import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makePromotion, renderWithProviders } from '../test/render';
import CategoryLandingPage from './CategoryLandingPage';

const usePromotionPages = vi.hoisted(() => vi.fn());
vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePromotionPages,
}));

const reload = [
  makePromotion({ id: 'r1', title: 'Daily reload 10%', category: 'Reload (daily/weekly)', brandName: 'Garuda Play' }),
  makePromotion({ id: 'r2', title: 'Weekend reload', category: 'Reload (daily/weekly)', brandName: 'Nusantara Bet' }),
];

beforeEach(() => {
  usePromotionPages.mockReset();
  usePromotionPages.mockImplementation(() => ({
    data: { pages: [{ promotions: reload, nextCursor: null }], pageParams: [null] },
    isPending: false,
    isError: false,
    isSuccess: true,
    isFetchedAfterMount: true,
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(),
    refetch: vi.fn(),
  }));
});

describe('CategoryLandingPage', () => {
  it("lists the category of its address, with the page's own title, and links back to all categories", () => {
    renderWithProviders(<CategoryLandingPage />, { route: '/category/reload-daily-weekly', path: '/category/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reload (daily/weekly) promotions' })).toBeInTheDocument();
    expect(usePromotionPages).toHaveBeenLastCalledWith({ category: 'Reload (daily/weekly)', pageSize: 50 });
    expect(screen.getAllByTestId('promotion-card')).toHaveLength(2);
    expect(document.title).toBe('Reload (daily/weekly) promotions from every brand | Bonus Atlas');
    expect(screen.getByRole('link', { name: 'All categories' })).toHaveAttribute(
      'href',
      '/bycategory?category=Reload%20(daily%2Fweekly)',
    );
  });

  it('says a slug that names no standard category is not found, and reads nothing', () => {
    renderWithProviders(<CategoryLandingPage />, { route: '/category/free-money', path: '/category/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(usePromotionPages).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/bycategory');
  });
});
