import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { promotionsModules, promotionsPages } from './routes';

describe('promotions routes', () => {
  it('exposes the three pages and two modals under the contract names', () => {
    expect(promotionsModules.map((module) => module.expose)).toEqual([
      './ByCategoryPage',
      './ByBrandsPage',
      './WelcomeBonusPage',
      './PromotionDetailModal',
      './ReportModal',
    ]);
  });

  it.each(promotionsModules)('$expose points at an existing file', (module) => {
    expect(existsSync(path.join(import.meta.dirname, module.file))).toBe(true);
  });

  it.each(promotionsPages)('$path lazily loads a page component', async (page) => {
    const module = await page.load();
    expect(typeof module.default).toBe('function');
  });
});
