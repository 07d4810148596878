import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import {
  bootStartOf,
  isKnownCategoryChip,
  prefetchCategoryPage,
  categoryPageFilter,
} from '../../src/promotions/prefetch-category-page';

// no database: every listing fails at once, as an unreachable one would (and is still noted)
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore/lite')>()),
  getDocs: () => Promise.reject(new Error('offline')),
}));

describe('boot starts of the promotions listings', () => {
  it('keeps only the latest few, however many addresses asked', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const chips = Array.from({ length: 200 }, (_, index) => `crafted-${index}`);
    for (const chip of chips) {
      await prefetchCategoryPage(queryClient, chip).catch(() => undefined);
    }
    const kept = chips.filter((chip) => bootStartOf(categoryPageFilter(chip)) !== undefined);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(16);
    // the newest are the ones kept
    expect(kept).toContain('crafted-199');
    expect(kept).not.toContain('crafted-0');
  });

  it('knows the chips every visitor sees, in their chip spelling', () => {
    for (const chip of ['All', 'Welcome Bonus', 'Rebate', 'Losing Rescue', 'Reload (daily/weekly)', 'Others']) {
      expect(isKnownCategoryChip(chip), chip).toBe(true);
    }
    for (const chip of ['welcome bonus', 'Rebate (by turnover)', 'x'.repeat(4096), 'My custom', '']) {
      expect(isKnownCategoryChip(chip), chip).toBe(false);
    }
  });
});
