import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '@bonus-atlas/shared-services';
import { BrandCard } from './BrandCard';
import { renderWithProviders } from '../../test/render';
import { makeBrand } from '../../test/brand-fixtures';

vi.mock('../../features/favorites/use-favorites', () => ({
  useFavorites: () => ({ favoriteIds: [], isFavorite: () => false, toggleFavorite: vi.fn(), isLoading: false, isError: false }),
}));

const brand = makeBrand({
  id: 'b1',
  slug: 'naga-emas',
  name: 'Naga Emas',
  rating: 4.5,
  verified: true,
  acceptsCrypto: true,
  welcomeBonus: '',
  coverImage: 'https://img.test/cover.png',
  logoImage: 'https://img.test/logo.png',
  websiteUrl: 'https://naga.test',
}) as Brand;

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => {
  open.mockRestore();
});

describe('BrandCard', () => {
  it('shows rating, badges and the default 100% welcome bonus', () => {
    renderWithProviders(<BrandCard brand={brand} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Crypto')).toBeInTheDocument();
    expect(screen.getByText('Special Bonus')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('says Unverified and hides Crypto when the flags are off', () => {
    renderWithProviders(<BrandCard brand={{ ...brand, verified: false, acceptsCrypto: false }} />);
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    expect(screen.queryByText('Crypto')).not.toBeInTheDocument();
  });

  it('opens the brand page on click and in a new tab on Ctrl or ⌘ click', () => {
    renderWithProviders(<BrandCard brand={brand} />);
    const link = screen.getByRole('link', { name: 'Naga Emas' });
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenCalledWith('/brand/naga-emas', '_blank', 'noopener');
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/brand/naga-emas');
  });

  it('claiming opens the site and shows the success toast', () => {
    renderWithProviders(<BrandCard brand={brand} />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim Bonus' }));
    expect(open).toHaveBeenCalledWith('https://naga.test/', '_blank', 'noopener,noreferrer');
    expect(screen.getByText("Success! You've claimed your welcome bonus at Naga Emas")).toBeInTheDocument();
  });

  it('attack: a javascript: website is never opened by Claim Bonus', () => {
    renderWithProviders(<BrandCard brand={{ ...brand, websiteUrl: 'javascript:alert(1)' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim Bonus' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('loads images eagerly with high priority only for priority cards', () => {
    const { unmount } = renderWithProviders(<BrandCard brand={brand} priority />);
    const logo = screen.getByRole('img', { name: 'Naga Emas logo' });
    expect(logo).toHaveAttribute('loading', 'eager');
    expect(logo).toHaveAttribute('fetchpriority', 'high');
    unmount();
    renderWithProviders(<BrandCard brand={brand} />);
    expect(screen.getByRole('img', { name: 'Naga Emas logo' })).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the initial when the logo fails', () => {
    renderWithProviders(<BrandCard brand={brand} />);
    fireEvent.error(screen.getByRole('img', { name: 'Naga Emas logo' }));
    expect(screen.getByRole('img', { name: 'Naga Emas logo' })).toHaveTextContent('N');
  });
});
