// What the back office's stories are fed with (never a backend): accounts, one user's page, the
// site's settings and figures, dated from the stories' fixed moment.
import type { AdminUserDetails, AdminUserRow, SiteFigures } from '@bonus-atlas/shared-services/manage';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@bonus-atlas/shared-services';
import { NOW, reports } from './story-fixtures';

const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000);

function row(uid: string, data: Partial<AdminUserRow>): AdminUserRow {
  return {
    uid,
    displayName: 'Maya Member',
    email: 'member@bonus-atlas.test',
    role: 'member',
    balance: 15000,
    totalEarned: 25000,
    createdAt: daysAgo(40),
    suspended: false,
    suspendedReason: null,
    ...data,
  };
}

export const userRows: AdminUserRow[] = [
  row('demo-member', {}),
  row('demo-member-2', {
    displayName: 'Rina Pratama',
    email: 'rina@bonus-atlas.test',
    balance: 0,
    totalEarned: 0,
    suspended: true,
    suspendedReason: 'report_farming',
    createdAt: daysAgo(12),
  }),
  row('demo-member-3', {
    displayName: 'Budi Santoso Wijayakusuma Hadiningrat',
    email: 'budi.santoso.wijayakusuma@bonus-atlas.test',
    balance: 1250000,
    totalEarned: 3400000,
    createdAt: daysAgo(3),
  }),
  row('demo-admin', {
    displayName: 'Atlas Admin',
    email: 'admin@bonus-atlas.test',
    role: 'admin',
    createdAt: daysAgo(90),
  }),
];

export const userDetails: AdminUserDetails = {
  user: userRows[0] as AdminUserRow,
  transactions: [
    {
      id: 't1',
      userId: 'demo-member',
      amount: 5000,
      type: 'report_reward',
      description: 'Reward for report: Cashback Mingguan 10%',
      status: 'completed',
      createdAt: daysAgo(2),
      updatedAt: daysAgo(2),
    },
    {
      id: 't2',
      userId: 'demo-member',
      amount: 50000,
      type: 'withdrawal',
      description: 'Withdrawal to DANA',
      status: 'completed',
      createdAt: daysAgo(9),
      updatedAt: daysAgo(8),
    },
  ] as AdminUserDetails['transactions'],
  reports: reports.slice(0, 2),
  brands: [{ id: 'nusantara-bet', name: 'Nusantara Bet', slug: 'nusantara-bet' }] as AdminUserDetails['brands'],
  commentCount: 14,
  audit: [
    {
      id: 'a2',
      actorUid: 'demo-admin',
      action: 'unsuspend',
      targetUid: 'demo-member',
      before: { suspended: true, suspendedReason: 'spam' },
      after: { suspended: false, suspendedReason: '' },
      at: daysAgo(1),
    },
    {
      id: 'a1',
      actorUid: 'demo-admin',
      action: 'suspend',
      targetUid: 'demo-member',
      before: { suspended: false, suspendedReason: '' },
      after: { suspended: true, suspendedReason: 'spam' },
      at: daysAgo(3),
    },
  ],
};

export const siteSettings: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  minWithdrawal: 75000,
  siteNotice: { en: 'Maintenance tonight from 23:00 WIB.', id: 'Pemeliharaan malam ini mulai pukul 23.00 WIB.' },
};

const figure = (value: number) => ({ value, matched: value });
const weeklyReports = [3, 5, 2, 8, 6, 9, 4, 7, 12, 10, 6, 4];

export const siteFigures: SiteFigures = {
  computedAt: new Date(NOW),
  members: { total: figure(1284), new7: figure(37), new30: figure(152) },
  brands: figure(212),
  promotions: { total: figure(948), ended: figure(301), live: 647 },
  reports: {
    pending: figure(18),
    reviewed: figure(240),
    resolved: figure(61),
    medianDecisionHours: 6.5,
    decisionsSampled: 200,
  },
  rewards: { total: { value: 1200000, matched: 240 }, last30: { value: 185000, matched: 37 } },
  withdrawals: {
    pendingCount: figure(3),
    pendingSum: { value: 160000, matched: 3 },
    paidCount: figure(41),
    paidSum: { value: 2950000, matched: 41 },
  },
  comments: { last7: figure(96), last30: figure(410) },
  weeks: weeklyReports.map((reportsInWeek, index) => ({
    start: new Date(Date.parse('2026-08-30T17:00:00Z') + index * 7 * 24 * 60 * 60 * 1000),
    reports: reportsInWeek,
    rewardsPaid: reportsInWeek * 5000 - (index % 3) * 5000,
  })),
  reads: 52,
};
