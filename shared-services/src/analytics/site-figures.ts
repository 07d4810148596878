import { useQuery, getFirebase, type FirebaseHandles, withDeadline } from '@bonus-atlas/shared-services/kernel';
import {
  count as countOf,
  collection,
  collectionGroup,
  getAggregate,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  Timestamp,
  where,
  type Query,
} from 'firebase/firestore/lite';
import { toDateOrNull } from '../model/to-date';
import { aggregationReads } from './read-cost';

const DAY_MS = 24 * 60 * 60 * 1000;
export const CHART_WEEKS = 12;
/** The median decision time is taken over this many most recent decisions (a bounded read). */
export const DECISIONS_SAMPLED = 200;

/** One figure with what its query matched (its read cost follows from that). */
export interface Figure {
  value: number;
  /** index entries the aggregation matched (the basis of its cost) */
  matched: number;
}

export interface WeekBucket {
  /** Monday 00:00 Asia/Jakarta of the week */
  start: Date;
  reports: number;
  rewardsPaid: number;
}

export interface SiteFigures {
  computedAt: Date;
  members: { total: Figure; new7: Figure; new30: Figure };
  brands: Figure;
  promotions: { total: Figure; ended: Figure; live: number };
  reports: {
    pending: Figure;
    reviewed: Figure;
    resolved: Figure;
    medianDecisionHours: number | null;
    decisionsSampled: number;
  };
  rewards: { total: Figure; last30: Figure };
  withdrawals: { pendingCount: Figure; pendingSum: Figure; paidCount: Figure; paidSum: Figure };
  comments: { last7: Figure; last30: Figure };
  weeks: WeekBucket[];
  /** reads this computation cost */
  reads: number;
}

async function count(target: Query): Promise<Figure> {
  const value = (await getCount(target)).data().count;
  return { value, matched: value };
}

async function countAndSum(target: Query, field: string): Promise<{ count: Figure; sum: Figure }> {
  const data = (await getAggregate(target, { n: countOf(), total: sum(field) })).data();
  const n = data.n;
  return { count: { value: n, matched: n }, sum: { value: data.total ?? 0, matched: n } };
}

/** Monday 00:00 in Jakarta (UTC+7, no daylight saving) of the week holding `at`. */
export function weekStart(at: Date): Date {
  const JAKARTA_MS = 7 * 60 * 60 * 1000;
  const local = new Date(at.getTime() + JAKARTA_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysSinceMonday);
  return new Date(midnight - JAKARTA_MS);
}

/** The median of a list (null for none). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The Analytics tab: every figure is a count/sum aggregation computed by Firestore (no document is
 * downloaded), except the median decision time, which no aggregation computes: it reads the
 * DECISIONS_SAMPLED most recent decisions.
 */
export async function computeSiteFigures(
  now: Date = new Date(),
  firebase: FirebaseHandles = getFirebase(),
): Promise<SiteFigures> {
  const { db } = firebase;
  const since = (days: number) => Timestamp.fromMillis(now.getTime() - days * DAY_MS);
  const users = collection(db, 'users');
  const reports = collection(db, 'promotion_reports');
  const ledger = collection(db, 'user_transactions');
  const withdrawals = collection(db, 'withdrawals');
  const comments = collection(db, 'comments');
  const rewards = query(ledger, where('type', '==', 'report_reward'));
  const thisWeek = weekStart(now);
  const starts = Array.from({ length: CHART_WEEKS }, (_, index) => {
    const start = new Date(thisWeek.getTime() - (CHART_WEEKS - 1 - index) * 7 * DAY_MS);
    return start;
  });
  const inWeek = (target: Query, start: Date) =>
    query(
      target,
      where('createdAt', '>=', Timestamp.fromDate(start)),
      where('createdAt', '<', Timestamp.fromMillis(start.getTime() + 7 * DAY_MS)),
    );

  return withDeadline(async () => {
    const [
      membersTotal,
      members7,
      members30,
      brands,
      promotionsTotal,
      promotionsEnded,
      pending,
      reviewed,
      resolved,
      decisions,
      rewardsTotal,
      rewards30,
      pendingWithdrawals,
      paidWithdrawals,
      comments7,
      comments30,
      weekReports,
      weekRewards,
    ] = await Promise.all([
      count(users),
      count(query(users, where('createdAt', '>=', since(7)))),
      count(query(users, where('createdAt', '>=', since(30)))),
      count(collection(db, 'brands')),
      count(collectionGroup(db, 'promotions')),
      // an end date stored as a date that has passed (text or missing end dates never end)
      count(query(collectionGroup(db, 'promotions'), where('validUntil', '<', Timestamp.fromDate(now)))),
      count(query(reports, where('status', '==', 'pending'))),
      count(query(reports, where('status', '==', 'reviewed'))),
      count(query(reports, where('status', '==', 'resolved'))),
      getDocs(
        query(
          reports,
          where('status', 'in', ['reviewed', 'resolved']),
          orderBy('updatedAt', 'desc'),
          limit(DECISIONS_SAMPLED),
        ),
      ),
      countAndSum(rewards, 'amount'),
      countAndSum(query(rewards, where('createdAt', '>=', since(30))), 'amount'),
      countAndSum(query(withdrawals, where('status', '==', 'pending')), 'amount'),
      countAndSum(query(withdrawals, where('status', '==', 'paid')), 'amount'),
      count(query(comments, where('createdAt', '>=', since(7)))),
      count(query(comments, where('createdAt', '>=', since(30)))),
      Promise.all(starts.map((start) => count(inWeek(reports, start)))),
      Promise.all(starts.map((start) => countAndSum(inWeek(rewards, start), 'amount'))),
    ]);
    const hours = decisions.docs.flatMap((document) => {
      const created = toDateOrNull(document.get('createdAt'));
      const decided = toDateOrNull(document.get('reviewedAt')) ?? toDateOrNull(document.get('updatedAt'));
      return created && decided && decided >= created ? [(decided.getTime() - created.getTime()) / 3_600_000] : [];
    });
    const figures: Figure[] = [
      membersTotal,
      members7,
      members30,
      brands,
      promotionsTotal,
      promotionsEnded,
      pending,
      reviewed,
      resolved,
      rewardsTotal.count,
      rewards30.count,
      pendingWithdrawals.count,
      paidWithdrawals.count,
      comments7,
      comments30,
      ...weekReports,
      ...weekRewards.map((week) => week.count),
    ];
    // countAndSum is one query: its count and sum are billed once
    const reads =
      figures.reduce((total, figure) => total + aggregationReads(figure.matched), 0) + Math.max(1, decisions.size);
    return {
      computedAt: now,
      members: { total: membersTotal, new7: members7, new30: members30 },
      brands,
      promotions: {
        total: promotionsTotal,
        ended: promotionsEnded,
        live: Math.max(0, promotionsTotal.value - promotionsEnded.value),
      },
      reports: {
        pending,
        reviewed,
        resolved,
        medianDecisionHours: median(hours),
        decisionsSampled: hours.length,
      },
      rewards: { total: rewardsTotal.sum, last30: rewards30.sum },
      withdrawals: {
        pendingCount: pendingWithdrawals.count,
        pendingSum: pendingWithdrawals.sum,
        paidCount: paidWithdrawals.count,
        paidSum: paidWithdrawals.sum,
      },
      comments: { last7: comments7, last30: comments30 },
      weeks: starts.map((start, index) => ({
        start,
        reports: weekReports[index]?.value ?? 0,
        rewardsPaid: weekRewards[index]?.sum.value ?? 0,
      })),
      reads,
    };
  }, 30_000);
}

export const siteFiguresKey = ['admin-analytics', 'figures'] as const;

/** The figures for ten minutes (the tab says when they were computed; Refresh computes them again). */
export function useSiteFigures() {
  return useQuery({ queryKey: siteFiguresKey, queryFn: () => computeSiteFigures(), staleTime: 10 * 60 * 1000 });
}
