import { createElement, type ComponentType, type SVGProps } from 'react';
import type { MenuIconDrawing, PageMenuEntry } from '../../../federation.pages';
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
 * The icons a page list published before drawings (its pages.json said only `icon: 'gift'`) could name;
 * an unknown name gets the folder. A remote's build now publishes the drawing of the lucide icon it chose.
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

// the shapes an icon is drawn with, and their geometry: nothing in a page list can script or link
const SHAPES = new Set(['path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect']);
const GEOMETRY = new Set(['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'width', 'height', 'points']);

/** Draws a remote's icon as lucide draws its own (24 × 24, stroked in the text's colour). */
function drawnIcon({ name, node }: MenuIconDrawing): MenuIcon {
  const shapes = node.flatMap(([tag, attributes], index) =>
    SHAPES.has(tag)
      ? [
          createElement(tag, {
            key: index,
            ...Object.fromEntries(Object.entries(attributes).filter(([attribute]) => GEOMETRY.has(attribute))),
          }),
        ]
      : [],
  );
  const Icon = (props: SVGProps<SVGSVGElement>) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'data-icon': name,
        ...props,
      },
      shapes,
    );
  return Icon;
}

export function menuIcon({ icon, drawing }: Pick<PageMenuEntry, 'icon' | 'drawing'>): MenuIcon {
  if (drawing) return drawnIcon(drawing);
  return (Object.hasOwn(MENU_ICONS, icon) ? MENU_ICONS[icon] : undefined) ?? Folder;
}
