// A remote's pages, declared once in its src/routes.tsx and published by its build as pages.json beside
// its manifest (rspack.base.ts PageListPlugin), with the build's id. The shell's router, side menu,
// admin guard, boot prefetch and server render all read every remote's list from there. Data only, no
// code: a visitor's page carries the admin remote's list, never a byte of its code.

/** The list's file name, beside the remote's mf-manifest.json. */
export const PAGE_LIST_FILE = 'pages.json';

/** public: anyone; signed-in: the shell asks to sign in first; admin: role admin only (its remote is not even loaded otherwise). */
export type PageAccess = 'public' | 'signed-in' | 'admin';

/** Who sees a menu entry (spec §2: My Brands and My Wallet are for signed-in members only). */
export type MenuAudience = 'everyone' | 'signed-in' | 'admin';

/** Where a starter's argument is read: a parameter of the route's path (`slug` of `/category/:slug`) or of the query. */
export type StarterArgument = { path: string } | { query: string };

/**
 * The data a page reads first, started by boot beside the page's code and by the server render: a
 * starter of shared-services (its `pageStarters`: brandList, brandPage, categoryListing, ...) and where
 * its arguments come from. A path argument the starter does not know makes the address a 404.
 */
export interface PageStart {
  starter: string;
  args?: Record<string, StarterArgument>;
}

export interface PageMenuEntry {
  /** An i18n key every app has (`common:nav.home`), or the label in both languages. */
  label: string | { en: string; id: string };
  /** A menu icon's name (shell/src/layout/menu-icons.ts); an unknown one gets the default icon. */
  icon: string;
  /** The main list or the secondary one below the divider. */
  group: 'main' | 'more';
  /** Place in its list, lowest first, across every remote's entries. */
  order: number;
  audience: MenuAudience;
  highlighted?: boolean;
  /** The address the entry opens; the page's first path when left out. */
  to?: string;
}

/** One page of a remote, as the shell reads it. */
export interface PageDeclaration {
  /** The exposed module without `./`, loaded by the shell as `<remote>/<module>`. */
  module: string;
  /** Routes inside the shell (product spec §2) this page answers: literal segments and `:name` parameters. */
  paths: string[];
  access: PageAccess;
  /** Whether a visitor (or a signed-in member) gets the page rendered on the server. */
  serverRendered: boolean;
  /** Whether the page renders its own <title>, description and links (shared-ui PageHead); else the site's title. */
  ownHead: boolean;
  start?: PageStart;
  /**
   * A page of one member's own data (My Brands, the wallet) a signed-in member gets rendered on the
   * server: the member data it starts (shared-services/server's member starters: ownerBrands, wallet),
   * read with the member's own ID token. Visitors get the plain page (it asks them to sign in).
   */
  memberStart?: { starter: string };
  menu?: PageMenuEntry;
  /** Addresses of this page the sitemap lists (in English; /id twins are added); none when left out. */
  listed?: string[];
}

/** What pages.json holds. */
export interface PageList {
  remote: string;
  /** The remote build's id (its manifests' `buildVersion`). */
  buildVersion: string;
  pages: PageDeclaration[];
}

/** The declaration part of a remote's page entry (routes.tsx adds the expose name, file and loader). */
export type DeclaredPage = Omit<PageDeclaration, 'module'> & { expose: string };

/** A remote's pages.json from its routes.tsx entries. */
export function pageListOf(remote: string, buildVersion: string, pages: readonly DeclaredPage[]): PageList {
  return {
    remote,
    buildVersion,
    pages: pages.map(({ expose, paths, access, serverRendered, ownHead, start, memberStart, menu, listed }) => ({
      module: expose.replace(/^\.\//, ''),
      paths,
      access,
      serverRendered,
      ownHead,
      ...(start ? { start } : {}),
      ...(memberStart ? { memberStart } : {}),
      ...(menu ? { menu } : {}),
      ...(listed ? { listed } : {}),
    })),
  };
}
