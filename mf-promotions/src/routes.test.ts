import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePageList } from '@bonus-atlas/shared-services';
import { pageListOf } from '../../federation.pages';
import { promotionsModules, promotionsPages } from './routes';

describe('promotions routes', () => {
  it('exposes the four pages and two modals under the contract names', () => {
    expect(promotionsModules.map((module) => module.expose)).toEqual([
      './ByCategoryPage',
      './ByBrandsPage',
      './WelcomeBonusPage',
      './CategoryLandingPage',
      './PromotionDetailModal',
      './ReportModal',
    ]);
  });

  it.each(promotionsModules)('$expose points at an existing file', (module) => {
    expect(existsSync(path.join(import.meta.dirname, module.file))).toBe(true);
  });

  it('publishes a page list the shell accepts whole', async () => {
    const { list, problems } = await parsePageList(pageListOf('mf_promotions', 'test', promotionsPages), 'mf_promotions');
    expect(problems).toEqual([]);
    expect(list?.pages.map((page) => page.paths)).toEqual([
      ['/bycategory'],
      ['/bybrands'],
      ['/welcomebonus'],
      ['/category/:slug'],
    ]);
  });

  it.each(promotionsPages)('$paths lazily loads a page component', async (page) => {
    const module = await page.load();
    expect(typeof module.default).toBe('function');
  });
});
