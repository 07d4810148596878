import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSharedConfig } from '../../../federation.shared';
import { getQueryClient } from '../../src/kernel';
import { queryKeys } from '../../src/query-keys';
import { toBrand, type Brand } from '../../src/model/brand';
import { brandDefinition } from '../../src/model/brand-definition';
import { defineRecord } from '../../src/model/record-definition';

// A remote built at another version of the domain, on the same page as the shell: its own copy of the
// records and query keys (each app bundles the domain), the shell's kernel (one query client).
const withLicense = defineRecord('brand', {
  ...brandDefinition.fields,
  licenseNumber: { kind: 'text', key: 'optional', max: 50, form: true },
});

async function remoteDomainCopy() {
  vi.resetModules();
  vi.doMock('../../src/model/brand-definition', () => ({ brandDefinition: withLicense }));
  const [{ queryKeys: remoteKeys }, { toBrand: remoteToBrand }] = await Promise.all([
    import('../../src/query-keys'),
    import('../../src/model/brand'),
  ]);
  return { remoteKeys, remoteToBrand };
}

const stored = { name: 'Alpha', slug: 'alpha', welcomeBonus: '100%', rating: 4.5, licenseNumber: 'KOMINFO-123' };

afterEach(() => {
  vi.doUnmock('../../src/model/brand-definition');
  getQueryClient().clear();
});

describe('a remote built with a new brand field, beside a shell built without it', () => {
  it("keeps the field in the remote's brands while the shell's stay as they were, in the one query cache", async () => {
    const { remoteKeys, remoteToBrand } = await remoteDomainCopy();
    const cache = getQueryClient();
    // each app's page data fills the cache through its own copy of the domain
    cache.setQueryData(queryKeys.brands.bySlug('alpha'), toBrand('a', stored));
    cache.setQueryData(remoteKeys.brands.bySlug('alpha'), remoteToBrand('a', stored));

    const remoteBrand = cache.getQueryData<Brand & { licenseNumber?: string }>(remoteKeys.brands.bySlug('alpha'));
    const shellBrand = cache.getQueryData<Brand>(queryKeys.brands.bySlug('alpha'));
    expect(remoteBrand?.licenseNumber).toBe('KOMINFO-123');
    expect(shellBrand).toBeDefined();
    expect(shellBrand && 'licenseNumber' in shellBrand).toBe(false);
    expect(shellBrand?.name).toBe('Alpha');
  });

  it("invalidating the brands (a save in any app) reaches every version's entries", async () => {
    const { remoteKeys, remoteToBrand } = await remoteDomainCopy();
    const cache = getQueryClient();
    cache.setQueryData(queryKeys.brands.list(), [toBrand('a', stored)]);
    cache.setQueryData(remoteKeys.brands.list(), [remoteToBrand('a', stored)]);
    await cache.invalidateQueries({ queryKey: remoteKeys.brands.all });
    expect(cache.getQueryState(queryKeys.brands.list())?.isInvalidated).toBe(true);
    expect(cache.getQueryState(remoteKeys.brands.list())?.isInvalidated).toBe(true);
  });

  it('the same definition gives the same keys (a server render and its page in the browser meet)', () => {
    expect(defineRecord('brand', brandDefinition.fields).version).toBe(brandDefinition.version);
    expect(withLicense.version).not.toBe(brandDefinition.version);
  });
});

describe("the federation config: the kernel is the shell's, the domain each app's own", () => {
  const shared = createSharedConfig();

  it('shares the kernel and its first-paint half as singletons', () => {
    expect(shared['@bonus-atlas/shared-services/kernel']?.singleton).toBe(true);
    expect(shared['@bonus-atlas/shared-services/frame']?.singleton).toBe(true);
  });

  it('shares none of the domain: each app bundles the records, schemas and queries it was built with', () => {
    for (const entry of ['', '/manage', '/model', '/server'])
      expect(shared[`@bonus-atlas/shared-services${entry}`], entry || 'root').toBeUndefined();
  });
});
