import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountModules, accountPages } from './routes';

describe('account routes', () => {
  it('exposes the five account pages and the brand editor under the contract names', () => {
    expect(accountModules.map((module) => module.expose)).toEqual([
      './ProfilePage',
      './TransactionsPage',
      './MyBrandsPage',
      './CreateBrandPage',
      './EditBrandPage',
      './BrandEditor',
    ]);
  });

  it.each(accountModules)('$expose points at an existing file', (module) => {
    expect(existsSync(path.join(import.meta.dirname, module.file))).toBe(true);
  });

  // the first import compiles shared-ui and shared-services from source: slow on a busy machine
  it.each(accountPages)(
    '$paths lazily loads a page component',
    async (page) => {
      const module = await page.load();
      expect(typeof module.default).toBe('function');
    },
    60_000,
  );
});
