// For unit tests: page lists shaped like the four remotes' published pages.json (the real ones come
// from each remote's build; the e2e suite runs against those).
import type { PageList } from '../../../federation.pages';
import type { PageLists } from './page-lists';

const list = (remote: string, pages: PageList['pages']): PageList => ({ remote, buildVersion: 'test', pages });

export const fixturePageLists: PageLists = {
  mf_catalog: list('mf_catalog', [
    {
      module: 'HomePage',
      paths: ['/'],
      access: 'public',
      serverRendered: true,
      ownHead: true,
      start: { starter: 'brandList' },
      menu: { label: 'common:nav.home', icon: 'home', group: 'main', order: 10, audience: 'everyone' },
      listed: ['/'],
    },
    {
      module: 'SearchPage',
      paths: ['/search'],
      access: 'public',
      serverRendered: true,
      ownHead: false,
      start: { starter: 'brandList' },
      menu: { label: 'common:nav.search', icon: 'search', group: 'more', order: 10, audience: 'everyone' },
    },
    {
      module: 'FavoritesPage',
      paths: ['/favorites'],
      access: 'public',
      serverRendered: false,
      ownHead: false,
      menu: { label: 'common:nav.favorites', icon: 'heart', group: 'more', order: 20, audience: 'everyone' },
    },
    {
      module: 'BrandPage',
      paths: ['/brand', '/brand/:slugOrId'],
      access: 'public',
      serverRendered: true,
      ownHead: true,
      start: { starter: 'brandPage', args: { slugOrId: { path: 'slugOrId' } } },
    },
  ]),
  mf_promotions: list('mf_promotions', [
    {
      module: 'ByCategoryPage',
      paths: ['/bycategory'],
      access: 'public',
      serverRendered: true,
      ownHead: true,
      start: { starter: 'categoryListing', args: { category: { query: 'category' } } },
      menu: { label: 'common:nav.byCategories', icon: 'folder', group: 'main', order: 20, audience: 'everyone' },
    },
    {
      module: 'ByBrandsPage',
      paths: ['/bybrands'],
      access: 'public',
      serverRendered: true,
      ownHead: true,
      menu: { label: 'common:nav.byBrands', icon: 'building', group: 'main', order: 30, audience: 'everyone' },
    },
    {
      module: 'WelcomeBonusPage',
      paths: ['/welcomebonus'],
      access: 'public',
      serverRendered: true,
      ownHead: true,
      start: { starter: 'welcomeBonusTable' },
      menu: { label: 'common:nav.welcomeBonus', icon: 'gift', group: 'main', order: 40, audience: 'everyone' },
    },
    {
      module: 'CategoryLandingPage',
      paths: ['/category/:slug'],
      access: 'public',
      serverRendered: true,
      ownHead: true,
      start: { starter: 'categoryBySlug', args: { slug: { path: 'slug' } } },
    },
  ]),
  mf_account: list('mf_account', [
    {
      module: 'CreateBrandPage',
      paths: ['/create-brand'],
      access: 'public',
      serverRendered: false,
      ownHead: false,
      menu: {
        label: 'common:nav.createBrand',
        icon: 'plus',
        group: 'main',
        order: 50,
        audience: 'everyone',
        highlighted: true,
      },
    },
    {
      module: 'MyBrandsPage',
      paths: ['/mybrands'],
      access: 'public',
      serverRendered: false,
      ownHead: false,
      menu: { label: 'common:nav.myBrands', icon: 'building', group: 'main', order: 60, audience: 'signed-in' },
    },
    { module: 'EditBrandPage', paths: ['/edit-brand/:id'], access: 'public', serverRendered: false, ownHead: false },
  ]),
  mf_admin: list('mf_admin', [
    {
      module: 'AdminPage',
      paths: ['/admin', '/admin/reports', '/admin/withdrawals', '/admin/comments'],
      access: 'admin',
      serverRendered: false,
      ownHead: false,
      menu: { label: 'common:nav.admin', icon: 'flag', group: 'more', order: 30, audience: 'admin' },
    },
    {
      module: 'AdminBrandEditPage',
      paths: ['/admin/brand/edit/:id'],
      access: 'admin',
      serverRendered: false,
      ownHead: false,
    },
    {
      module: 'MigrationPage',
      paths: ['/migration'],
      access: 'signed-in',
      serverRendered: false,
      ownHead: false,
      menu: {
        label: { en: 'Migration Tool', id: 'Alat Migrasi' },
        icon: 'folder',
        group: 'more',
        order: 40,
        audience: 'signed-in',
      },
    },
  ]),
};
