import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePromotion, renderWithProviders } from '../../test/render';
import PromotionDetailModal from './PromotionDetailModal';

describe('PromotionDetailModal', () => {
  it('shows brand, category, figures, games, description and terms', () => {
    renderWithProviders(<PromotionDetailModal promotion={makePromotion()} open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Bonus Sambutan 100%' });
    expect(within(dialog).getByRole('link', { name: /Garuda Play/ })).toHaveAttribute('href', '/brand/garuda-play');
    expect(within(dialog).getByText('Welcome Bonus')).toBeInTheDocument();
    expect(within(dialog).getByTestId('detail-max-bonus')).toHaveTextContent(/IDR\s?1\.500\.000/);
    expect(within(dialog).getByTestId('detail-turnover')).toHaveTextContent('25x');
    expect(within(dialog).getByText('Slots')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Cara klaim' })).toBeInTheDocument();
    expect(within(dialog).getByText('Rp 50.000', { selector: 'strong' })).toBeInTheDocument();
    expect(within(dialog).getByText('Berlaku untuk member baru.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Visit Website' })).toHaveAttribute(
      'href',
      'https://garuda.example/',
    );
    expect(within(dialog).getByRole('link', { name: 'View Brand' })).toHaveAttribute('href', '/brand/garuda-play');
  });

  it('says All Games when the promotion names no game category and falls back to the brand initial', () => {
    renderWithProviders(
      <PromotionDetailModal promotion={makePromotion({ gameCategories: [] })} open onClose={() => undefined} />,
    );
    expect(screen.getByText('All Games')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Garuda Play logo' })).toHaveTextContent('G');
  });

  it('links to the brand by id when it has no slug and never renders a javascript: website', async () => {
    renderWithProviders(
      <PromotionDetailModal
        promotion={makePromotion({ brandSlug: '', brandWebsite: 'javascript:alert(1)' })}
        open
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('link', { name: 'View Brand' })).toHaveAttribute('href', '/brand/brand-1');
    expect(screen.queryByRole('link', { name: 'Visit Website' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Visit Website' }));
    expect(await screen.findByText('Website URL not available')).toBeInTheDocument();
  });

  it('closes with Esc and with the Close button', async () => {
    const onClose = vi.fn();
    renderWithProviders(<PromotionDetailModal promotion={makePromotion()} open onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    // the footer's Close (the header has an icon close button with the same name)
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens the report modal on top; Esc closes only the report', async () => {
    const onClose = vi.fn();
    renderWithProviders(<PromotionDetailModal promotion={makePromotion()} open onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report Wrong Info' }));
    const report = screen.getByRole('dialog', { name: 'Report Wrong Info' });
    expect(within(report).getByText('Bonus Sambutan 100% · Garuda Play')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Report Wrong Info' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Bonus Sambutan 100%' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing while closed or without a promotion', () => {
    renderWithProviders(
      <>
        <PromotionDetailModal promotion={makePromotion()} open={false} onClose={() => undefined} />
        <PromotionDetailModal promotion={null} open onClose={() => undefined} />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
