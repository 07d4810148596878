import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, queryKeys } from '@bonus-atlas/shared-services';
import { memberPageDataLoader, type MemberPageRead } from '../../federation.pages';
import * as pageDataModule from './page-data';

// My Brands and the wallet, as the shell's server renders them for a signed-in member: the loaders this
// remote exposes (./pageData) read as the member and fill the cache under the keys the pages' hooks read.
const DOCUMENTS = 'projects/demo-bonus-atlas/databases/(default)/documents';
const created = '2026-11-20T08:00:00.000Z';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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

/** A REST double answering by what is asked, recording each call's address and collection. */
function restDouble(answers: (url: string, collection: string | undefined) => Response) {
  const calls: Array<{ url: string; collection: string | undefined; token: string | undefined }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { structuredQuery?: { from?: Array<{ collectionId: string }> } };
      const collection = body.structuredQuery?.from?.[0]?.collectionId;
      calls.push({ url, collection, token: (init.headers as Record<string, string>).Authorization });
      return answers(url, collection);
    }),
  );
  return calls;
}

function read(queryClient: QueryClient, role = 'member'): MemberPageRead {
  return {
    member: { uid: 'u1', idToken: 'the-id-token', profile: { role, displayName: 'Maya' } },
    queryClient,
    signal: new AbortController().signal,
    firestore: { origin: 'http://127.0.0.1:8080', root: DOCUMENTS },
  };
}

describe("this remote's member page loaders (./pageData)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names a loader for each page of one member's own data, and starts no page for everyone", async () => {
    const { accountPages } = await import('./routes');
    const starters = accountPages.flatMap((page) => (page.memberStart ? [page.memberStart.starter] : []));
    expect(starters.sort()).toEqual(['ownerBrands', 'wallet']);
    for (const starter of starters) expect(memberPageDataLoader(pageDataModule, starter)).toBeDefined();
    expect(pageDataModule.pageData).toEqual({});
  });

  it("fills My Brands' cache as the member: their brands newest first, promotion counts, their name as author", async () => {
    const calls = restDouble((url) => {
      if (url.endsWith(':runQuery')) return answer([brandRow('beta', 'Beta'), brandRow('alpha', 'Alpha')]);
      if (url.includes('/brands/alpha:'))
        return answer([{ result: { aggregateFields: { count: { integerValue: '3' } } } }]);
      return answer([{ result: { aggregateFields: { count: { integerValue: '1' } } } }]);
    });
    const queryClient = new QueryClient();
    expect(await pageDataModule.memberPageData.ownerBrands?.start(read(queryClient))).toBe(true);

    const brands = queryClient.getQueryData<Array<{ name: string }>>(queryKeys.brands.byOwner('u1'));
    expect(brands?.map((brand) => brand.name)).toEqual(['Beta', 'Alpha']);
    // the keys the page's hooks read, whatever order they list the brands in
    expect(queryClient.getQueryData(queryKeys.promotions.counts(['alpha', 'beta']))).toEqual({ alpha: 3, beta: 1 });
    expect(queryClient.getQueryData(queryKeys.users.authorNames(['u1']))).toEqual({ u1: 'Maya' });
    expect(calls.every((call) => call.token === 'Bearer the-id-token')).toBe(true);
  });

  it("declines an admin's My Brands (their All Brands is every brand) without reading anything", async () => {
    const calls = restDouble(() => answer([]));
    const queryClient = new QueryClient();
    expect(await pageDataModule.memberPageData.ownerBrands?.start(read(queryClient, 'admin'))).toBe(false);
    expect(calls).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("fills the wallet's cache: the member's transactions and latest reports", async () => {
    restDouble((_url, collection) =>
      answer(
        collection === 'user_transactions'
          ? [
              {
                document: {
                  name: `${DOCUMENTS}/user_transactions/t1`,
                  fields: {
                    userId: { stringValue: 'u1' },
                    type: { stringValue: 'bonus' },
                    amount: { integerValue: '5000' },
                    createdAt: { timestampValue: created },
                  },
                },
              },
            ]
          : [{ readTime: created }],
      ),
    );
    const queryClient = new QueryClient();
    expect(await pageDataModule.memberPageData.wallet?.start(read(queryClient))).toBe(true);
    expect(queryClient.getQueryData(queryKeys.wallet.transactions('u1'))).toEqual([
      expect.objectContaining({ id: 't1', amount: 5000, type: 'bonus', createdAt: new Date(created) }),
    ]);
    expect(queryClient.getQueryData(queryKeys.reports.mine('u1'))).toEqual([]);
  });

  it('throws when a read is refused, leaving nothing half-filled for the page', async () => {
    restDouble((_url, collection) => (collection === 'promotion_reports' ? answer({}, 403) : answer([])));
    const queryClient = new QueryClient();
    await expect(pageDataModule.memberPageData.wallet?.start(read(queryClient))).rejects.toThrow('403');
    expect(queryClient.getQueryData(queryKeys.wallet.transactions('u1'))).toBeUndefined();
  });
});
