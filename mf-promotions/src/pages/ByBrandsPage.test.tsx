import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makePromotion, renderWithProviders } from '../test/render';
import ByBrandsPage from './ByBrandsPage';

const usePromotionPages = vi.hoisted(() => vi.fn());
const useBrands = vi.hoisted(() => vi.fn());
vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePromotionPages,
  useBrands,
}));

const garuda = makePromotion({ id: 'g1', brandId: 'garuda', brandName: 'Garuda Play', title: 'Garuda reload' });
const nusa = makePromotion({ id: 'n1', brandId: 'nusa', brandName: 'Nusa Bet', title: 'Nusa cashback' });

beforeEach(() => {
  useBrands.mockReturnValue({
    data: {
      brands: [
        { id: 'garuda', name: 'Garuda Play', logoImage: '' },
        { id: 'nusa', name: 'Nusa Bet', logoImage: 'https://cdn.example/nusa.png' },
      ],
    },
  });
  usePromotionPages.mockImplementation(({ brandId }: { brandId: string | null }) => ({
    data: { pages: [{ promotions: brandId === 'nusa' ? [nusa] : [garuda, nusa], nextCursor: null }] },
    isPending: false,
    isError: false,
    isSuccess: true,
    isFetchedAfterMount: true,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    refetch: vi.fn(),
  }));
});

describe('ByBrandsPage', () => {
  it('shows All Brands then a chip per brand, with the letter when a logo is missing', () => {
    renderWithProviders(<ByBrandsPage />, { route: '/bybrands' });
    const bar = screen.getByRole('group', { name: 'Filter by brand' });
    const chips = within(bar).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All Brands', 'GGaruda Play', 'Nusa Bet']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    expect(usePromotionPages).toHaveBeenLastCalledWith({ brandId: null, pageSize: 30 });
    expect(screen.getAllByTestId('promotion-card')).toHaveLength(2);
  });

  it('filters the grid by the chosen brand with pages of 30', async () => {
    renderWithProviders(<ByBrandsPage />, { route: '/bybrands' });
    await userEvent.click(screen.getByRole('button', { name: 'Nusa Bet' }));
    expect(usePromotionPages).toHaveBeenLastCalledWith({ brandId: 'nusa', pageSize: 30 });
    expect(screen.getByRole('button', { name: 'Nusa Bet' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('promotion-card')).toHaveLength(1);
    expect(screen.getByTestId('promotion-card')).toHaveTextContent('Nusa cashback');
  });
});
