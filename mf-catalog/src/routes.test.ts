import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogPages } from './routes';

describe('catalog routes', () => {
  it('exposes the four catalog pages under the contract names', () => {
    expect(catalogPages.map((page) => page.expose)).toEqual([
      './HomePage',
      './SearchPage',
      './FavoritesPage',
      './BrandPage',
    ]);
  });

  it.each(catalogPages)('$expose points at an existing file that default-exports a component', async (page) => {
    expect(existsSync(path.join(import.meta.dirname, page.file))).toBe(true);
    const module = await page.load();
    expect(typeof module.default).toBe('function');
  });
});
