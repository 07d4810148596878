// The single list of this remote's pages and exposed components: the MF exposes and the published
// pages.json (the shell's router, menu, boot prefetch and server render read it) come from it. Kept
// free of JSX and React imports so rspack.config.ts can read it.
import type { ComponentType } from 'react';
import { categorySlug, STANDARD_CATEGORIES } from '@bonus-atlas/shared-services/model';
import type { RemotePage as SharedRemotePage } from '../../federation.pages';
import { en } from './i18n/texts.en';
import { id } from './i18n/texts.id';

type RemotePage = SharedRemotePage<ComponentType>;

/** A menu label in both languages, from this remote's own texts (the shell shows it as published). */
const menuLabel = (key: keyof typeof en.menu) => ({ en: en.menu[key], id: id.menu[key] });

export const promotionsPages: readonly RemotePage[] = [
  {
    paths: ['/bycategory'],
    access: 'public',
    serverRendered: true,
    ownHead: true,
    start: { starter: 'categoryListing', args: { category: { query: 'category' } } },
    menu: { label: menuLabel('byCategories'), icon: 'folder', group: 'main', order: 20, audience: 'everyone' },
    listed: ['/bycategory'],
    expose: './ByCategoryPage',
    file: './pages/ByCategoryPage.tsx',
    load: () => import('./pages/ByCategoryPage'),
  },
  {
    paths: ['/bybrands'],
    access: 'public',
    serverRendered: true,
    ownHead: true,
    start: { starter: 'brandListing', args: { brand: { query: 'brand' } } },
    menu: { label: menuLabel('byBrands'), icon: 'building-complex', group: 'main', order: 30, audience: 'everyone' },
    listed: ['/bybrands'],
    expose: './ByBrandsPage',
    file: './pages/ByBrandsPage.tsx',
    load: () => import('./pages/ByBrandsPage'),
  },
  {
    paths: ['/welcomebonus'],
    access: 'public',
    serverRendered: true,
    ownHead: true,
    start: { starter: 'welcomeBonusTable' },
    menu: { label: menuLabel('welcomeBonus'), icon: 'gift', group: 'main', order: 40, audience: 'everyone' },
    listed: ['/welcomebonus'],
    expose: './WelcomeBonusPage',
    file: './pages/WelcomeBonusPage.tsx',
    load: () => import('./pages/WelcomeBonusPage'),
  },
  {
    // one standard category's promotions on an address of its own (/category/welcome-bonus); a slug
    // that names no standard category is a 404
    paths: ['/category/:slug'],
    access: 'public',
    serverRendered: true,
    ownHead: true,
    start: { starter: 'categoryBySlug', args: { slug: { path: 'slug' } } },
    listed: STANDARD_CATEGORIES.map((category) => `/category/${categorySlug(category)}`),
    expose: './CategoryLandingPage',
    file: './pages/CategoryLandingPage.tsx',
    load: () => import('./pages/CategoryLandingPage'),
  },
];

/** Components other sections open through federation (catalog's brand page opens these). */
export const promotionsComponents = [
  { expose: './PromotionDetailModal', file: './features/promotion-detail/PromotionDetailModal.tsx' },
  { expose: './ReportModal', file: './features/report/ReportModal.tsx' },
] as const;

/** Everything this remote exposes. */
export const promotionsModules = [...promotionsPages, ...promotionsComponents];
