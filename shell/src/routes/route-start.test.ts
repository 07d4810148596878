import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const preloadRemotePage = vi.hoisted(() => vi.fn(() => Promise.resolve({ default: () => null })));
const prefetchBrands = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../federation/load-remote-page', () => ({ preloadRemotePage }));
vi.mock('@bonus-atlas/shared-services', () => ({ prefetchBrands }));

const { routeForPath, startRoute } = await import('./route-start');

describe('starting the route in the address bar at boot', () => {
  beforeEach(() => {
    preloadRemotePage.mockClear();
    prefetchBrands.mockClear();
  });

  it('matches paths the way the router does', () => {
    expect(routeForPath('/')?.module).toBe('HomePage');
    expect(routeForPath('/brand/kenari-voyage')?.module).toBe('BrandPage');
    expect(routeForPath('/bycategory')?.remote).toBe('mf_promotions');
    expect(routeForPath('/no-such-page')).toBeUndefined();
  });

  it('starts the home page and the brand list together', () => {
    const queryClient = new QueryClient();
    startRoute('/', queryClient);
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_catalog/HomePage');
    expect(prefetchBrands).toHaveBeenCalledWith(queryClient);
  });

  it('starts a promotions page without the brand list', () => {
    startRoute('/bycategory', new QueryClient());
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_promotions/ByCategoryPage');
    expect(prefetchBrands).not.toHaveBeenCalled();
  });

  it('leaves admin and unknown routes alone: their remotes wait for the session', () => {
    startRoute('/admin/reports', new QueryClient());
    startRoute('/migration', new QueryClient());
    startRoute('/nowhere', new QueryClient());
    expect(preloadRemotePage).not.toHaveBeenCalled();
    expect(prefetchBrands).not.toHaveBeenCalled();
  });
});
