import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makePromotion, renderWithProviders } from '../test/render';
import ByCategoryPage from './ByCategoryPage';

const usePromotionPages = vi.hoisted(() => vi.fn());
const fetchNextPage = vi.hoisted(() => vi.fn());
vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePromotionPages,
}));

const welcome = [
  makePromotion({ id: 'w1', title: 'Welcome 100%', brandName: 'Garuda Play' }),
  makePromotion({ id: 'w2', title: 'Welcome Slots', brandName: 'Nusantara Bet', brandId: 'brand-2' }),
];
const vip = makePromotion({ id: 'v1', title: 'VIP weekly', category: 'VIP Club' });

function pagesResult(promotions: ReturnType<typeof makePromotion>[], hasNextPage = false) {
  return {
    data: { pages: [{ promotions, nextCursor: null }], pageParams: [null] },
    isPending: false,
    isError: false,
    isSuccess: true,
    isFetchedAfterMount: true,
    hasNextPage,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage,
    refetch: vi.fn(),
  };
}

beforeEach(() => {
  fetchNextPage.mockReset();
  usePromotionPages.mockImplementation(({ category }: { category: string | string[] | null }) =>
    category === 'Welcome Bonus'
      ? pagesResult(welcome, true)
      : category === null
        ? pagesResult([...welcome, vip])
        : pagesResult([]),
  );
});

const chipGroup = () => screen.getByRole('group', { name: 'Promotion categories' });

describe('ByCategoryPage', () => {
  it('starts on Welcome Bonus with the chips in the spec order', () => {
    renderWithProviders(<ByCategoryPage />, { route: '/bycategory' });
    const chips = within(chipGroup())
      .getAllByRole('button')
      .map((chip) => chip.textContent);
    expect(chips.slice(0, 2)).toEqual(['All', 'Welcome Bonus']);
    expect(chips.slice(-2)).toEqual(['Referral', 'Others']);
    expect(within(chipGroup()).getByRole('button', { name: 'Welcome Bonus' })).toHaveAttribute('aria-pressed', 'true');
    expect(usePromotionPages).toHaveBeenLastCalledWith({ category: 'Welcome Bonus', pageSize: 50 });
    expect(screen.getAllByTestId('promotion-card')).toHaveLength(2);
  });

  it('queries the chosen category and adds custom categories with * once seen', async () => {
    renderWithProviders(<ByCategoryPage />, { route: '/bycategory' });
    await userEvent.click(within(chipGroup()).getByRole('button', { name: 'All' }));
    expect(usePromotionPages).toHaveBeenLastCalledWith({ category: null, pageSize: 50 });
    expect(await within(chipGroup()).findByRole('button', { name: 'VIP Club *' })).toBeInTheDocument();
    await userEvent.click(within(chipGroup()).getByRole('button', { name: 'Birthday' }));
    expect(usePromotionPages).toHaveBeenLastCalledWith({ category: 'Birthday', pageSize: 50 });
    expect(screen.getByText('No promotions in this category yet. Try a different category.')).toBeInTheDocument();
  });

  it('asks for every raw name of a merged chip in one query', async () => {
    renderWithProviders(<ByCategoryPage />, { route: '/bycategory?category=Rebate' });
    const filter = usePromotionPages.mock.lastCall?.[0] as { category: string[] };
    expect(filter.category).toEqual(expect.arrayContaining(['Rebate', 'Rebate (by turnover)']));
  });

  it('loads the next page from the Load More Promotions button', async () => {
    renderWithProviders(<ByCategoryPage />, { route: '/bycategory' });
    await userEvent.click(screen.getByRole('button', { name: 'Load More Promotions' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('filters the loaded cards with the search box after the debounce', async () => {
    renderWithProviders(<ByCategoryPage />, { route: '/bycategory' });
    await userEvent.click(screen.getByRole('button', { name: 'Search promotions' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search promotions' }), 'nusantara');
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(1));
    expect(screen.getByTestId('promotion-card')).toHaveTextContent('Welcome Slots');
  });

  it('opens the detail modal from a card and from a ?promo= deep link', async () => {
    renderWithProviders(<ByCategoryPage />, { route: '/bycategory?promo=brand-2/w2' });
    // the detail modal is fetched on the first open (its module is compiled then: slow on a busy machine)
    expect(await screen.findByRole('dialog', { name: 'Welcome Slots' }, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open promotion Welcome 100% by Garuda Play' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome 100%' })).toBeInTheDocument();
  });

  it('keeps the cards when a next page fails and lets the visitor retry it', async () => {
    usePromotionPages.mockReturnValue({ ...pagesResult(welcome, true), isError: true, isFetchNextPageError: true });
    renderWithProviders(<ByCategoryPage />, { route: '/bycategory' });
    expect(screen.getAllByTestId('promotion-card')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load promotions');
    await userEvent.click(screen.getByRole('button', { name: 'Load More Promotions' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows the error with Try Again when the first page fails', async () => {
    const refetch = vi.fn();
    usePromotionPages.mockReturnValue({
      ...pagesResult([]),
      data: undefined,
      isError: true,
      isSuccess: false,
      refetch,
    });
    renderWithProviders(<ByCategoryPage />, { route: '/bycategory' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load promotions');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalled();
  });
});
