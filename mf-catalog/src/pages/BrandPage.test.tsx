import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from '@bonus-atlas/shared-ui/router';
import { describe, expect, it, vi } from 'vitest';
import type { Brand } from '@bonus-atlas/shared-services';
import { renderWithProviders } from '../test/render';
import BrandPage from './BrandPage';

vi.mock('../features/brand-page/use-brand-page', () => ({
  // `lama` is an old slug of the brand now at `baru` (a brand_slugs redirect claim)
  useBrandPage: (slugOrId: string | undefined) => ({
    status: 'ready',
    brand: {
      id: `id-${slugOrId}`,
      slug: slugOrId === 'lama' ? 'baru' : slugOrId,
      name: `Brand ${slugOrId === 'lama' ? 'baru' : slugOrId}`,
    } as unknown as Brand,
  }),
}));

// the brand page's body with state of its own (as the gallery filter, description and comment form have)
vi.mock('../features/brand-page/BrandDetails', () => ({
  BrandDetails: ({ brand }: { brand: Brand }) => {
    const [clicks, setClicks] = useState(0);
    return (
      <div>
        <h1>{brand.name}</h1>
        <button onClick={() => setClicks(clicks + 1)}>Clicked {clicks}</button>
        <Link to="/brand/kabut">Another brand</Link>
      </div>
    );
  },
}));

describe('BrandPage', () => {
  it('starts another brand afresh when the address moves from one brand to the next', async () => {
    renderWithProviders(<BrandPage />, { route: '/brand/kenari', path: '/brand/:slugOrId' });
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Another brand' }));
    expect(screen.getByRole('heading', { name: 'Brand kabut' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeVisible();
  });

  it("moves an old slug's address to the brand's current one, keeping the query", async () => {
    renderWithProviders(<BrandPage />, { route: '/brand/lama?tab=promo', path: '/brand/:slugOrId' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/brand/baru?tab=promo');
    expect(screen.getByRole('heading', { name: 'Brand baru' })).toBeVisible();
  });
});
