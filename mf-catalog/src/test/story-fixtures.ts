// What the catalog's stories are fed with (never a backend): brands, promotions and comments dated
// from the stories' fixed moment (NOW), with the long Indonesian texts a phone must wrap.
import type { Brand, Comment, Promotion } from '@bonus-atlas/shared-services';
import type { CatalogBrands } from '../features/brands/use-catalog-brands';
import type { FavoritesApi } from '../features/favorites/use-favorites';
import { daysAgo, makeBrand, NOW } from './brand-fixtures';

const DAY = 24 * 60 * 60 * 1000;

const NAMES = [
  'Garuda Play',
  'Nusantara Bet',
  'Naga Emas',
  'Merapi Slots',
  'Komodo Casino',
  'Bali Jackpot',
  'Borobudur Bet',
  'Toba Spin',
  'Rinjani Play',
  'Sumba Lucky',
];

/** `count` brands: ratings from 4.9 down, every third verified, every fourth crypto, two new ones. */
export function storyBrands(count: number): Brand[] {
  return Array.from(
    { length: count },
    (_, index) =>
      makeBrand({
        id: `brand-${index + 1}`,
        name: `${NAMES[index % NAMES.length]}${index >= NAMES.length ? ` ${Math.floor(index / NAMES.length) + 1}` : ''}`,
        rating: Math.round((4.9 - (index % 12) * 0.2) * 10) / 10,
        verified: index % 3 === 0,
        acceptsCrypto: index % 4 === 1,
        createdAt: index === 2 || index === 7 ? daysAgo(2) : daysAgo(40 + index),
        welcomeBonus: `${100 + (index % 3) * 50}% hingga IDR ${((index + 1) * 500_000).toLocaleString('id-ID')}`,
      }) as Brand,
  );
}

/** A brand whose every text is long Indonesian, as a phone has to wrap it. */
export const longIndonesianBrand = makeBrand({
  id: 'panjang',
  name: 'Kerajaan Keberuntungan Nusantara Sejahtera Abadi',
  description:
    'Situs permainan daring terpercaya dengan ratusan permainan slot, kasino langsung dan taruhan olahraga. ' +
    'Penarikan diproses dalam lima menit, layanan pelanggan berbahasa Indonesia siap membantu dua puluh empat jam ' +
    'sehari, dan setiap anggota baru mendapatkan bonus sambutan tanpa syarat yang memberatkan. Deposit mulai ' +
    'IDR 25.000 melalui transfer bank, dompet digital dan pulsa.',
  welcomeBonus: 'Bonus sambutan 200% hingga IDR 15.000.000 untuk deposit pertama',
  rating: 4.7,
  verified: true,
  acceptsCrypto: true,
}) as Brand;

export function catalogOf(brands: readonly Brand[], extra: Partial<CatalogBrands> = {}): CatalogBrands {
  return {
    brands,
    status: 'success',
    errorMessage: undefined,
    isShowingCachedData: false,
    isLocalCopy: false,
    updatedAt: NOW - 5 * 60 * 1000,
    refresh: () => new Promise((resolve) => setTimeout(resolve, 1500)),
    ...extra,
  };
}

export const loadingCatalog = catalogOf([], { status: 'loading', updatedAt: 0 });
export const failedCatalog = catalogOf([], {
  status: 'error',
  errorMessage: 'Failed to load brands. Please try again.',
  updatedAt: 0,
});

export function favoritesOf(ids: readonly string[]): FavoritesApi {
  return {
    favoriteIds: ids,
    isLoading: false,
    isError: false,
    isFavorite: (brandId) => ids.includes(brandId),
    toggleFavorite: () => undefined,
  };
}

export function storyPromotion(overrides: Partial<Promotion> & { id: string }): Promotion {
  return {
    category: 'Welcome Bonus',
    title: 'Bonus Sambutan 100%',
    description: '## Cara klaim\n- Deposit minimal **IDR 50.000**\n- Bonus masuk otomatis',
    image: '',
    terms: 'Berlaku untuk member baru.',
    gameCategories: ['Slots', 'Casino'],
    maxBonus: 1_500_000,
    turnoverNeeded: 25,
    validUntil: null,
    discountValue: null,
    createdAt: new Date(NOW - 10 * DAY),
    updatedAt: null,
    brandId: 'brand-1',
    brandName: 'Garuda Play',
    brandSlug: 'brand-1',
    brandLogo: '',
    brandWebsite: 'https://example.test',
    brandRating: 4.5,
    brandCreatedAt: null,
    ...overrides,
  };
}

/** Live, ending soon and ended promotions of one brand. */
export const brandPromotions: Promotion[] = [
  storyPromotion({ id: 'p1', title: 'Bonus Sambutan 100%' }),
  storyPromotion({
    id: 'p2',
    category: 'Cashback',
    title: 'Cashback Mingguan 10%',
    validUntil: new Date(NOW + 3 * DAY),
    maxBonus: 2_000_000,
  }),
  storyPromotion({
    id: 'p3',
    category: 'Reload (daily/weekly)',
    title: 'Reload Akhir Pekan 25%',
    validUntil: new Date(NOW - 2 * DAY),
  }),
];

const at = (hoursAgo: number) => new Date(NOW - hoursAgo * 60 * 60 * 1000);

export const storyComments: Comment[] = [
  {
    id: 'c1',
    text: 'Penarikan saya diproses kurang dari sepuluh menit, layanan pelanggannya ramah dan membalas dalam bahasa Indonesia.',
    authorName: 'Sari Wulandari',
    authorEmail: undefined,
    authorUid: undefined,
    relatedContent: 'Garuda Play',
    relatedContentId: 'brand-1',
    status: 'active',
    createdAt: at(2),
    updatedAt: null,
    replies: [
      {
        id: 'r1',
        commentId: 'c1',
        text: 'Terima kasih, kami sudah memeriksanya.',
        replyType: 'admin',
        adminName: 'Atlas Admin',
        adminUid: 'demo-admin',
        userName: undefined,
        userEmail: undefined,
        createdAt: at(1),
        updatedAt: null,
      },
    ],
  },
  {
    id: 'c2',
    text: 'Bonusnya bagus tapi syarat turnover cukup tinggi.',
    authorName: 'Budi Santoso',
    authorEmail: undefined,
    authorUid: undefined,
    relatedContent: 'Garuda Play',
    relatedContentId: 'brand-1',
    status: 'active',
    createdAt: at(30),
    updatedAt: null,
    replies: [],
  },
];

export { NOW };

/** The brand's comments as the infinite query holds them (one page). */
export function commentsQueryOf(list: Comment[], state: { isPending?: boolean; error?: Error } = {}) {
  return {
    data:
      state.isPending || state.error
        ? undefined
        : { pages: [{ comments: list, nextCursor: null, total: list.length }] },
    dataUpdatedAt: NOW,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => Promise.resolve(),
    isPending: Boolean(state.isPending),
    isError: Boolean(state.error),
    error: state.error ?? null,
    refetch: () => Promise.resolve(),
  };
}
