import { pageDataLoader } from '../../federation.pages';
import { QueryClient, categoryOfSlug, categorySlug, STANDARD_CATEGORIES } from '@bonus-atlas/shared-services';
import { describe, expect, it } from 'vitest';
import { pageData } from './page-data';
import { promotionsPages } from './routes';

const module = { pageData };

async function accepted(name: string, args: Record<string, string | undefined>): Promise<boolean> {
  const loader = pageDataLoader(module, name);
  return loader?.accepts ? loader.accepts(new QueryClient(), args) : true;
}

describe("the promotions pages' first reads", () => {
  it('has a loader for every page of routes.tsx that names one', () => {
    for (const page of promotionsPages)
      if (page.start) expect(pageDataLoader(module, page.start.starter), page.expose).toBeDefined();
  });

  it('gives every standard category one address segment that leads back to it', () => {
    const slugs = STANDARD_CATEGORIES.map(categorySlug);
    expect(slugs).toContain('reload-daily-weekly');
    expect(new Set(slugs).size).toBe(STANDARD_CATEGORIES.length);
    for (const category of STANDARD_CATEGORIES) expect(categoryOfSlug(categorySlug(category))).toBe(category);
    expect(categoryOfSlug('Welcome-Bonus')).toBeUndefined();
    expect(categoryOfSlug('vip-club')).toBeUndefined();
  });

  it('accepts only values every visitor’s page can show', async () => {
    expect(await accepted('categoryListing', { category: 'Welcome Bonus' })).toBe(true);
    expect(await accepted('categoryListing', { category: undefined })).toBe(true);
    expect(await accepted('categoryListing', { category: 'VIP Club' })).toBe(false);
    expect(await accepted('categoryBySlug', { slug: 'birthday' })).toBe(true);
    expect(await accepted('categoryBySlug', { slug: 'free-money' })).toBe(false);
    expect(await accepted('categoryBySlug', { slug: undefined })).toBe(false);
  });

  it('has no loader for a name it does not have (a list from another build), nor for inherited names', () => {
    expect(pageDataLoader(module, 'noSuchStarter')).toBeUndefined();
    expect(pageDataLoader(module, 'toString')).toBeUndefined();
  });
});
