import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makePromotion, renderWithProviders } from '../test/render';
import WelcomeBonusPage from './WelcomeBonusPage';

const useWelcomeBonusPromotions = vi.hoisted(() => vi.fn());
vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useWelcomeBonusPromotions,
}));

const promotions = [
  makePromotion({ id: 'a', brandName: 'Alpha', title: 'Alpha 100%', maxBonus: 1_000_000, turnoverNeeded: 20 }),
  makePromotion({
    id: 'b',
    brandName: 'Beta',
    title: 'Beta 50%',
    maxBonus: 5_000_000,
    turnoverNeeded: 3,
    gameCategories: [],
  }),
  makePromotion({ id: 'c', brandName: 'Gamma', title: 'Nothing to compare', maxBonus: 0, turnoverNeeded: 0 }),
];

function query(overrides: object = {}) {
  return {
    data: promotions,
    isPending: false,
    isError: false,
    isSuccess: true,
    isFetchedAfterMount: true,
    refetch: vi.fn(),
    ...overrides,
  };
}

const brands = () =>
  screen.getAllByTestId('welcome-row').map((row) => within(row).getAllByRole('cell')[0]?.textContent);

beforeEach(() => {
  useWelcomeBonusPromotions.mockReturnValue(query());
});

describe('WelcomeBonusPage', () => {
  it('lists only promotions with a max bonus or turnover, biggest bonus first, with turnover to clear', () => {
    renderWithProviders(<WelcomeBonusPage />, { route: '/welcomebonus' });
    expect(brands()).toEqual(['BBeta', 'AAlpha']);
    const [beta] = screen.getAllByTestId('welcome-row');
    expect(within(beta!).getByText(/IDR\s?5\.000\.000/)).toBeInTheDocument();
    expect(within(beta!).getByText('3x')).toBeInTheDocument();
    expect(within(beta!).getByText(/IDR\s?15\.000\.000/)).toBeInTheDocument();
    expect(within(beta!).getByText('All Games')).toBeInTheDocument();
  });

  it('sorts by a clicked header and flips on the second click', async () => {
    renderWithProviders(<WelcomeBonusPage />, { route: '/welcomebonus' });
    const clear = screen.getByRole('columnheader', { name: 'Turnover to clear' });
    await userEvent.click(within(clear).getByRole('button'));
    expect(clear).toHaveAttribute('aria-sort', 'descending');
    expect(brands()).toEqual(['AAlpha', 'BBeta']);
    await userEvent.click(within(clear).getByRole('button'));
    expect(clear).toHaveAttribute('aria-sort', 'ascending');
    expect(brands()).toEqual(['BBeta', 'AAlpha']);
    const brand = screen.getByRole('columnheader', { name: 'Brand' });
    await userEvent.click(within(brand).getByRole('button'));
    expect(brand).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Turnover to clear' })).toHaveAttribute('aria-sort', 'none');
  });

  it('opens the promotion from View', async () => {
    renderWithProviders(<WelcomeBonusPage />, { route: '/welcomebonus' });
    await userEvent.click(screen.getByRole('button', { name: 'View Alpha 100%' }));
    expect(await screen.findByRole('dialog', { name: 'Alpha 100%' })).toBeInTheDocument();
  });

  it('shows the spec error with Try Again', async () => {
    const refetch = vi.fn();
    useWelcomeBonusPromotions.mockReturnValue(query({ data: undefined, isError: true, isSuccess: false, refetch }));
    renderWithProviders(<WelcomeBonusPage />, { route: '/welcomebonus' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load welcome bonus promotions');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
