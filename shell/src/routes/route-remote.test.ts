import { describe, expect, it } from 'vitest';
import { publicRemoteForPath } from './route-remote';
import { routeForPath } from './route-start';
import { routeTable } from './route-table';

const samples = [
  '/',
  '/search',
  '/brand',
  '/brand/kenari-voyage',
  '/brand/kenari-voyage/',
  '/bycategory',
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

describe("the entry's early route lookup", () => {
  it.each(samples)('agrees with the router on %s', (pathname) => {
    const routed = routeForPath(pathname);
    expect(publicRemoteForPath(pathname)).toBe(routed?.route.access === 'public' ? routed.route.remote : undefined);
  });

  it('names the remote of the public pages and nothing for gated or unknown ones', () => {
    expect(publicRemoteForPath('/')).toBe('mf_catalog');
    expect(publicRemoteForPath('/bycategory')).toBe('mf_promotions');
    expect(publicRemoteForPath('/admin/reports')).toBeUndefined();
    expect(publicRemoteForPath('/nowhere')).toBeUndefined();
  });
});
