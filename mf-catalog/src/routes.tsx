// The single list of this remote's pages: the shell's route table and the MF exposes come from it.
// Kept free of JSX and React imports so rspack.config.ts can read it at build time.
import type { ComponentType } from 'react';

export interface RemotePage {
  /** Route inside the shell (product spec §2). */
  path: string;
  /** Module Federation expose name, loaded by the shell as `mf_catalog/<name>`. */
  expose: string;
  /** Source file relative to src/; must be what `load` imports. */
  file: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const catalogPages: readonly RemotePage[] = [
  { path: '/', expose: './HomePage', file: './pages/HomePage.tsx', load: () => import('./pages/HomePage') },
  { path: '/search', expose: './SearchPage', file: './pages/SearchPage.tsx', load: () => import('./pages/SearchPage') },
  {
    path: '/favorites',
    expose: './FavoritesPage',
    file: './pages/FavoritesPage.tsx',
    load: () => import('./pages/FavoritesPage'),
  },
  {
    // spec: without a slug the highest-rated brand is shown
    path: '/brand/:slugOrId?',
    expose: './BrandPage',
    file: './pages/BrandPage.tsx',
    load: () => import('./pages/BrandPage'),
  },
];

/** Everything this remote exposes: its pages, nothing else. */
export const catalogModules: readonly RemotePage[] = [...catalogPages];
