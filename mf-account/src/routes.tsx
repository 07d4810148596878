// The single list of this remote's pages and exposed components: the shell's route table and the
// MF exposes come from it. Kept free of JSX and React imports so rspack.config.ts can read it.
import type { ComponentType } from 'react';

export interface RemotePage {
  /** Route inside the shell (product spec §2). */
  path: string;
  /** Module Federation expose name, loaded by the shell as `mf_account/<name>`. */
  expose: string;
  /** Source file relative to src/; must be what `load` imports. */
  file: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const accountPages: readonly RemotePage[] = [
  {
    path: '/profile',
    expose: './ProfilePage',
    file: './pages/ProfilePage.tsx',
    load: () => import('./pages/ProfilePage'),
  },
  {
    path: '/transactions',
    expose: './TransactionsPage',
    file: './pages/TransactionsPage.tsx',
    load: () => import('./pages/TransactionsPage'),
  },
  {
    path: '/mybrands',
    expose: './MyBrandsPage',
    file: './pages/MyBrandsPage.tsx',
    load: () => import('./pages/MyBrandsPage'),
  },
  {
    path: '/create-brand',
    expose: './CreateBrandPage',
    file: './pages/CreateBrandPage.tsx',
    load: () => import('./pages/CreateBrandPage'),
  },
  {
    path: '/edit-brand/:id',
    expose: './EditBrandPage',
    file: './pages/EditBrandPage.tsx',
    load: () => import('./pages/EditBrandPage'),
  },
];

/** Components other remotes load through federation (the admin remote's brand edit page). */
export const accountComponents = [{ expose: './BrandEditor', file: './features/brand-editor/BrandEditor.tsx' }] as const;

/** Everything this remote exposes. */
export const accountModules = [...accountPages, ...accountComponents];
