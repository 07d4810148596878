import { matchPath } from '@bonus-atlas/shared-ui/router';
import { describe, expect, it } from 'vitest';
import { routeForPath } from './route-match';
import { routeTable } from './route-table';

/** What react-router itself makes of a path against the route table (first match wins). */
function routerMatch(pathname: string) {
  for (const route of routeTable) {
    const match = matchPath({ path: route.path, end: true }, pathname);
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
  ...routeTable.map((route) => route.path.replace(/:[^/]+/g, 'x')),
];

describe('the route lookup boot uses before the router has loaded', () => {
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
});
