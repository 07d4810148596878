import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_REMOTES, fetchRemotesMap, parseRemotesMap } from './remotes-map';

describe('remotes map', () => {
  it('takes every remote URL from remotes.json', () => {
    const json = {
      mf_catalog: 'https://a.example/mf-manifest.json',
      mf_promotions: 'https://b.example/mf-manifest.json',
      mf_account: 'https://c.example/mf-manifest.json',
      mf_admin: '//d.example/mf-manifest.json',
    };
    expect(parseRemotesMap(json)).toEqual({ remotes: json, problems: [] });
  });

  it('falls back per remote and reports what was wrong', () => {
    const { remotes, problems } = parseRemotesMap({ mf_catalog: 'not a url', mf_admin: 'https://d.example/m.json' });
    expect(remotes.mf_catalog).toBe(DEFAULT_REMOTES.mf_catalog);
    expect(remotes.mf_admin).toBe('https://d.example/m.json');
    expect(problems).toHaveLength(3);
  });

  it('uses the local remotes when /remotes.json cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetcher = vi.fn().mockResolvedValue(new Response('nope', { status: 404 }));
    await expect(fetchRemotesMap('/remotes.json', fetcher)).resolves.toEqual(DEFAULT_REMOTES);
    expect(fetcher).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    warn.mockRestore();
  });
});
