import type { Preview } from 'storybook-react-rsbuild';
import { mocked, sb } from 'storybook/test';
import {
  DEFAULT_SITE_SETTINGS,
  useBrand,
  useBrandPromotions,
  useSiteSettings,
  useWalletSummaryQuery,
} from '@bonus-atlas/shared-services';
import {
  suggestUniqueSlug,
  useAdminBrands,
  useAuthorNames,
  useConfirmPromotionTerms,
  useCreateBrand,
  useDeleteBrand,
  useMyReports,
  useOldBrandAddresses,
  useOwnerBrands,
  usePromotionCounts,
  useReleaseOldBrandAddress,
  useRequestWithdrawal,
  useUpdateBrand,
  useUpdateDisplayName,
  useUserTransactions,
} from '@bonus-atlas/shared-services/manage';
import { signedOut, withShell } from '@bonus-atlas/test-support/storybook';
import { sharedPreview } from '../../.storybook/shared/preview';
import { answered, myReports, ownBrand, ownPromotions, transactions } from '../src/test/story-fixtures';

// Stories are fed by fixtures, never by a backend: shared-services' reads and writes are spied on,
// answer the fixtures below unless a story's beforeEach says otherwise (mocked(hook).mockReturnValue(...)),
// and what no story sets keeps its real code (take-a-break's defaults, the session store).
sb.mock(import('../../shared-services/src/brands/get-brand.ts'), { spy: true });
sb.mock(import('../../shared-services/src/brands/get-owner-brands.ts'), { spy: true });
sb.mock(import('../../shared-services/src/brands/create-brand.ts'), { spy: true });
sb.mock(import('../../shared-services/src/brands/update-brand.ts'), { spy: true });
sb.mock(import('../../shared-services/src/brands/delete-brand.ts'), { spy: true });
sb.mock(import('../../shared-services/src/brands/is-slug-available.ts'), { spy: true });
sb.mock(import('../../shared-services/src/brands/old-addresses.ts'), { spy: true });
sb.mock(import('../../shared-services/src/promotions/get-brand-promotions.ts'), { spy: true });
sb.mock(import('../../shared-services/src/promotions/get-promotion-counts.ts'), { spy: true });
sb.mock(import('../../shared-services/src/promotions/confirm-promotion-terms.ts'), { spy: true });
sb.mock(import('../../shared-services/src/users/update-display-name.ts'), { spy: true });
sb.mock(import('../../shared-services/src/users/get-author-names.ts'), { spy: true });
sb.mock(import('../../shared-services/src/reports/get-my-reports.ts'), { spy: true });
sb.mock(import('../../shared-services/src/wallet/get-transactions.ts'), { spy: true });
sb.mock(import('../../shared-services/src/wallet/get-wallet-summary.ts'), { spy: true });
sb.mock(import('../../shared-services/src/withdrawals/request-withdrawal.ts'), { spy: true });
sb.mock(import('../../shared-services/src/take-a-break/use-active-break.ts'), { spy: true });
sb.mock(import('../../shared-services/src/site-settings/read-site-settings.ts'), { spy: true });

type Answer<T extends (...args: never[]) => unknown> = ReturnType<T>;
const as = <T extends (...args: never[]) => unknown>(value: unknown) => value as Answer<T>;
const mutation = { mutate: () => undefined, mutateAsync: () => Promise.resolve(), isPending: false };

const preview: Preview = {
  ...sharedPreview,
  decorators: [withShell, ...sharedPreview.decorators],
  beforeEach: [
    sharedPreview.beforeEach,
    // a visitor unless the story signs in: no story depends on the one before it
    signedOut,
    () => {
      mocked(useBrand).mockReturnValue(as<typeof useBrand>(answered(ownBrand)));
      mocked(useBrandPromotions).mockReturnValue(as<typeof useBrandPromotions>(answered(ownPromotions)));
      mocked(useOwnerBrands).mockReturnValue(as<typeof useOwnerBrands>(answered([ownBrand])));
      mocked(useAdminBrands).mockReturnValue(as<typeof useAdminBrands>(answered([ownBrand])));
      mocked(usePromotionCounts).mockReturnValue(as<typeof usePromotionCounts>(answered({ [ownBrand.id]: 1 })));
      mocked(useAuthorNames).mockReturnValue(as<typeof useAuthorNames>(answered({ 'demo-member': 'Maya Member' })));
      mocked(useCreateBrand).mockReturnValue(as<typeof useCreateBrand>(mutation));
      mocked(useUpdateBrand).mockReturnValue(as<typeof useUpdateBrand>(mutation));
      mocked(useDeleteBrand).mockReturnValue(as<typeof useDeleteBrand>(mutation));
      mocked(useConfirmPromotionTerms).mockReturnValue(as<typeof useConfirmPromotionTerms>(mutation));
      mocked(useUpdateDisplayName).mockReturnValue(as<typeof useUpdateDisplayName>(mutation));
      // a brand never renamed: the editor shows no old addresses unless a story gives some
      mocked(useOldBrandAddresses).mockReturnValue(as<typeof useOldBrandAddresses>(answered([])));
      mocked(useReleaseOldBrandAddress).mockReturnValue(as<typeof useReleaseOldBrandAddress>(mutation));
      mocked(useRequestWithdrawal).mockReturnValue(as<typeof useRequestWithdrawal>(mutation));
      mocked(suggestUniqueSlug).mockImplementation((slug: string) => Promise.resolve(slug));
      mocked(useUserTransactions).mockReturnValue(as<typeof useUserTransactions>(answered(transactions)));
      mocked(useMyReports).mockReturnValue(as<typeof useMyReports>(answered(myReports)));
      // a site without settings/site: the spec's minimum, withdrawals open
      mocked(useSiteSettings).mockReturnValue(as<typeof useSiteSettings>(answered(DEFAULT_SITE_SETTINGS)));
      mocked(useWalletSummaryQuery).mockReturnValue(
        as<typeof useWalletSummaryQuery>(answered({ balance: 10_000, totalEarned: 15_000 })),
      );
    },
  ],
};

export default preview;
