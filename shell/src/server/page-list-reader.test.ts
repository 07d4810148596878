import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePageList } from '../../../shared-services/src/pages/page-list-schema';
import { currentPageLists, setPageLists } from '../routes/page-lists';
import { fixturePageLists } from '../routes/page-lists.fixture';
import { routeForPath } from '../routes/route-match';
import { canonicalAddress } from './page-address';

const source = vi.hoisted(() => ({
  remotes: {
    mf_catalog: 'http://127.0.0.1:3001/mf-manifest.json',
    mf_promotions: 'http://127.0.0.1:3002/mf-manifest.json',
    mf_account: 'http://127.0.0.1:3003/mf-manifest.json',
    mf_admin: 'http://127.0.0.1:3004/mf-manifest.json',
  } as Record<string, string>,
  fetchJson: vi.fn<(url: string) => Promise<unknown>>(),
}));
vi.mock('./remote-server-code', () => ({ remotesSource: () => source }));
vi.mock('../services/load-services', () => ({ loadDomain: async () => ({ parsePageList }) }));

const { freshPageLists, PAGE_LIST_TTL_MS, resetPageListReads } = await import('./page-list-reader');

/** Every remote answers its fixture list, except those given here (a value, or an error to throw). */
function answer(overrides: Record<string, unknown> = {}) {
  source.fetchJson.mockImplementation(async (url: string) => {
    const remote = Object.keys(source.remotes).find(
      (name) => url === source.remotes[name]?.replace('mf-manifest.json', 'pages.json'),
    );
    if (!remote) throw new Error(`unexpected ${url}`);
    const override = overrides[remote];
    if (override instanceof Error) throw override;
    return override ?? fixturePageLists[remote as keyof typeof fixturePageLists];
  });
}

describe('the server’s copy of the remotes’ page lists', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetPageListReads();
    setPageLists({});
    source.fetchJson.mockReset();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads every remote’s pages.json beside its manifest, and the router answers from them', async () => {
    answer();
    const lists = await freshPageLists(1_000_000);
    expect(Object.keys(lists).sort()).toEqual(['mf_account', 'mf_admin', 'mf_catalog', 'mf_promotions']);
    expect(source.fetchJson).toHaveBeenCalledWith('http://127.0.0.1:3002/pages.json');
    expect(routeForPath('/category/slots')?.route).toMatchObject({ remote: 'mf_promotions', serverRendered: true });
  });

  it('leaves a remote whose list cannot be read without pages, says so, and sends no 404 for its addresses', async () => {
    answer({ mf_promotions: new Error('connect ECONNREFUSED') });
    const lists = await freshPageLists(1_000_000);
    expect(lists.mf_promotions).toBeUndefined();
    expect(lists.mf_catalog?.pages.length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledWith('[server render]', expect.stringContaining('mf_promotions: its page list'));
    expect(canonicalAddress('/bycategory')).toBe('/bycategory');
  });

  it('keeps a remote’s last good list when a later read is broken, and drops only a bad page of a list', async () => {
    answer();
    await freshPageLists(1_000_000);
    answer({
      mf_catalog: { remote: 'mf_catalog', buildVersion: 'b2', pages: [{ module: '../x', paths: 'nope' }] },
      mf_promotions: '<html>not json</html>',
    });
    await freshPageLists(1_000_000 + PAGE_LIST_TTL_MS);
    // the read runs in the background once a list is in hand
    await vi.waitFor(() => expect(source.fetchJson).toHaveBeenCalledTimes(8));
    await vi.waitFor(() => expect(currentPageLists().mf_catalog?.buildVersion).toBe('b2'));
    expect(currentPageLists().mf_catalog?.pages).toEqual([]);
    expect(currentPageLists().mf_promotions).toEqual(fixturePageLists.mf_promotions);
    expect(warn).toHaveBeenCalledWith('[server render]', expect.stringContaining('page 0 of pages.json is left out'));
    expect(warn).toHaveBeenCalledWith(
      '[server render]',
      expect.stringContaining(
        'mf_promotions: http://127.0.0.1:3002/pages.json is no page list; it keeps its last list (test)',
      ),
    );
  });

  it('reads again only after the time to live, and refuses a list that names another remote', async () => {
    answer({ mf_account: { ...fixturePageLists.mf_catalog } });
    await freshPageLists(1_000_000);
    await freshPageLists(1_000_000 + 10);
    expect(source.fetchJson).toHaveBeenCalledTimes(4);
    expect(currentPageLists().mf_account).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      '[server render]',
      expect.stringContaining('pages.json is the list of mf_catalog'),
    );
  });
});
