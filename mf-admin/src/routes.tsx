// The single list of this remote's pages: the MF exposes and the published pages.json (the shell's
// router, menu and admin guard read it; data only, so a visitor's page may carry it while this remote's
// code stays with admins) come from it. Kept free of JSX and React imports so rspack.config.ts can read it.
import type { ComponentType } from 'react';
import type { RemotePage as SharedRemotePage } from '../../federation.pages';
import { adminEn } from './i18n/texts.en';
import { adminId } from './i18n/texts.id';

type RemotePage = SharedRemotePage<ComponentType>;

/** A menu label in both languages, from this remote's own texts (the shell shows it as published). */
const menuLabel = (key: keyof typeof adminEn.menu) => ({ en: adminEn.menu[key], id: adminId.menu[key] });

export const adminPages: readonly RemotePage[] = [
  {
    // one panel with sidebar tabs; the tab follows the URL
    paths: [
      '/admin',
      '/admin/reports',
      '/admin/withdrawals',
      '/admin/comments',
      '/admin/users',
      '/admin/users/:uid',
      '/admin/analytics',
      '/admin/settings',
    ],
    access: 'admin',
    serverRendered: false,
    ownHead: false,
    menu: { label: menuLabel('admin'), icon: 'flag', group: 'more', order: 30, audience: 'admin' },
    expose: './AdminPage',
    file: './pages/AdminPage.tsx',
    load: () => import('./pages/AdminPage'),
  },
  {
    paths: ['/admin/brand/edit/:id'],
    access: 'admin',
    serverRendered: false,
    ownHead: false,
    expose: './AdminBrandEditPage',
    file: './pages/AdminBrandEditPage.tsx',
    load: () => import('./pages/AdminBrandEditPage'),
  },
  {
    // spec §2 Migration tool: requires sign-in; its actions are admin-only (spec §6)
    paths: ['/migration'],
    access: 'signed-in',
    serverRendered: false,
    ownHead: false,
    menu: {
      label: menuLabel('migration'),
      icon: 'folder',
      group: 'more',
      order: 40,
      audience: 'signed-in',
    },
    expose: './MigrationPage',
    file: './pages/MigrationPage.tsx',
    load: () => import('./pages/MigrationPage'),
  },
];

/** Everything this remote exposes: its pages, nothing else. */
export const adminModules: readonly RemotePage[] = [...adminPages];
