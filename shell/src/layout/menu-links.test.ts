import { describe, expect, it } from 'vitest';
import { MENU_LINKS, MORE_LINKS, visibleLinks } from './menu-links';

const paths = (signedIn: boolean, isAdmin: boolean) =>
  visibleLinks([...MENU_LINKS, ...MORE_LINKS], signedIn, isAdmin).map((link) => link.to);

describe('menu links', () => {
  it('shows the spec links in order for a visitor, without My Brands and My Wallet', () => {
    expect(visibleLinks(MENU_LINKS, false, false).map((link) => link.to)).toEqual([
      '/',
      '/bycategory',
      '/bybrands',
      '/welcomebonus',
      '/create-brand',
    ]);
  });

  it('adds My Brands and My Wallet once signed in', () => {
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

  it('highlights Create Brand only', () => {
    expect(MENU_LINKS.filter((link) => link.highlighted).map((link) => link.to)).toEqual(['/create-brand']);
  });

  it('offers the admin panel to admins only', () => {
    expect(paths(true, false)).not.toContain('/admin');
    expect(paths(true, true)).toContain('/admin');
  });
});
