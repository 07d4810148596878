import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Folder } from '@bonus-atlas/shared-ui/icons';
import { menuIconDrawing } from '../../../rspack.plugins';
import { fixturePageLists } from '../routes/page-lists.fixture';
import { menuIcon } from './menu-icons';
import { menuLinks, visibleLinks } from './menu-links';

const MENU_LINKS = menuLinks(fixturePageLists, 'main');
const MORE_LINKS = menuLinks(fixturePageLists, 'more');

const paths = (signedIn: boolean, isAdmin: boolean) =>
  visibleLinks([...MENU_LINKS, ...MORE_LINKS], signedIn, isAdmin).map((link) => link.to);

describe('menu links from the remotes’ page lists', () => {
  it('draws any lucide icon a remote names, and a remote’s build stops at a name lucide does not have', async () => {
    const drawn = renderToStaticMarkup(createElement(menuIcon({ icon: 'trophy', drawing: await menuIconDrawing('trophy') })));
    expect(drawn).toMatch(/^<svg [^>]*data-icon="trophy"[^>]*>(<path d="[^"]+"><\/path>)+<\/svg>$/);
    await expect(menuIconDrawing('no-such-icon')).rejects.toThrow('not a lucide icon');
    await expect(menuIconDrawing('../../x')).rejects.toThrow('not a lucide icon name');
  });

  it('label every entry in English and Bahasa Indonesia from its remote’s own texts', () => {
    const labels = [...MENU_LINKS, ...MORE_LINKS].map((link) => link.label);
    expect(labels).toContainEqual({ en: 'Home', id: 'Beranda' });
    expect(labels).toContainEqual({ en: 'My Wallet', id: 'Dompet Saya' });
    for (const label of labels) expect(label).toEqual({ en: expect.any(String), id: expect.any(String) });
  });

  it('orders the entries of every remote by their order, for a visitor without My Brands', () => {
    expect(visibleLinks(MENU_LINKS, false, false).map((link) => link.to)).toEqual([
      '/',
      '/bycategory',
      '/bybrands',
      '/welcomebonus',
      '/create-brand',
    ]);
  });

  it('adds Create Brand, My Brands and My Wallet once signed in', () => {
    expect(visibleLinks(MENU_LINKS, true, false).map((link) => link.to)).toEqual([
      '/',
      '/bycategory',
      '/bybrands',
      '/welcomebonus',
      '/create-brand',
      '/mybrands',
      '/transactions',
    ]);
  });

  it('highlights what its declaration highlights, with the icon it names', () => {
    const highlighted = MENU_LINKS.filter((link) => link.highlighted);
    expect(highlighted.map((link) => link.to)).toEqual(['/create-brand']);
    const icon = highlighted[0]?.icon;
    const drawn = icon ? renderToStaticMarkup(createElement(icon, { width: 20 })) : '';
    // the account remote chose lucide's plus: its two strokes, drawn as lucide draws them
    expect(drawn).toMatch(/^<svg [^>]*data-icon="plus"/);
    expect(drawn).toMatch(/^<svg [^>]*width="20"/);
    expect(drawn).toContain('<path d="M5 12h14"></path><path d="M12 5v14"></path>');
  });

  it('offers the admin panel to admins only, at its first path', () => {
    expect(paths(true, false)).not.toContain('/admin');
    expect(paths(true, true)).toContain('/admin');
    expect(paths(true, false)).toContain('/migration');
  });

  it('shows a page a remote publishes with a menu entry, and none of a remote without a list', () => {
    const withNewPage = {
      ...fixturePageLists,
      mf_promotions: {
        remote: 'mf_promotions',
        buildVersion: 'next',
        pages: [
          {
            module: 'TopDealsPage',
            paths: ['/top-deals'],
            access: 'public' as const,
            serverRendered: true,
            ownHead: true,
            menu: {
              label: { en: 'Top deals', id: 'Promo teratas' },
              icon: 'no-such-icon',
              group: 'main' as const,
              order: 15,
              audience: 'everyone' as const,
            },
          },
        ],
      },
    };
    const links = menuLinks(withNewPage, 'main');
    expect(links.map((link) => link.to)).toEqual(['/', '/top-deals', '/create-brand', '/mybrands', '/transactions']);
    expect(links[1]).toMatchObject({ label: { en: 'Top deals', id: 'Promo teratas' }, icon: Folder });
    expect(menuLinks({ ...fixturePageLists, mf_promotions: undefined }, 'main').map((link) => link.to)).not.toContain(
      '/bycategory',
    );
  });
});
