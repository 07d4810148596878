import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDemoAccounts } from './demo-accounts';

afterEach(() => vi.unstubAllGlobals());

describe('the demo accounts the local chooser offers', () => {
  it('come from the local stack at run time (the shell bundles no seed data)', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            accounts: [
              { email: 'admin@bonus-atlas.test', displayName: 'Atlas Admin', role: 'admin' },
              { email: 'member@bonus-atlas.test', displayName: 'Maya Member', role: 'member' },
              { displayName: 'no email' },
            ],
          }),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(loadDemoAccounts()).resolves.toEqual([
      { email: 'admin@bonus-atlas.test', displayName: 'Atlas Admin', role: 'admin' },
      { email: 'member@bonus-atlas.test', displayName: 'Maya Member', role: 'member' },
    ]);
    expect(fetch).toHaveBeenCalledWith('/demo-accounts.json', expect.anything());
  });

  it('are none on a site that serves none (production), so the chooser offers only the email form', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<!doctype html>', { status: 404 })));
    await expect(loadDemoAccounts()).resolves.toEqual([]);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<!doctype html><html></html>')));
    await expect(loadDemoAccounts()).resolves.toEqual([]);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(loadDemoAccounts()).resolves.toEqual([]);
  });
});
