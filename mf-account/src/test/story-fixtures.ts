// What the account's stories are fed with (never a backend): a member's brands, wallet, reports and
// a brand in the editor, dated from the stories' fixed moment (NOW), with long Indonesian texts.
import type { Brand, Promotion, WalletTransaction } from '@bonus-atlas/shared-services';
import type { OldBrandAddress } from '@bonus-atlas/shared-services/manage';
import { brandToFormValues } from '../features/brand-editor/form-values';

/** The stories' moment (the shared preview's STORY_NOW): 19:00 in Jakarta, 20 November 2026. */
export const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW - days * DAY);

/** A query's answer as a component reads it (TanStack Query's result, the fields the pages use). */
export function answered<T>(data: T) {
  return { data, isPending: false, isFetching: false, isError: false, error: null, refetch: () => Promise.resolve() };
}
export const pending = {
  data: undefined,
  isPending: true,
  isFetching: true,
  isError: false,
  error: null,
  refetch: () => Promise.resolve(),
};
export const failed = {
  data: undefined,
  isPending: false,
  isFetching: false,
  isError: true,
  error: new Error('network unreachable'),
  refetch: () => Promise.resolve(),
};

export const ownBrand = {
  id: 'garuda-play',
  name: 'Garuda Play',
  slug: 'garuda-play',
  description: 'Situs slot dan kasino langsung dengan penarikan cepat.',
  welcomeBonus: '100% hingga IDR 1.000.000',
  websiteUrl: 'https://garuda.example',
  verified: true,
  acceptsCrypto: false,
  rating: 4.5,
  logoImage: '',
  coverImage: '',
  features: ['Penarikan 5 menit', 'Layanan 24 jam'],
  createdAt: daysAgo(40),
  updatedAt: daysAgo(2),
  createdBy: 'demo-member',
} as unknown as Brand;

export const ownPromotions = [
  {
    id: 'p1',
    category: 'Welcome Bonus',
    title: 'Bonus Sambutan 100%',
    description: '## Cara klaim\n- Deposit minimal **IDR 50.000**',
    image: '',
    terms: 'Berlaku untuk member baru.',
    gameCategories: ['Slots'],
    maxBonus: 1_000_000,
    turnoverNeeded: 20,
    validUntil: new Date(NOW + 10 * DAY),
    discountValue: null,
    createdAt: daysAgo(30),
    updatedAt: daysAgo(2),
    brandId: 'garuda-play',
    brandName: 'Garuda Play',
    brandSlug: 'garuda-play',
    brandLogo: '',
    brandWebsite: 'https://garuda.example',
    brandRating: 4.5,
    brandCreatedAt: daysAgo(40),
    verifiedAt: daysAgo(2),
  },
] as Promotion[];

export const ownBrandValues = brandToFormValues(ownBrand, ownPromotions);

export const transactions = [
  {
    id: 't1',
    userId: 'demo-member',
    type: 'report_reward',
    amount: 5000,
    status: 'completed',
    description: 'Reward for a reviewed report',
    relatedId: 'r1',
    createdAt: daysAgo(1),
  },
  {
    // refused: the amount went back, so the balance is still the sum of the entries
    id: 'withdrawal_w1',
    userId: 'demo-member',
    type: 'withdrawal',
    amount: 50_000,
    status: 'rejected',
    description: 'Withdrawal to BCA',
    relatedId: 'w1',
    provider: 'BCA',
    accountLast4: '7890',
    reason:
      'Nama pemilik rekening berbeda dengan nama akun Anda. Silakan ajukan lagi ke rekening atas nama Anda sendiri.',
    createdAt: daysAgo(2),
  },
  {
    id: 't2',
    userId: 'demo-member',
    type: 'report_reward',
    amount: 5000,
    status: 'completed',
    description: 'Hadiah laporan yang ditinjau tim Bonus Atlas untuk promosi Cashback Mingguan di Nusantara Bet',
    relatedId: 'r2',
    createdAt: daysAgo(3),
  },
] as unknown as WalletTransaction[];

export const myReports = [
  {
    id: 'r1',
    promotionTitle: 'Cashback Mingguan 10%',
    brandName: 'Nusantara Bet',
    description: 'Turnover sekarang 10x, bukan 5x.',
    status: 'resolved',
    createdAt: daysAgo(4),
    timestamp: daysAgo(4),
  },
  {
    id: 'r2',
    promotionTitle: 'Reload Akhir Pekan 25%',
    brandName: 'Naga Emas',
    description: 'Promosi ini sudah berakhir minggu lalu tetapi masih tampil sebagai aktif di halaman merek.',
    status: 'pending',
    createdAt: daysAgo(1),
    timestamp: daysAgo(1),
  },
];

/** A renamed brand's old addresses: one still reserved, one left before the reservation began (free now). */
export const oldAddresses: OldBrandAddress[] = [
  { slug: 'garuda-play-indonesia', reservedUntil: new Date(NOW + 60 * DAY) },
  { slug: 'garudaplay88', reservedUntil: null },
];
