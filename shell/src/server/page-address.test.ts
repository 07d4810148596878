import { beforeEach, describe, expect, it } from 'vitest';
import { setPageLists } from '../routes/page-lists';
import { fixturePageLists } from '../routes/page-lists.fixture';
import { canonicalAddress } from './page-address';

describe('canonicalAddress', () => {
  beforeEach(() => setPageLists(fixturePageLists));

  it('spells a route in lower case without a trailing slash, keeping its parameters as written', () => {
    expect(canonicalAddress('/')).toBe('/');
    expect(canonicalAddress('/BYCATEGORY')).toBe('/bycategory');
    expect(canonicalAddress('/bycategory/')).toBe('/bycategory');
    expect(canonicalAddress('/Brand/Kenari-Voyage')).toBe('/brand/Kenari-Voyage');
    expect(canonicalAddress('/brand/kenari-voyage/')).toBe('/brand/kenari-voyage');
    expect(canonicalAddress('/admin/brand/edit/AbC123')).toBe('/admin/brand/edit/AbC123');
  });

  it('keeps the Indonesian prefix as /id', () => {
    expect(canonicalAddress('/id')).toBe('/id');
    expect(canonicalAddress('/id/')).toBe('/id');
    expect(canonicalAddress('/ID/WelcomeBonus/')).toBe('/id/welcomebonus');
    expect(canonicalAddress('/id/brand/kenari-voyage')).toBe('/id/brand/kenari-voyage');
  });

  it('knows no address outside the route table', () => {
    expect(canonicalAddress('/no-such-page')).toBeNull();
    expect(canonicalAddress('/id/no-such-page')).toBeNull();
    expect(canonicalAddress('/brand/a/b')).toBeNull();
  });

  it('answers no 404 for an unknown address while a remote’s page list is missing (it may be one of its pages)', () => {
    setPageLists({ ...fixturePageLists, mf_promotions: undefined });
    expect(canonicalAddress('/category/slots')).toBe('/category/slots');
    expect(canonicalAddress('/BRAND/x')).toBe('/brand/x');
  });
});
