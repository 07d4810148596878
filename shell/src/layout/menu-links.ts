import type { ComponentType, SVGProps } from 'react';
import { Building2, Flag, Folder, Gift, Heart, Home, Plus, Search, Wallet } from '@bonus-atlas/shared-ui/icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export interface MenuLink {
  to: string;
  /** i18n key (common: or shell: namespace). */
  label: string;
  icon: Icon;
  /** who sees it: spec §2 — My Brands and My Wallet are signed-in only. */
  audience: 'everyone' | 'signed-in' | 'admin';
  highlighted?: boolean;
}

export const MENU_LINKS: readonly MenuLink[] = [
  { to: '/', label: 'common:nav.home', icon: Home, audience: 'everyone' },
  { to: '/bycategory', label: 'common:nav.byCategories', icon: Folder, audience: 'everyone' },
  { to: '/bybrands', label: 'common:nav.byBrands', icon: Building2, audience: 'everyone' },
  { to: '/welcomebonus', label: 'common:nav.welcomeBonus', icon: Gift, audience: 'everyone' },
  { to: '/create-brand', label: 'common:nav.createBrand', icon: Plus, audience: 'everyone', highlighted: true },
  { to: '/mybrands', label: 'common:nav.myBrands', icon: Building2, audience: 'signed-in' },
  { to: '/transactions', label: 'common:nav.myWallet', icon: Wallet, audience: 'signed-in' },
];

/** Secondary links so every route of the spec is reachable from the menu. */
export const MORE_LINKS: readonly MenuLink[] = [
  { to: '/search', label: 'common:nav.search', icon: Search, audience: 'everyone' },
  { to: '/favorites', label: 'common:nav.favorites', icon: Heart, audience: 'everyone' },
  { to: '/admin', label: 'common:nav.admin', icon: Flag, audience: 'admin' },
  { to: '/migration', label: 'shell:nav.migration', icon: Folder, audience: 'signed-in' },
];

export function visibleLinks(links: readonly MenuLink[], signedIn: boolean, isAdmin: boolean): MenuLink[] {
  return links.filter(
    (link) =>
      link.audience === 'everyone' ||
      (link.audience === 'signed-in' && signedIn) ||
      (link.audience === 'admin' && isAdmin),
  );
}
