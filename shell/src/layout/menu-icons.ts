import type { ComponentType, SVGProps } from 'react';
import {
  Building2,
  Flag,
  Folder,
  Gift,
  Heart,
  Home,
  Plus,
  Search,
  Tag,
  Trophy,
  Wallet,
} from '@bonus-atlas/shared-ui/icons';

export type MenuIcon = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * The icons a remote's menu entry may name (its pages.json says `icon: 'gift'`): a fixed set, so the
 * menu's code carries these few rather than every icon of the library. An unknown name gets the folder.
 */
const MENU_ICONS: Readonly<Record<string, MenuIcon>> = {
  home: Home,
  folder: Folder,
  building: Building2,
  gift: Gift,
  plus: Plus,
  wallet: Wallet,
  search: Search,
  heart: Heart,
  flag: Flag,
  tag: Tag,
  trophy: Trophy,
};

export function menuIcon(name: string): MenuIcon {
  return (Object.hasOwn(MENU_ICONS, name) ? MENU_ICONS[name] : undefined) ?? Folder;
}
