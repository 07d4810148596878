import type { Preview } from 'storybook-react-rsbuild';
import { mocked, sb } from 'storybook/test';
import { useBrands, usePromotionHistory } from '@bonus-atlas/shared-services';
import { signedOut, withShell } from '@bonus-atlas/test-support/storybook';
import { sharedPreview } from '../../.storybook/shared/preview';
import {
  useBrandChoices,
  useBrandListing,
  useCategoryListing,
  useDeepLinkedPromotion,
  useWelcomeBonusPromotions,
} from '../src/features/listings/use-promotion-listings';
import { listingOf, NOW, storyPromotions } from '../src/test/story-fixtures';

// Stories are fed by fixtures, never by a backend: the hooks that read data are spied on, answer the
// fixtures below unless a story's beforeEach says otherwise (mocked(hook).mockReturnValue(...)), and
// what no story sets keeps its real code (take-a-break's defaults, the session store).
sb.mock(import('../src/features/listings/use-promotion-listings.ts'), { spy: true });
sb.mock(import('../src/features/report/use-submit-report.ts'), { spy: true });
sb.mock(import('../../shared-services/src/take-a-break/use-active-break.ts'), { spy: true });
sb.mock(import('../../shared-services/src/promotions/get-promotion-history.ts'), { spy: true });
sb.mock(import('../../shared-services/src/brands/get-brands.ts'), { spy: true });

const BRANDS = [
  { id: 'brand-1', name: 'Garuda Play', logo: '' },
  { id: 'brand-2', name: 'Nusantara Bet', logo: '' },
  { id: 'brand-3', name: 'Naga Emas', logo: '' },
  { id: 'brand-4', name: 'Merapi Slots', logo: '' },
  { id: 'brand-5', name: 'Komodo Casino', logo: '' },
];

const preview: Preview = {
  ...sharedPreview,
  decorators: [withShell, ...sharedPreview.decorators],
  beforeEach: [
    sharedPreview.beforeEach,
    // a visitor unless the story signs in: no story depends on the one before it
    signedOut,
    () => {
      const promotions = storyPromotions(8);
      mocked(useCategoryListing).mockReturnValue(listingOf(promotions));
      mocked(useBrandListing).mockReturnValue(listingOf(promotions));
      mocked(useWelcomeBonusPromotions).mockReturnValue({
        promotions,
        status: 'success',
        retry: () => undefined,
        fromCache: false,
        loadStartedAt: undefined,
      });
      mocked(useDeepLinkedPromotion).mockReturnValue({ promotion: null, missing: false });
      mocked(useBrandChoices).mockReturnValue(BRANDS);
      mocked(useBrands).mockReturnValue({
        data: { brands: BRANDS.map((brand) => ({ ...brand, slug: brand.id, logoImage: '' })) },
      } as unknown as ReturnType<typeof useBrands>);
      mocked(usePromotionHistory).mockReturnValue({
        data: [
          {
            id: 'h1',
            createdAt: new Date(NOW - 3 * 24 * 60 * 60 * 1000),
            reportId: 'r1',
            changes: [{ field: 'maxBonus', from: 1_000_000, to: 1_500_000 }],
          },
        ],
      } as unknown as ReturnType<typeof usePromotionHistory>);
    },
  ],
};

export default preview;
