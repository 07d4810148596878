import type { Preview } from 'storybook-react-rsbuild';
import { mocked, sb } from 'storybook/test';
import { signedOut, withShell } from '@bonus-atlas/test-support/storybook';
import { sharedPreview } from '../../.storybook/shared/preview';
import { useCatalogBrands } from '../src/features/brands/use-catalog-brands';
import { useFavorites } from '../src/features/favorites/use-favorites';
import { useBrandComments } from '../src/features/comments/use-brand-comments';
import { useBrandPromotions } from '../src/features/brand-page/use-brand-promotions';
import { catalogOf, commentsQueryOf, favoritesOf, storyBrands } from '../src/test/story-fixtures';

// Stories are fed by fixtures, never by a backend: the hooks that read data are spied on, answer the
// fixtures below unless a story's beforeEach says otherwise (mocked(hook).mockReturnValue(...)), and
// what no story sets keeps its real code (take-a-break's defaults, the session store).
sb.mock(import('../src/features/brands/use-catalog-brands.ts'), { spy: true });
sb.mock(import('../src/features/favorites/use-favorites.ts'), { spy: true });
sb.mock(import('../src/features/comments/use-brand-comments.ts'), { spy: true });
sb.mock(import('../src/features/brand-page/use-brand-page.ts'), { spy: true });
sb.mock(import('../src/features/brand-page/use-brand-promotions.ts'), { spy: true });
sb.mock(import('../../shared-services/src/take-a-break/use-active-break.ts'), { spy: true });
sb.mock(import('../../shared-services/src/contracts/load-exposed-component.ts'), { spy: true });

const preview: Preview = {
  ...sharedPreview,
  decorators: [withShell, ...sharedPreview.decorators],
  beforeEach: [
    sharedPreview.beforeEach,
    // a visitor unless the story signs in: no story depends on the one before it
    signedOut,
    () => {
      mocked(useCatalogBrands).mockReturnValue(catalogOf(storyBrands(12)));
      mocked(useFavorites).mockReturnValue(favoritesOf([]));
      mocked(useBrandComments).mockReturnValue({
        comments: commentsQueryOf([]),
        postComment: () => Promise.resolve(undefined as never),
        postReply: () => Promise.resolve(undefined as never),
      } as unknown as ReturnType<typeof useBrandComments>);
      mocked(useBrandPromotions).mockReturnValue({ promotions: [], status: 'success', retry: () => undefined });
    },
  ],
};

export default preview;
