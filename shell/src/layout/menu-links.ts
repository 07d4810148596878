import type { PageMenuEntry } from '../../../federation.pages';
import type { PageLists } from '../routes/page-lists';
import { REMOTE_NAMES } from '../federation/remotes-map';
import { menuIcon, type MenuIcon } from './menu-icons';

export interface MenuLink {
  to: string;
  /** An i18n key (common: or shell: namespace), or the label in both languages. */
  label: PageMenuEntry['label'];
  icon: MenuIcon;
  /** who sees it: spec §2 — My Brands and My Wallet are signed-in only. */
  audience: PageMenuEntry['audience'];
  highlighted?: boolean;
}

/**
 * The side menu's entries in `group` (the main list or the one below the divider), from every remote's
 * page list: each page whose declaration asks for an entry, by its `order`.
 */
export function menuLinks(lists: PageLists, group: PageMenuEntry['group']): MenuLink[] {
  return REMOTE_NAMES.flatMap((remote) => lists[remote]?.pages ?? [])
    .flatMap((page) =>
      page.menu?.group === group ? [{ menu: page.menu, to: page.menu.to ?? page.paths[0] ?? '/' }] : [],
    )
    .sort((a, b) => a.menu.order - b.menu.order)
    .map(({ menu, to }) => ({
      to,
      label: menu.label,
      icon: menuIcon(menu),
      audience: menu.audience,
      ...(menu.highlighted ? { highlighted: true } : {}),
    }));
}

export function visibleLinks(links: readonly MenuLink[], signedIn: boolean, isAdmin: boolean): MenuLink[] {
  return links.filter(
    (link) =>
      link.audience === 'everyone' ||
      (link.audience === 'signed-in' && signedIn) ||
      (link.audience === 'admin' && isAdmin),
  );
}
