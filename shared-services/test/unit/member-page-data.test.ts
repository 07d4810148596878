import { DEMO_FIREBASE_CONFIG } from '../../src/firebase/config';
import { documentsRoot } from '../../src/rest/firestore-rest';
import {
  readMyLatestReports,
  readOwnBrands,
  readPromotionCounts,
  readWalletTransactions,
  type MemberRestRead,
} from '../../src/server/member-page-data';

const DOCUMENTS = 'projects/demo-bonus-atlas/databases/(default)/documents';
const created = '2026-11-20T08:00:00.000Z';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function asMember(signal: AbortSignal = new AbortController().signal): MemberRestRead {
  return { member: { uid: 'u1', idToken: 'the-id-token' }, signal, firestore: documentsRoot(DEMO_FIREBASE_CONFIG) };
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

describe("the member pages' reads (the server reads as the member)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the member's own brands newest first, as them", async () => {
    const calls = restDouble(() => answer([brandRow('beta', 'Beta'), brandRow('alpha', 'Alpha')]));
    const brands = await readOwnBrands(asMember());

    expect(brands.map((brand) => brand.name)).toEqual(['Beta', 'Alpha']);
    expect(brands[0]?.createdAt).toEqual(new Date(created));
    expect(calls[0]?.url).toBe(`http://127.0.0.1:8080/v1/${DOCUMENTS}:runQuery`);
    // the member's own query, as them: brands they created, newest first
    expect(calls[0]?.body).toMatchObject({
      structuredQuery: {
        from: [{ collectionId: 'brands' }],
        where: { fieldFilter: { field: { fieldPath: 'createdBy' }, op: 'EQUAL', value: { stringValue: 'u1' } } },
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
      },
    });
    expect(calls.every((call) => call.token === 'Bearer the-id-token')).toBe(true);
  });

  it("counts each brand's promotions; a count the database refuses is 0, as in the browser", async () => {
    restDouble((url) => {
      if (url.includes('/brands/alpha:runAggregationQuery'))
        return answer([{ result: { aggregateFields: { count: { integerValue: '3' } } } }]);
      return answer({ error: 'boom' }, 500);
    });
    expect(await readPromotionCounts(asMember(), ['alpha', 'beta'])).toEqual({ alpha: 3, beta: 0 });
  });

  it('counts a few brands at a time, never all at once', async () => {
    let running = 0;
    let most = 0;
    restDouble(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return answer([{ result: { aggregateFields: { count: { integerValue: '1' } } } }]);
    });
    const ids = Array.from({ length: 12 }, (_, index) => `b${index}`);
    const counts = await readPromotionCounts(asMember(), ids);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
    expect(Object.keys(counts)).toHaveLength(12);
  });

  it("reads the wallet's transactions and the member's latest reports", async () => {
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
    expect(await readWalletTransactions(asMember())).toEqual([
      expect.objectContaining({
        id: 't1',
        amount: 5000,
        type: 'report_reward',
        status: 'completed',
        createdAt: new Date(created),
      }),
    ]);
    expect(await readMyLatestReports(asMember())).toEqual([]);
    const reports = calls.find(
      (call) =>
        (call.body.structuredQuery as { from: Array<{ collectionId: string }> }).from[0]?.collectionId ===
        'promotion_reports',
    );
    expect(reports?.body).toMatchObject({
      structuredQuery: {
        where: { fieldFilter: { field: { fieldPath: 'userId' }, value: { stringValue: 'u1' } } },
        limit: 50,
      },
    });
  });

  it('throws on a refused read (the page is then the plain one)', async () => {
    restDouble(() => answer({ error: 'PERMISSION_DENIED' }, 403));
    await expect(readWalletTransactions(asMember())).rejects.toThrow('403');
    await expect(readOwnBrands(asMember())).rejects.toThrow('403');
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
    const read = readWalletTransactions(asMember(controller.signal));
    controller.abort();
    await expect(read).rejects.toThrow('aborted');
  });

  it('stops counting at the deadline too, instead of showing 0', async () => {
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
    const counts = readPromotionCounts(asMember(controller.signal), ['alpha']);
    controller.abort();
    await expect(counts).rejects.toThrow('aborted');
  });
});
