import { QueryClient } from '@tanstack/react-query';
import { DEMO_FIREBASE_CONFIG } from '../../src/firebase/config';
import { queryKeys } from '../../src/query-keys';
import { startMemberPage, type PageMember } from '../../src/server/member-page-data';
import { parseUserProfile } from '../../src/model/user';

const DOCUMENTS = 'projects/demo-bonus-atlas/databases/(default)/documents';
const created = '2026-11-20T08:00:00.000Z';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function member(role: 'member' | 'admin' = 'member'): PageMember {
  return {
    uid: 'u1',
    idToken: 'the-id-token',
    profile: parseUserProfile('u1', { displayName: 'Maya', role, balance: 5000, totalEarned: 5000 }),
  };
}

function brandRow(id: string, name: string) {
  return {
    document: {
      name: `${DOCUMENTS}/brands/${id}`,
      fields: {
        name: { stringValue: name },
        slug: { stringValue: id },
        createdBy: { stringValue: 'u1' },
        rating: { doubleValue: 4.5 },
        createdAt: { timestampValue: created },
      },
    },
  };
}

type Call = { url: string; body: Record<string, unknown>; token: string | undefined };

/** A REST double: answers by the URL's method (and which brand is counted), recording each call. */
function restDouble(answers: (url: string, body: Record<string, unknown>) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ url, body, token: (init.headers as Record<string, string>).Authorization });
    return answers(url, body);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('startMemberPage (the server reads a member page as the member)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fills My Brands' cache: the member's own brands newest first, their promotion counts and author name", async () => {
    const calls = restDouble((url) => {
      if (url.endsWith(':runQuery')) return answer([brandRow('beta', 'Beta'), brandRow('alpha', 'Alpha')]);
      if (url.includes('/brands/alpha:runAggregationQuery'))
        return answer([{ result: { aggregateFields: { count: { integerValue: '3' } } } }]);
      // a count the database refuses shows 0, as in the browser (spec §8)
      return answer({ error: 'boom' }, 500);
    });
    const queryClient = new QueryClient();
    const rendered = await startMemberPage(
      'ownerBrands',
      member(),
      queryClient,
      new AbortController().signal,
      DEMO_FIREBASE_CONFIG,
    );

    expect(rendered).toBe(true);
    const brands = queryClient.getQueryData<Array<{ id: string; name: string; createdAt: Date | null }>>(
      queryKeys.brands.byOwner('u1'),
    );
    expect(brands?.map((brand) => brand.name)).toEqual(['Beta', 'Alpha']);
    expect(brands?.[0]?.createdAt).toEqual(new Date(created));
    // the keys the page's hooks read, whatever order they list the brands in
    expect(queryClient.getQueryData(queryKeys.promotions.counts(['alpha', 'beta']))).toEqual({ alpha: 3, beta: 0 });
    expect(queryClient.getQueryData(queryKeys.users.authorNames(['u1']))).toEqual({ u1: 'Maya' });

    // the member's own query, as them: brands they created, newest first
    const query = calls.find((call) => call.url.endsWith(':runQuery'));
    expect(query?.body).toMatchObject({
      structuredQuery: {
        from: [{ collectionId: 'brands' }],
        where: { fieldFilter: { field: { fieldPath: 'createdBy' }, op: 'EQUAL', value: { stringValue: 'u1' } } },
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
      },
    });
    expect(calls.every((call) => call.token === 'Bearer the-id-token')).toBe(true);
  });

  it('counts a few brands at a time, never all at once', async () => {
    let running = 0;
    let most = 0;
    restDouble(async (url) => {
      if (url.endsWith(':runQuery'))
        return answer(Array.from({ length: 12 }, (_, index) => brandRow(`b${index}`, `Brand ${index}`)));
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return answer([{ result: { aggregateFields: { count: { integerValue: '1' } } } }]);
    });
    const queryClient = new QueryClient();
    await startMemberPage('ownerBrands', member(), queryClient, new AbortController().signal, DEMO_FIREBASE_CONFIG);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
    expect(
      Object.keys(
        queryClient.getQueryData<Record<string, number>>(
          queryKeys.promotions.counts(Array.from({ length: 12 }, (_, index) => `b${index}`)),
        ) ?? {},
      ),
    ).toHaveLength(12);
  });

  it("fills the wallet's cache: transactions and the member's latest reports", async () => {
    const calls = restDouble((_url, body) => {
      const from = (body.structuredQuery as { from: Array<{ collectionId: string }> }).from[0]?.collectionId;
      if (from === 'user_transactions')
        return answer([
          {
            document: {
              name: `${DOCUMENTS}/user_transactions/t1`,
              fields: {
                userId: { stringValue: 'u1' },
                type: { stringValue: 'report_reward' },
                amount: { integerValue: '5000' },
                createdAt: { timestampValue: created },
              },
            },
          },
        ]);
      return answer([{ readTime: created }]);
    });
    const queryClient = new QueryClient();
    expect(
      await startMemberPage('wallet', member(), queryClient, new AbortController().signal, DEMO_FIREBASE_CONFIG),
    ).toBe(true);
    expect(queryClient.getQueryData(queryKeys.wallet.transactions('u1'))).toEqual([
      expect.objectContaining({
        id: 't1',
        amount: 5000,
        type: 'report_reward',
        status: 'completed',
        createdAt: new Date(created),
      }),
    ]);
    expect(queryClient.getQueryData(queryKeys.reports.mine('u1'))).toEqual([]);
    const reports = calls.find(
      (call) =>
        (call.body.structuredQuery as { from: Array<{ collectionId: string }> }).from[0]?.collectionId ===
        'promotion_reports',
    );
    expect(reports?.body).toMatchObject({ structuredQuery: { limit: 50 } });
  });

  it("declines an admin's My Brands (their All Brands is every brand), an unknown starter, and throws on a refused read", async () => {
    const calls = restDouble(() => answer({ error: 'PERMISSION_DENIED' }, 403));
    const signal = new AbortController().signal;
    expect(await startMemberPage('ownerBrands', member('admin'), new QueryClient(), signal, DEMO_FIREBASE_CONFIG)).toBe(
      false,
    );
    expect(await startMemberPage('everything', member(), new QueryClient(), signal, DEMO_FIREBASE_CONFIG)).toBe(false);
    expect(calls).toHaveLength(0);
    await expect(startMemberPage('wallet', member(), new QueryClient(), signal, DEMO_FIREBASE_CONFIG)).rejects.toThrow(
      '403',
    );
  });

  it('stops at the deadline: an aborted signal fails the read instead of waiting for it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const read = startMemberPage('wallet', member(), new QueryClient(), controller.signal, DEMO_FIREBASE_CONFIG);
    controller.abort();
    await expect(read).rejects.toThrow('aborted');
  });
});
