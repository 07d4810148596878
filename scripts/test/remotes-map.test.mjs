import { describe, expect, it } from 'vitest';
import { buildRemotesMap } from '../remotes-map.mjs';

describe('remotes map', () => {
  it('defaults to the local ports', () => {
    expect(buildRemotesMap({})).toEqual({
      mf_catalog: 'http://localhost:3001/mf-manifest.json',
      mf_promotions: 'http://localhost:3002/mf-manifest.json',
      mf_account: 'http://localhost:3003/mf-manifest.json',
      mf_admin: 'http://localhost:3004/mf-manifest.json',
    });
  });

  it('uses an origin for every remote and an explicit URL over it', () => {
    const map = buildRemotesMap({
      BONUS_ATLAS_REMOTES_ORIGIN: 'https://cdn.example.com/',
      BONUS_ATLAS_REMOTE_MF_ADMIN: 'https://admin.example.com/mf-manifest.json',
    });
    expect(map.mf_catalog).toBe('https://cdn.example.com/mf_catalog/mf-manifest.json');
    expect(map.mf_admin).toBe('https://admin.example.com/mf-manifest.json');
  });
});
