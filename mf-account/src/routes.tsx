// The single list of this remote's pages and exposed components: the MF exposes and the published
// pages.json (the shell's router, menu, boot prefetch and server render read it) come from it. Kept
// free of JSX and React imports so rspack.config.ts can read it.
import type { ComponentType } from 'react';
import type { RemotePage as SharedRemotePage } from '../../federation.pages';
import { accountEn } from './i18n/texts.en';
import { accountId } from './i18n/texts.id';

// every account page shows its own signed-out message (spec: Please Sign In / Please Log In), so each is
// open to everyone; they show one member's data, so a visitor's browser renders them; My Brands and the
// wallet are rendered on the server for a signed-in member (memberStart: the loader in page-data.ts that
// reads their data as them)
type RemotePage = SharedRemotePage<ComponentType>;

/** A menu label in both languages, from this remote's own texts (the shell shows it as published). */
const menuLabel = (key: keyof typeof accountEn.menu) => ({ en: accountEn.menu[key], id: accountId.menu[key] });

export const accountPages: readonly RemotePage[] = [
  {
    paths: ['/profile'],
    access: 'public',
    serverRendered: false,
    ownHead: false,
    expose: './ProfilePage',
    file: './pages/ProfilePage.tsx',
    load: () => import('./pages/ProfilePage'),
  },
  {
    paths: ['/transactions'],
    access: 'public',
    serverRendered: false,
    ownHead: false,
    memberStart: { starter: 'wallet' },
    menu: { label: menuLabel('myWallet'), icon: 'wallet', group: 'main', order: 70, audience: 'signed-in' },
    expose: './TransactionsPage',
    file: './pages/TransactionsPage.tsx',
    load: () => import('./pages/TransactionsPage'),
  },
  {
    paths: ['/mybrands'],
    access: 'public',
    serverRendered: false,
    ownHead: false,
    memberStart: { starter: 'ownerBrands' },
    menu: { label: menuLabel('myBrands'), icon: 'building-complex', group: 'main', order: 60, audience: 'signed-in' },
    expose: './MyBrandsPage',
    file: './pages/MyBrandsPage.tsx',
    load: () => import('./pages/MyBrandsPage'),
  },
  {
    paths: ['/create-brand'],
    access: 'public',
    serverRendered: false,
    ownHead: false,
    menu: {
      label: menuLabel('createBrand'),
      icon: 'plus',
      group: 'main',
      order: 50,
      audience: 'everyone',
      highlighted: true,
    },
    expose: './CreateBrandPage',
    file: './pages/CreateBrandPage.tsx',
    load: () => import('./pages/CreateBrandPage'),
  },
  {
    paths: ['/edit-brand/:id'],
    access: 'public',
    serverRendered: false,
    ownHead: false,
    expose: './EditBrandPage',
    file: './pages/EditBrandPage.tsx',
    load: () => import('./pages/EditBrandPage'),
  },
];

/** Components other remotes load through federation (the admin remote's brand edit page). */
export const accountComponents = [
  { expose: './BrandEditor', file: './features/brand-editor/BrandEditor.tsx' },
] as const;

/** Everything this remote exposes. */
export const accountModules = [...accountPages, ...accountComponents];
