// What the promotions' stories are fed with (never a backend): listings dated from the stories' fixed
// moment (NOW), with ended promotions and the long Indonesian texts a phone must wrap.
import type { PromotionView } from '@bonus-atlas/shared-services';
import type { PromotionListing } from '../features/listings/promotion-listing';
import type { useCategoryListing } from '../features/listings/use-promotion-listings';
import { makePromotion } from './render';

/** The stories' moment (the shared preview's STORY_NOW): 19:00 in Jakarta, 20 November 2026. */
export const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

export const endingSoon = makePromotion({
  id: 'p-ends',
  title: 'Cashback Mingguan 10%',
  category: 'Cashback',
  brandId: 'brand-2',
  brandName: 'Nusantara Bet',
  maxBonus: 2_000_000,
  turnoverNeeded: 5,
  validUntil: new Date(NOW + 3 * DAY),
  verifiedAt: new Date(NOW - 2 * DAY),
});

export const ended = makePromotion({
  id: 'p-ended',
  title: 'Reload Akhir Pekan 25%',
  category: 'Reload (daily/weekly)',
  brandId: 'brand-3',
  brandName: 'Naga Emas',
  validUntil: new Date(NOW - 2 * DAY),
});

export const longIndonesian = makePromotion({
  id: 'p-long',
  title: 'Bonus Sambutan Spesial Anggota Baru Hingga Dua Ratus Persen Untuk Deposit Pertama',
  brandName: 'Kerajaan Keberuntungan Nusantara Sejahtera Abadi',
  description:
    '## Cara klaim\n- Daftar dan lakukan deposit pertama minimal **IDR 50.000**\n- Bonus masuk otomatis ke saldo ' +
    'dalam lima menit\n- Berlaku untuk semua permainan slot dan kasino langsung, kecuali permainan meja tertentu',
  terms: 'Berlaku untuk anggota baru. Turnover 25 kali sebelum penarikan. Satu bonus per rumah tangga dan alamat IP.',
  maxBonus: 15_000_000,
});

/** A page of promotions: the first one ends soon, one has ended (listed last by the page's order). */
export function storyPromotions(count: number): PromotionView[] {
  const titles = ['Bonus Sambutan 100%', 'Cashback Harian 5%', 'Free Spin Jumat', 'Bonus Rollingan 0,8%'];
  const made = Array.from({ length: count }, (_, index) =>
    makePromotion({
      id: `p${index + 1}`,
      title: titles[index % titles.length]!,
      brandId: `brand-${(index % 5) + 1}`,
      brandName: ['Garuda Play', 'Nusantara Bet', 'Naga Emas', 'Merapi Slots', 'Komodo Casino'][index % 5]!,
      maxBonus: (index + 1) * 250_000,
      turnoverNeeded: 5 + (index % 4) * 5,
    }),
  );
  return [endingSoon, ...made, ended];
}

/** A listing as the pages' hooks answer it (fetched for this page, not from the cache). */
export function listingOf(
  promotions: PromotionView[],
  extra: Partial<PromotionListing> = {},
): ReturnType<typeof useCategoryListing> {
  return {
    promotions,
    fromCache: false,
    status: 'success',
    hasMore: false,
    loadingMore: false,
    loadMoreFailed: false,
    loadMore: () => undefined,
    retry: () => undefined,
    ...extra,
  };
}

export const loadingListing = listingOf([], { status: 'loading' });
export const failedListing = listingOf([], { status: 'error' });
