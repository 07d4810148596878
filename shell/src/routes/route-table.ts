// Every route of product spec §2, mapped to the remote and exposed module that renders it.
export type RemoteName = 'mf_catalog' | 'mf_promotions' | 'mf_account' | 'mf_admin';

/** public: anyone; signed-in: the shell asks to sign in first; admin: role admin only (remote not even loaded otherwise). */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

export interface RemoteRouteDefinition {
  path: string;
  remote: RemoteName;
  /** Exposed module name without `./`, e.g. `HomePage` → loadRemote('mf_catalog/HomePage'). */
  module: string;
  access: RouteAccess;
}

export const routeTable: readonly RemoteRouteDefinition[] = [
  { path: '/', remote: 'mf_catalog', module: 'HomePage', access: 'public' },
  { path: '/search', remote: 'mf_catalog', module: 'SearchPage', access: 'public' },
  { path: '/favorites', remote: 'mf_catalog', module: 'FavoritesPage', access: 'public' },
  // spec: /brand without a slug shows the default (highest-rated) brand
  { path: '/brand', remote: 'mf_catalog', module: 'BrandPage', access: 'public' },
  { path: '/brand/:slugOrId', remote: 'mf_catalog', module: 'BrandPage', access: 'public' },
  { path: '/bycategory', remote: 'mf_promotions', module: 'ByCategoryPage', access: 'public' },
  { path: '/bybrands', remote: 'mf_promotions', module: 'ByBrandsPage', access: 'public' },
  { path: '/welcomebonus', remote: 'mf_promotions', module: 'WelcomeBonusPage', access: 'public' },
  // account pages show their own signed-out messages (spec: Please Sign In / Please Log In)
  { path: '/profile', remote: 'mf_account', module: 'ProfilePage', access: 'public' },
  { path: '/transactions', remote: 'mf_account', module: 'TransactionsPage', access: 'public' },
  { path: '/mybrands', remote: 'mf_account', module: 'MyBrandsPage', access: 'public' },
  { path: '/create-brand', remote: 'mf_account', module: 'CreateBrandPage', access: 'public' },
  { path: '/edit-brand/:id', remote: 'mf_account', module: 'EditBrandPage', access: 'public' },
  { path: '/admin', remote: 'mf_admin', module: 'AdminPage', access: 'admin' },
  { path: '/admin/reports', remote: 'mf_admin', module: 'AdminPage', access: 'admin' },
  { path: '/admin/comments', remote: 'mf_admin', module: 'AdminPage', access: 'admin' },
  { path: '/admin/brand/edit/:id', remote: 'mf_admin', module: 'AdminBrandEditPage', access: 'admin' },
  // spec §2 Migration tool: requires sign-in; its actions are admin-only (spec §6)
  { path: '/migration', remote: 'mf_admin', module: 'MigrationPage', access: 'signed-in' },
];

export function remoteModuleId(route: Pick<RemoteRouteDefinition, 'remote' | 'module'>): string {
  return `${route.remote}/${route.module}`;
}
