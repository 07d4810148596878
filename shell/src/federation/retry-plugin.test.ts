import { describe, expect, it, vi } from 'vitest';
import { adminRemoteCredentials } from './admin-remote';
import { fetchWithRetry, retryPlugin } from './retry-plugin';

const options = { retries: 2, baseDelayMs: 1 };

describe('fetchWithRetry', () => {
  it('retries network errors and 5xx answers, then returns the good response', async () => {
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const response = await fetchWithRetry('/mf-manifest.json', undefined, options, fetcher);
    expect(response.status).toBe(200);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404 (the remote answered)', async () => {
    const fetcher = vi.fn().mockResolvedValue(new Response('', { status: 404 }));
    expect((await fetchWithRetry('/x', undefined, options, fetcher)).status).toBe(404);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last retry with the last error', async () => {
    const fetcher = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('/x', undefined, options, fetcher)).rejects.toThrow('Failed to fetch');
    expect(fetcher).toHaveBeenCalledTimes(3);
  });
});

describe('retryPlugin fetch hook', () => {
  it('sends cookies only for the remote the credentials rule names, once per manifest', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}'));
    try {
      const plugin = retryPlugin(options, adminRemoteCredentials);
      const remote = (name: string) => ({ name, entry: `http://x/${name}/mf-manifest.json` }) as never;
      await plugin.fetch?.('http://x/mf_admin/mf-manifest.json', {}, remote('mf_admin'));
      await plugin.fetch?.('http://x/mf_catalog/mf-manifest.json', {}, remote('mf_catalog'));
      expect(fetchSpy).toHaveBeenCalledTimes(2);
      expect(fetchSpy.mock.calls[0]?.[1]).toEqual({ credentials: 'include' });
      expect(fetchSpy.mock.calls[1]?.[1]).toEqual({});
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('answers with the manifest fetched early, and goes to the network when that one failed', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"fresh":true}'));
    try {
      const remote = { name: 'mf_catalog', entry: 'http://x/mf-manifest.json' } as never;
      const early = retryPlugin(options, undefined, () => Promise.resolve(new Response('{"early":true}')));
      const served = await early.fetch?.('http://x/mf-manifest.json', {}, remote);
      await expect((served as Response).json()).resolves.toEqual({ early: true });
      expect(fetchSpy).not.toHaveBeenCalled();

      const failedEarly = retryPlugin(options, undefined, () => Promise.reject(new TypeError('Failed to fetch')));
      const retried = await failedEarly.fetch?.('http://x/mf-manifest.json', {}, remote);
      await expect((retried as Response).json()).resolves.toEqual({ fresh: true });
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('retryPlugin loadEntryError hook', () => {
  it("drops the failed entry from the runtime's globalLoading cache, then loads the entry again", async () => {
    const uniqueKey = 'mf_catalog:http://x/remoteEntry.js';
    const failed = Promise.reject(new Error('script error'));
    failed.catch(() => undefined);
    const globalLoading: Record<string, Promise<unknown> | undefined> = { [uniqueKey]: failed, other: undefined };
    const entry = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = vi.fn(() => {
      // a retry that still found the failed load under its key would get that failure again
      expect(globalLoading).not.toHaveProperty(uniqueKey);
      return Promise.resolve(entry);
    });
    const plugin = retryPlugin(options);
    const retried = await plugin.loadEntryError?.({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_catalog', entry: 'http://x/remoteEntry.js' },
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey,
    } as never);
    expect(retried).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(globalLoading).toHaveProperty('other');
  });
});
