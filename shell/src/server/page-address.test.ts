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

  describe('odd brand addresses', () => {
    // what a browser or a crawler may send: spaces, accents, reserved characters, escapes in either
    // case, already escaped escapes, with and without the Indonesian prefix
    const slugs = [
      'a b',
      'a%20b',
      'a%2520b',
      'a+b',
      'café',
      'caf%c3%a9',
      'caf%C3%A9',
      'x:y',
      'x%3Ay',
      'x%3ay',
      'a;b=c',
      "o'neil(1)",
      '50%25',
      'a%2Fb',
      'Ünïcödé-名前',
      'emoji-🎰',
      '~tilde_.!*',
      'a@b,c$d&e',
    ];
    const corpus = slugs.flatMap((slug) => [`/brand/${slug}`, `/id/brand/${slug}`, `/Brand/${slug}/`]);

    /** The path a server reads from a request for this address (the URL parser escapes what a path may not hold). */
    const requested = (address: string) => new URL(address, 'http://localhost').pathname;

    it.each(corpus)('%s moves at most once, to an address that stays put', (address) => {
      const first = requested(address);
      const canonical = canonicalAddress(first);
      expect(canonical).not.toBeNull();
      // the canonical address, requested in turn, is its own canonical address: no second hop
      const second = requested(canonical ?? '');
      expect(second).toBe(canonical);
      expect(canonicalAddress(second)).toBe(second);
    });

    it('names the brand by its decoded slug, whichever escapes the address used', () => {
      expect(canonicalAddress(requested('/brand/a b'))).toBe('/brand/a%20b');
      expect(canonicalAddress('/brand/a%20b')).toBe('/brand/a%20b');
      expect(canonicalAddress('/brand/caf%c3%a9')).toBe('/brand/caf%C3%A9');
      expect(canonicalAddress('/id/brand/x:y')).toBe('/id/brand/x%3Ay');
      expect(canonicalAddress('/brand/x%3Ay')).toBe('/brand/x%3Ay');
    });
  });
});
