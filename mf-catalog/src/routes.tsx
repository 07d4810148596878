// The single list of this remote's pages: the MF exposes and the published pages.json (the shell's
// router, menu, boot prefetch and server render read it) come from it. Kept free of JSX and React
// imports so rspack.config.ts can read it at build time.
import type { ComponentType } from 'react';
import type { RemotePage as SharedRemotePage } from '../../federation.pages';
import { en } from './i18n/texts.en';
import { id } from './i18n/texts.id';

type RemotePage = SharedRemotePage<ComponentType>;

/** A menu label in both languages, from this remote's own texts (the shell shows it as published). */
const menuLabel = (key: keyof typeof en.menu) => ({ en: en.menu[key], id: id.menu[key] });

export const catalogPages: readonly RemotePage[] = [
  {
    paths: ['/'],
    access: 'public',
    serverRendered: true,
    ownHead: true,
    start: { starter: 'brandListHead' },
    menu: { label: menuLabel('home'), icon: 'house', group: 'main', order: 10, audience: 'everyone' },
    listed: ['/'],
    expose: './HomePage',
    file: './pages/HomePage.tsx',
    load: () => import('./pages/HomePage'),
  },
  {
    paths: ['/search'],
    access: 'public',
    serverRendered: true,
    ownHead: false,
    start: { starter: 'brandSearch', args: { term: { query: 'q' } } },
    menu: { label: menuLabel('search'), icon: 'search', group: 'more', order: 10, audience: 'everyone' },
    expose: './SearchPage',
    file: './pages/SearchPage.tsx',
    load: () => import('./pages/SearchPage'),
  },
  {
    paths: ['/favorites'],
    // favourites depend on who is signed in (a visitor's are in their browser): rendered there
    access: 'public',
    serverRendered: false,
    ownHead: false,
    start: { starter: 'brandList' },
    menu: { label: menuLabel('favorites'), icon: 'heart', group: 'more', order: 20, audience: 'everyone' },
    expose: './FavoritesPage',
    file: './pages/FavoritesPage.tsx',
    load: () => import('./pages/FavoritesPage'),
  },
  {
    // spec: /brand without a slug shows the default (highest-rated) brand
    paths: ['/brand', '/brand/:slugOrId'],
    access: 'public',
    serverRendered: true,
    ownHead: true,
    start: { starter: 'brandPage', args: { slugOrId: { path: 'slugOrId' } } },
    expose: './BrandPage',
    file: './pages/BrandPage.tsx',
    load: () => import('./pages/BrandPage'),
  },
];

/** Everything this remote exposes: its pages, nothing else. */
export const catalogModules: readonly RemotePage[] = [...catalogPages];
