// The single list of this remote's pages: the shell's route table and the MF exposes come from it.
// Kept free of JSX and React imports so rspack.config.ts can read it at build time.
import type { ComponentType } from 'react';

export interface RemotePage {
  /** Routes inside the shell (product spec §2) this page answers. */
  paths: readonly string[];
  /** Module Federation expose name, loaded by the shell as `mf_admin/<name>`. */
  expose: string;
  /** Source file relative to src/; must be what `load` imports. */
  file: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const adminPages: readonly RemotePage[] = [
  {
    // one panel with sidebar tabs; the tab follows the URL
    paths: ['/admin', '/admin/reports', '/admin/comments'],
    expose: './AdminPage',
    file: './pages/AdminPage.tsx',
    load: () => import('./pages/AdminPage'),
  },
  {
    paths: ['/admin/brand/edit/:id'],
    expose: './AdminBrandEditPage',
    file: './pages/AdminBrandEditPage.tsx',
    load: () => import('./pages/AdminBrandEditPage'),
  },
  {
    paths: ['/migration'],
    expose: './MigrationPage',
    file: './pages/MigrationPage.tsx',
    load: () => import('./pages/MigrationPage'),
  },
];

/** Everything this remote exposes: its pages, nothing else. */
export const adminModules: readonly RemotePage[] = [...adminPages];
