// What the admin's stories are fed with (never a backend): reports and comments dated from the
// stories' fixed moment (NOW), with the long Indonesian texts members write.
import type { Brand, Comment, PromotionReport, Withdrawal } from '@bonus-atlas/shared-services';

/** The stories' moment (the shared preview's STORY_NOW): 19:00 in Jakarta, 20 November 2026. */
export const NOW = Date.parse('2026-11-20T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * 60 * 60 * 1000);

export function storyReport(id: string, data: Partial<PromotionReport>): PromotionReport {
  return {
    id,
    userId: 'demo-member',
    userEmail: 'member@bonus-atlas.test',
    promotionId: `promo-${id}`,
    promotionTitle: 'Cashback Mingguan 10%',
    brandId: 'nusantara-bet',
    brandName: 'Nusantara Bet',
    description: 'Turnover sekarang 10x, bukan 5x seperti yang tertulis.',
    reason: 'wrong_turnover',
    userAgent: 'Mozilla/5.0 (Linux; Android 14)',
    timestamp: hoursAgo(5),
    status: 'pending',
    rewarded: false,
    rewardedAt: null,
    reviewedAt: null,
    adminNotes: '',
    createdAt: hoursAgo(5),
    updatedAt: null,
    ...data,
  } as PromotionReport;
}

export const reports: PromotionReport[] = [
  storyReport('r1', {}),
  storyReport('r2', {
    promotionTitle: 'Reload Akhir Pekan 25%',
    brandId: 'naga-emas',
    brandName: 'Naga Emas',
    reason: 'expired',
    description:
      'Promosi ini sudah berakhir minggu lalu tetapi masih tampil sebagai aktif di halaman merek dan di daftar kategori.',
    createdAt: hoursAgo(30),
  }),
  storyReport('r3', {
    promotionTitle: 'Bonus Sambutan 100%',
    brandId: 'garuda-play',
    brandName: 'Garuda Play',
    reason: 'broken_link',
    description: 'Tautan situs tidak bisa dibuka.',
    status: 'resolved',
    rewarded: true,
    adminNotes: 'Tautan diperbarui.',
    createdAt: hoursAgo(72),
  }),
];

export const reportCounts = { all: 3, pending: 2, reviewed: 0, resolved: 1 };

/** The reports' infinite query as the section reads it (one page). */
export function reportPages(list: PromotionReport[], state: { isPending?: boolean; isError?: boolean } = {}) {
  return {
    isPending: Boolean(state.isPending),
    isError: Boolean(state.isError),
    error: state.isError ? new Error('network unreachable') : null,
    data: state.isPending || state.isError ? undefined : { pages: [{ reports: list }] },
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => Promise.resolve(),
    refetch: () => Promise.resolve(),
  };
}

export const comments = [
  {
    id: 'c1',
    text: 'Penarikan saya tertahan tiga hari, layanan pelanggan tidak membalas. Apakah ada yang mengalami hal yang sama?',
    authorName: 'Budi Santoso',
    authorEmail: 'budi@example.test',
    authorUid: undefined,
    relatedContent: 'Garuda Play',
    relatedContentId: 'garuda-play',
    status: 'active',
    createdAt: hoursAgo(3),
    updatedAt: null,
    replies: [],
  },
  {
    id: 'c2',
    text: 'Bonusnya bagus.',
    authorName: 'Sari',
    authorEmail: undefined,
    authorUid: 'demo-member',
    relatedContent: 'Naga Emas',
    relatedContentId: 'naga-emas',
    status: 'active',
    createdAt: hoursAgo(26),
    updatedAt: null,
    replies: [
      {
        id: 'rp1',
        commentId: 'c2',
        text: 'Terima kasih atas masukannya.',
        replyType: 'admin',
        adminName: 'Atlas Admin',
        adminUid: 'demo-admin',
        userName: undefined,
        userEmail: undefined,
        createdAt: hoursAgo(20),
        updatedAt: null,
      },
    ],
  },
] as Comment[];

/** A reported brand as the report's details read it: listed by someone other than the reporter. */
export function reportedBrand(id: string): Brand {
  return { id, name: id, slug: id, createdBy: 'brand-owner', createdAt: hoursAgo(24 * 90) } as unknown as Brand;
}

/** A query's answer as a section reads it (TanStack Query's result, the fields the sections use). */
export function answered<T>(data: T) {
  return { data, isPending: false, isFetching: false, isError: false, error: null, refetch: () => Promise.resolve() };
}
export const pending = { ...answered(undefined), isPending: true, isFetching: true };
export const failed = { ...answered(undefined), isError: true, error: new Error('network unreachable') };

function storyWithdrawal(id: string, data: Partial<Withdrawal>): Withdrawal {
  return {
    id,
    userId: 'demo-member',
    amount: 50_000,
    method: 'ewallet',
    provider: 'DANA',
    accountNumber: '081234567890',
    accountName: 'Maya Member',
    status: 'pending',
    reference: '',
    reason: '',
    decidedBy: '',
    createdAt: hoursAgo(26),
    updatedAt: hoursAgo(26),
    decidedAt: null,
    ...data,
  };
}

/** The pending queue, oldest first: an e-wallet, a bank transfer with a long holder name, and the admin's own. */
export const pendingWithdrawals: Withdrawal[] = [
  storyWithdrawal('w1', {}),
  storyWithdrawal('w2', {
    userId: 'member-budi',
    amount: 1_250_000,
    method: 'bank',
    provider: 'BCA',
    accountNumber: '1234567890',
    accountName: 'Budi Santoso Wijayakusuma Hadiningrat',
    createdAt: hoursAgo(6),
  }),
  storyWithdrawal('w3', {
    userId: 'demo-admin',
    amount: 75_000,
    provider: 'OVO',
    accountNumber: '+6281298765432',
    accountName: 'Atlas Admin',
    createdAt: hoursAgo(1),
  }),
];

/** The members' names the queue shows (the admin's own is said in words). */
export const memberNames = { 'demo-member': 'Maya Member', 'member-budi': 'Budi Santoso', 'demo-admin': 'Atlas Admin' };
