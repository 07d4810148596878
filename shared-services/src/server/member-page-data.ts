import { bulkhead } from 'cockatiel';
import { toBrand } from '../model/brand';
import type { Brand } from '../model/brand-facts';
import { toPromotionReport } from '../model/report';
import type { PromotionReport } from '../model/report-facts';
import { toWalletTransaction } from '../model/wallet-transaction';
import type { WalletTransaction } from '../model/wallet-transaction-facts';
import { MY_REPORTS_SHOWN } from '../reports/get-my-reports';
import { postAsMember, queryRows } from '../rest/firestore-rest';

// The reads of a member's own pages (My Brands, the wallet) on the server, as the member (their ID
// token over REST: the rules decide). Each page's loader (mf-account's pages/*.data.ts, bundled with
// this domain at the remote's version) puts what they answer into the render's cache under the keys its
// hooks read, so the first HTML shows the member's data and the browser's takeover reads none of it again.

/** Who reads, where and until when (the shell's server gives them; federation.pages.ts MemberPageRead). */
export interface MemberRestRead {
  member: { uid: string; idToken: string };
  signal: AbortSignal;
  /** The database's REST origin and documents root (firestore-rest.ts documentsRoot). */
  firestore: { origin: string; root: string };
}

/** Promotion counts read at the same time for one page (one aggregation per brand). */
export const COUNTS_AT_ONCE = 4;

type FieldOrder = { field: string; direction: 'DESCENDING' | 'ASCENDING' };

const NEWEST_FIRST: FieldOrder = { field: 'createdAt', direction: 'DESCENDING' };

function whereEquals(field: string, value: string, order: FieldOrder, limit?: number) {
  return {
    structuredQuery: {
      where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      orderBy: [{ field: { fieldPath: order.field }, direction: order.direction }],
      ...(limit ? { limit } : {}),
    },
  };
}

async function runQuery(read: MemberRestRead, collectionId: string, query: ReturnType<typeof whereEquals>) {
  const body = { structuredQuery: { from: [{ collectionId }], ...query.structuredQuery } };
  const { origin, root } = read.firestore;
  return queryRows(await postAsMember(`${origin}/v1/${root}:runQuery`, read.member.idToken, body, read.signal));
}

/** A brand's promotion count; a count that fails shows 0 (spec §8), as in the browser. */
async function promotionCount(read: MemberRestRead, brandId: string): Promise<number> {
  const { origin, root } = read.firestore;
  try {
    const answer = await postAsMember(
      `${origin}/v1/${root}/brands/${encodeURIComponent(brandId)}:runAggregationQuery`,
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

/** The brands the member created, newest first (My Brands). A refused read throws. */
export async function readOwnBrands(read: MemberRestRead): Promise<Brand[]> {
  const rows = await runQuery(read, 'brands', whereEquals('createdBy', read.member.uid, NEWEST_FIRST));
  return rows.map(([id, data]) => toBrand(id, data));
}

/**
 * The promotion count of each brand, by id. A member may own many brands: their counts are read a few
 * at a time, within the caller's deadline.
 */
export async function readPromotionCounts(
  read: MemberRestRead,
  ids: readonly string[],
): Promise<Record<string, number>> {
  const lane = bulkhead(COUNTS_AT_ONCE, ids.length);
  const counts = await Promise.all(ids.map((id) => lane.execute(() => promotionCount(read, id))));
  return Object.fromEntries(ids.map((id, index) => [id, counts[index] ?? 0]));
}

/** The member's wallet transactions, newest first. A refused read throws. */
export async function readWalletTransactions(read: MemberRestRead): Promise<WalletTransaction[]> {
  const rows = await runQuery(read, 'user_transactions', whereEquals('userId', read.member.uid, NEWEST_FIRST));
  return rows.map(([id, data]) => toWalletTransaction(id, data));
}

/** The member's latest reports (as many as the wallet shows), newest first. A refused read throws. */
export async function readMyLatestReports(read: MemberRestRead): Promise<PromotionReport[]> {
  const rows = await runQuery(
    read,
    'promotion_reports',
    whereEquals('userId', read.member.uid, NEWEST_FIRST, MY_REPORTS_SHOWN),
  );
  return rows.map(([id, data]) => toPromotionReport(id, data));
}
