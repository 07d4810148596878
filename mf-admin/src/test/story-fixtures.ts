// What the admin's stories are fed with (never a backend): reports and comments dated from the
// stories' fixed moment (NOW), with the long Indonesian texts members write.
import type { Comment, PromotionReport } from '@bonus-atlas/shared-services';

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
