import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@bonus-atlas/shared-services';
import { PromotionsGallery } from './PromotionsGallery';
import { renderWithProviders } from '../../test/render';

function promotion(id: string, category: string, title: string): Promotion {
  return {
    id,
    category,
    title,
    description: '',
    image: '',
    terms: '',
    gameCategories: [],
    maxBonus: 1_500_000,
    turnoverNeeded: 12.5,
    validUntil: null,
    discountValue: null,
    createdAt: null,
    updatedAt: null,
    brandId: 'b1',
    brandName: 'Naga',
    brandSlug: 'naga',
    brandLogo: '',
    brandWebsite: '',
    brandRating: 4,
    brandCreatedAt: null,
  };
}

const promotions = [
  promotion('p1', 'Referral', 'Invite a Friend'),
  promotion('p2', 'Reload (daily/weekly)', 'Weekly Refill'),
  promotion('p3', 'Welcome Bonus', 'First Deposit Boost'),
  promotion('p4', 'Others', 'Payday Special'),
  promotion('p5', 'Rebate (by turnover)', 'Weekly Rebate'),
  promotion('p6', 'Birthday', 'Birthday Surprise'),
];

const tiles = () => screen.getAllByRole('listitem').map((item) => within(item).getByRole('button').textContent);

describe('PromotionsGallery', () => {
  afterEach(() => void vi.useRealTimers());

  it('orders the chips as the brand page does and filters by them', () => {
    renderWithProviders(<PromotionsGallery promotions={promotions} status="success" onRetry={vi.fn()} />);
    const chips = within(screen.getByRole('group', { name: 'Promotions' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All',
      'Welcome Bonus',
      'Rebate (by turnover)',
      'Reload (daily/weekly)',
      'Birthday',
      'Referral',
      'Others',
    ]);
    expect(tiles()).toHaveLength(6);
    fireEvent.click(chips[2]!);
    expect(tiles()).toEqual([expect.stringContaining('Weekly Rebate')]);
    expect(tiles()[0]).toMatch(/IDR\s1\.500\.000/);
    expect(tiles()[0]).toContain('12,5x');
  });

  it('puts ended promotions last with an Expired badge and dates the live ones in Jakarta time', () => {
    vi.setSystemTime(Date.parse('2026-11-26T10:00:00+07:00'));
    const dated = [
      { ...promotion('ended', 'Referral', 'Bring a Buddy'), validUntil: '2026-11-24' },
      { ...promotion('live', 'Reload (daily/weekly)', 'Weekly Refill'), validUntil: '2026-11-30' },
      promotion('open', 'Others', 'Payday Special'),
    ];
    renderWithProviders(<PromotionsGallery promotions={dated} status="success" onRetry={vi.fn()} />);
    const [first, second, last] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Weekly Refill');
    expect(first).toHaveTextContent('Ends 30 Nov');
    expect(second).toHaveTextContent('Payday Special');
    expect(second).not.toHaveTextContent(/Ends|Expired/);
    expect(last).toHaveTextContent('Bring a Buddy');
    expect(last).toHaveTextContent('Expired');
  });

  it('keeps the page usable when the promotions remote cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<PromotionsGallery promotions={promotions} status="success" onRetry={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Weekly Refill/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekly Refill' });
    expect(dialog).toHaveTextContent('Promotion details are temporarily unavailable.');
  });

  it('shows the failure text with Try Again', () => {
    const onRetry = vi.fn();
    renderWithProviders(<PromotionsGallery promotions={[]} status="error" onRetry={onRetry} />);
    expect(screen.getByText('Failed to load promotions')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
