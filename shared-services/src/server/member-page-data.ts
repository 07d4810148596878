import type { QueryClient } from '@tanstack/react-query';
import { bulkhead } from 'cockatiel';
import { getFirebase, type BonusAtlasFirebaseConfig } from '@bonus-atlas/shared-services/kernel';
import { toBrand } from '../model/brand';
import { toPromotionReport } from '../model/report';
import type { UserProfile } from '../model/user';
import { toWalletTransaction } from '../model/wallet-transaction';
import { queryKeys } from '../query-keys';
import { MY_REPORTS_SHOWN } from '../reports/get-my-reports';
import { shortenId } from '../users/get-author-names';
import { documentsRoot, postAsMember, queryRows } from './firestore-rest';

// The data of a member's own pages (My Brands, the wallet), read on the server as the member (their ID
// token over REST: the rules decide) and put into the render's cache under the keys the pages' hooks
// read, so the first HTML shows their data and the browser's takeover reads none of it again.

/** The member a page is rendered for, as the server verified and read them. */
export interface PageMember {
  uid: string;
  idToken: string;
  /** users/{uid} as read beside (null when not written yet): the role, the name My Brands shows. */
  profile: UserProfile | null;
}

interface MemberRead {
  member: PageMember;
  queryClient: QueryClient;
  signal: AbortSignal;
  origin: string;
  root: string;
}

/**
 * What a member page's `memberStart.starter` reads. Resolves false when the page is not rendered for
 * this member (an admin's My Brands lists every brand: their browser reads it); throws when a read
 * fails (the page is then the plain one, rendered by the browser).
 */
type MemberStarter = (read: MemberRead) => Promise<boolean>;

/** Promotion counts read at the same time for one page (one aggregation per brand). */
export const COUNTS_AT_ONCE = 4;

type FieldOrder = { field: string; direction: 'DESCENDING' | 'ASCENDING' };

function whereEquals(field: string, value: string, order: FieldOrder, limit?: number) {
  return {
    structuredQuery: {
      where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      orderBy: [{ field: { fieldPath: order.field }, direction: order.direction }],
      ...(limit ? { limit } : {}),
    },
  };
}

async function runQuery(read: MemberRead, collectionId: string, query: ReturnType<typeof whereEquals>) {
  const body = { structuredQuery: { from: [{ collectionId }], ...query.structuredQuery } };
  return queryRows(
    await postAsMember(`${read.origin}/v1/${read.root}:runQuery`, read.member.idToken, body, read.signal),
  );
}

/** A brand's promotion count; a count that fails shows 0 (spec §8), as in the browser. */
async function promotionCount(read: MemberRead, brandId: string): Promise<number> {
  try {
    const answer = await postAsMember(
      `${read.origin}/v1/${read.root}/brands/${encodeURIComponent(brandId)}:runAggregationQuery`,
      read.member.idToken,
      {
        structuredAggregationQuery: {
          structuredQuery: { from: [{ collectionId: 'promotions' }] },
          aggregations: [{ alias: 'count', count: {} }],
        },
      },
      read.signal,
    );
    const first = Array.isArray(answer)
      ? (answer[0] as { result?: { aggregateFields?: { count?: { integerValue?: string } } } } | undefined)
      : undefined;
    return Number(first?.result?.aggregateFields?.count?.integerValue ?? 0);
  } catch (error) {
    if (read.signal.aborted) throw error;
    console.error('[server render] failed to count promotions', brandId, error);
    return 0;
  }
}

const memberStarters: Record<string, MemberStarter> = {
  /** My Brands: the member's brands, newest first, with their promotion counts and author name. */
  async ownerBrands(read) {
    if (read.member.profile?.role === 'admin') return false;
    const { uid, profile } = read.member;
    const brands = (
      await runQuery(read, 'brands', whereEquals('createdBy', uid, { field: 'createdAt', direction: 'DESCENDING' }))
    ).map(([id, data]) => toBrand(id, data));
    const ids = brands.map((brand) => brand.id);
    // a member may own many brands: their counts are read a few at a time, within the page's deadline
    const lane = bulkhead(COUNTS_AT_ONCE, ids.length);
    const counts = await Promise.all(ids.map((id) => lane.execute(() => promotionCount(read, id))));
    read.queryClient.setQueryData(queryKeys.brands.byOwner(uid), brands);
    if (ids.length > 0) {
      read.queryClient.setQueryData(
        queryKeys.promotions.counts(ids),
        Object.fromEntries(ids.map((id, index) => [id, counts[index] ?? 0])),
      );
      // every brand here is the member's own: the author column names them (as getAuthorNames would)
      const authors = [...new Set(brands.map((brand) => brand.createdBy).filter(Boolean))];
      read.queryClient.setQueryData(
        queryKeys.users.authorNames(authors),
        Object.fromEntries(
          authors.map((author) => [author, (author === uid && profile?.displayName) || shortenId(author)]),
        ),
      );
    }
    return true;
  },

  /** The wallet: the member's transactions and their latest reports (balance and total come with the profile). */
  async wallet(read) {
    const { uid } = read.member;
    const newestFirst: FieldOrder = { field: 'createdAt', direction: 'DESCENDING' };
    const [transactions, reports] = await Promise.all([
      runQuery(read, 'user_transactions', whereEquals('userId', uid, newestFirst)),
      runQuery(read, 'promotion_reports', whereEquals('userId', uid, newestFirst, MY_REPORTS_SHOWN)),
    ]);
    read.queryClient.setQueryData(
      queryKeys.wallet.transactions(uid),
      transactions.map(([id, data]) => toWalletTransaction(id, data)),
    );
    read.queryClient.setQueryData(
      queryKeys.reports.mine(uid),
      reports.map(([id, data]) => toPromotionReport(id, data)),
    );
    return true;
  },
};

/**
 * Reads a member page's data as the member into `queryClient`. False when the starter is unknown or
 * the page is not rendered for this member; throws when a read fails or the deadline's signal aborts.
 */
export async function startMemberPage(
  starter: string,
  member: PageMember,
  queryClient: QueryClient,
  signal: AbortSignal,
  config: BonusAtlasFirebaseConfig = getFirebase().config,
): Promise<boolean> {
  const start = Object.hasOwn(memberStarters, starter) ? memberStarters[starter] : undefined;
  if (!start) return false;
  const { origin, root } = documentsRoot(config);
  return start({ member, queryClient, signal, origin, root });
}
