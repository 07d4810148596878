import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { categoryOfSlug, categorySlug, STANDARD_CATEGORIES } from '../../src/model/categories';
import { pageArgsAccepted, startPageData } from '../../src/pages/page-starters';
import { parsePageList } from '../../src/pages/page-list-schema';

describe('page starters', () => {
  it('gives every standard category one address segment that leads back to it', () => {
    const slugs = STANDARD_CATEGORIES.map(categorySlug);
    expect(slugs).toContain('reload-daily-weekly');
    expect(new Set(slugs).size).toBe(STANDARD_CATEGORIES.length);
    for (const category of STANDARD_CATEGORIES) expect(categoryOfSlug(categorySlug(category))).toBe(category);
    expect(categoryOfSlug('Welcome-Bonus')).toBeUndefined();
    expect(categoryOfSlug('vip-club')).toBeUndefined();
  });

  it('accepts only values every visitor’s page can show', async () => {
    const client = new QueryClient();
    expect(await pageArgsAccepted('categoryListing', client, { category: 'Welcome Bonus' })).toBe(true);
    expect(await pageArgsAccepted('categoryListing', client, { category: undefined })).toBe(true);
    expect(await pageArgsAccepted('categoryListing', client, { category: 'VIP Club' })).toBe(false);
    expect(await pageArgsAccepted('categoryBySlug', client, { slug: 'birthday' })).toBe(true);
    expect(await pageArgsAccepted('categoryBySlug', client, { slug: 'free-money' })).toBe(false);
    expect(await pageArgsAccepted('categoryBySlug', client, { slug: undefined })).toBe(false);
  });

  it('starts nothing for a name it does not have (a list from a newer build), and says so', async () => {
    const client = new QueryClient();
    expect(await startPageData('noSuchStarter', client, {})).toBe(false);
    expect(await startPageData('toString', client, {})).toBe(false);
    expect(await pageArgsAccepted('noSuchStarter', client, { anything: 'x' })).toBe(true);
  });
});

describe('parsePageList', () => {
  const page = { module: 'HomePage', paths: ['/'], access: 'public', serverRendered: true, ownHead: true };

  it('keeps the good pages of a list and leaves out, with a reason, one that does not read right', () => {
    const { list, problems } = parsePageList(
      {
        remote: 'mf_catalog',
        buildVersion: 'abc',
        pages: [
          page,
          { ...page, paths: ['/x"><script>'] },
          { ...page, access: 'root' },
          { ...page, module: '../evil' },
        ],
      },
      'mf_catalog',
    );
    expect(list?.pages).toEqual([page]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('mf_catalog: page 1 of pages.json is left out');
  });

  it('refuses what is no list, or the list of another remote', () => {
    expect(parsePageList('<html>', 'mf_catalog').list).toBeNull();
    expect(parsePageList({ remote: 'mf_catalog', buildVersion: 'a', pages: {} }, 'mf_catalog').list).toBeNull();
    expect(parsePageList({ remote: 'mf_admin', buildVersion: 'a', pages: [] }, 'mf_catalog')).toEqual({
      list: null,
      problems: ['mf_catalog: pages.json is the list of mf_admin'],
    });
  });
});
