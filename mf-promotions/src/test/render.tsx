import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@bonus-atlas/shared-services';
import { MemoryRouter } from '@bonus-atlas/shared-ui/router';
import { ToastProvider } from '@bonus-atlas/shared-ui';
import type { PromotionView } from '../data/promotion';

/** Renders like the shell does: query client, toasts and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

export function makePromotion(overrides: Partial<PromotionView> = {}): PromotionView {
  return {
    id: 'promo-1',
    brandId: 'brand-1',
    brandName: 'Garuda Play',
    brandSlug: 'garuda-play',
    brandLogo: '',
    brandWebsite: 'https://garuda.example',
    category: 'Welcome Bonus',
    title: 'Bonus Sambutan 100%',
    description: '## Cara klaim\n- Deposit **Rp 50.000**',
    image: '',
    terms: 'Berlaku untuk member baru.',
    gameCategories: ['Slots', 'Casino'],
    maxBonus: 1_500_000,
    turnoverNeeded: 25,
    ...overrides,
  };
}
