import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePageList } from '../../../shared-services/src/pages/page-list-schema';
import { fixturePageLists } from './page-lists.fixture';

vi.mock('../services/load-services', () => ({ loadDomain: async () => ({ parsePageList }) }));
vi.mock('../federation/early-fetches', () => ({
  readRemotesMap: async () => ({
    mf_catalog: 'http://localhost:3001/mf-manifest.json',
    mf_promotions: 'http://localhost:3002/mf-manifest.json',
    mf_account: 'http://localhost:3003/mf-manifest.json',
    mf_admin: '/mf-admin/mf-manifest.json',
  }),
}));

const { fetchMissingPageLists } = await import('./page-list-fetch');
const { currentPageLists, setPageLists } = await import('./page-lists');
const { routeForPath } = await import('./route-match');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('the page lists a page came without', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    setPageLists({});
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('are fetched from beside each manifest (the gated admin remote’s on the site), and the router knows them', async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) => {
      const remote = { 3001: 'mf_catalog', 3002: 'mf_promotions', 3003: 'mf_account' }[new URL(String(url)).port];
      return json(fixturePageLists[(remote ?? 'mf_admin') as keyof typeof fixturePageLists]);
    });
    await fetchMissingPageLists(fetcher as unknown as typeof fetch);
    expect(fetcher.mock.calls.map(([url]) => String(url))).toEqual([
      'http://localhost:3001/pages.json',
      'http://localhost:3002/pages.json',
      'http://localhost:3003/pages.json',
      `${window.location.origin}/mf-admin/pages.json`,
    ]);
    expect(routeForPath('/category/slots')?.route.module).toBe('CategoryLandingPage');
  });

  it('leaves out, and says so, a list that fails or is no list; only the missing ones are asked for', async () => {
    setPageLists({ mf_catalog: fixturePageLists.mf_catalog });
    const fetcher = vi.fn(async (url: string | URL | Request) => {
      const port = new URL(String(url)).port;
      if (port === '3002') return json({ error: 'nope' }, 503);
      if (port === '3003') return json({ pages: 'not a list' });
      return json(fixturePageLists.mf_admin);
    });
    await fetchMissingPageLists(fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(Object.keys(currentPageLists()).sort()).toEqual(['mf_admin', 'mf_catalog']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('mf_promotions: its page list http://localhost:3002/pages.json could not be read'),
      expect.any(Error),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_account: pages.json is no page list'));
  });
});
