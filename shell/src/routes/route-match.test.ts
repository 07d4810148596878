// the router's own matching of a whole route table, as <Routes> does it (the shared router module lists
// only what the apps use)
// eslint-disable-next-line no-restricted-imports
import { matchRoutes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageRoutes, setPageLists } from './page-lists';
import { fixturePageLists } from './page-lists.fixture';
import { routeForPath } from './route-match';

setPageLists(fixturePageLists);

/** What react-router itself makes of a path against the page routes (first match wins, the path decoded). */
function routerMatch(pathname: string) {
  for (const route of pageRoutes()) {
    const [match] = matchRoutes([{ path: route.path }], pathname) ?? [];
    if (match) return { route, params: match.params };
  }
  return undefined;
}

const samples = [
  '/',
  '/search',
  '/brand',
  '/brand/',
  '/brand/kenari-voyage',
  '/brand/kenari-voyage/',
  '/Brand/Kenari-Voyage',
  '/brand/a%2Fb',
  '/brand/a%20b',
  '/brand/caf%C3%A9',
  '/brand/caf%c3%a9',
  '/brand/x:y',
  '/brand/x%3Ay',
  '/brand/a%2520b',
  '/by%63ategory',
  '/brand//kenari-voyage',
  '//brand',
  '/bycategory',
  '/BYCATEGORY',
  '/bybrands',
  '/welcomebonus',
  '/profile',
  '/edit-brand/abc123',
  '/admin',
  '/admin/brand/edit/abc123',
  '/migration',
  '/nowhere',
  '/brand/a/b',
  '/category/welcome-bonus',
  ...pageRoutes().map((route) => route.path.replace(/:[^/]+/g, 'x')),
];

describe('the route lookup boot uses before the router has loaded', () => {
  beforeEach(() => setPageLists(fixturePageLists));

  it.each(samples)('agrees with react-router on %s', (pathname) => {
    expect(routeForPath(pathname)).toEqual(routerMatch(pathname));
  });

  it('names the route and its parameters', () => {
    expect(routeForPath('/')?.route.module).toBe('HomePage');
    expect(routeForPath('/brand/kenari-voyage')?.params.slugOrId).toBe('kenari-voyage');
    expect(routeForPath('/bycategory')?.route.remote).toBe('mf_promotions');
    expect(routeForPath('/admin/reports')?.route.access).toBe('admin');
    expect(routeForPath('/no-such-page')).toBeUndefined();
  });

  it('knows a page once its remote publishes it, and forgets a remote whose list is gone', () => {
    expect(routeForPath('/category/slots')?.route.module).toBe('CategoryLandingPage');
    setPageLists({ ...fixturePageLists, mf_promotions: undefined });
    expect(routeForPath('/category/slots')).toBeUndefined();
    expect(routeForPath('/bycategory')).toBeUndefined();
    expect(routeForPath('/brand/x')?.route.remote).toBe('mf_catalog');
  });

  it('routes every path each remote declares to that remote’s page (a page a remote adds included)', () => {
    setPageLists(fixturePageLists);
    for (const [remote, list] of Object.entries(fixturePageLists)) {
      for (const page of list?.pages ?? []) {
        for (const path of page.paths) {
          const address = path.replace(/:[A-Za-z]+/g, 'sample');
          expect(routeForPath(address)?.route, address).toMatchObject({ remote, module: page.module });
        }
      }
    }
  });
});
