// A remote's pages, declared once in its src/routes.tsx and published by its build as pages.json beside
// its manifest (rspack.base.ts PageListPlugin), with the build's id. The shell's router, side menu,
// admin guard, boot prefetch and server render all read every remote's list from there. Data only, no
// code: a visitor's page carries the admin remote's list, never a byte of its code.
import type { QueryClient } from '@tanstack/react-query';

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
 * loader of the remote's own `./pageData` (PageDataModule below: brandList, brandPage, categoryListing,
 * ...) and where its arguments come from. A path argument the loader does not accept makes the address a 404.
 */
export interface PageStart {
  starter: string;
  args?: Record<string, StarterArgument>;
}

/** A menu icon as drawn on lucide's 24 × 24 stroked grid: its shapes, each a tag and its attributes. */
export interface MenuIconDrawing {
  name: string;
  node: ReadonlyArray<readonly [tag: string, attributes: Readonly<Record<string, string>>]>;
}

export interface PageMenuEntry {
  /**
   * The label in both languages, from the remote's own texts (its `menu` texts), as its page SEO texts are
   * the remote's own. An i18n key every app has (`common:nav.home`) is still read: lists published before.
   */
  label: string | { en: string; id: string };
  /**
   * The remote's choice of any lucide icon, by its name (`'gift'`): its build publishes the icon's
   * `drawing` beside it in pages.json (rspack.plugins.ts), which the shell draws (shell/src/layout/menu-icons.ts).
   */
  icon: string;
  /** Made by the build from `icon`; a shell from before drawings reads only `icon`. */
  drawing?: MenuIconDrawing;
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
   * server: the loader of the remote's own `./pageData` that reads it (its `memberPageData`: ownerBrands,
   * wallet), with the member's own ID token. Visitors get the plain page (it asks them to sign in). Kept
   * in the list (data, no code) so the server knows before loading any of the remote's code which
   * addresses a member gets rendered.
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

/** One module a remote exposes, as its src/routes.tsx lists it (`Component`: React's ComponentType). */
export interface RemoteModule<Component> {
  /** Module Federation expose name, loaded by the shell as `<remote>/<name>`. */
  expose: string;
  /** Source file relative to src/; must be what `load` imports. */
  file: string;
  load: () => Promise<{ default: Component }>;
}

/** One page of a remote's src/routes.tsx: its declaration and its module (the one declaration every remote uses). */
export interface RemotePage<Component> extends RemoteModule<Component>, DeclaredPage {}

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

// A remote's `./pageData` module (src/page-data.ts): its pages' first reads, by the name its page list
// gives (`start.starter`). Boot in the browser and the server render load it from the remote, as they
// load its pages; each loader lives beside its page and reads through the remote's own copy of the
// domain, so a data change ships with the remote, in the browser and in the server's HTML alike.

/** A loader's arguments, read from the address by the page's declaration. */
export type PageArgs = Readonly<Record<string, string | undefined>>;

/** What a rendered page answers: a 404 for no such page, or the address it is spelt as (301). */
export type PageDataOutcome = { status: 200 | 404 } | { status: 301; path: string };

export interface PageDataLoader {
  /** Starts the page's first reads into the query cache. */
  start(queryClient: QueryClient, args: PageArgs): Promise<void>;
  /**
   * Whether every visitor's page can show what the arguments ask for (the server reads only such data,
   * so a stranger's address neither reaches the database from the server nor leaves anything behind).
   */
  accepts?(queryClient: QueryClient, args: PageArgs): Promise<boolean>;
  /** The path a moved page now has (a brand's old slug), null when it has not moved. Its own deadline is the caller's. */
  redirect?(args: PageArgs): Promise<string | null>;
  /** What the page answers, from the data `start` put in the cache (English path; the caller adds the language). */
  outcome?(queryClient: QueryClient, args: PageArgs): PageDataOutcome;
  /** The path of an address spelt otherwise (a slug in other letter case), null when it is spelt right. */
  settledPath?(args: PageArgs): Promise<string | null>;
  /** Keeps what a server-rendered page came with (the brand list as this browser's saved copy), in the browser. */
  adopt?(queryClient: QueryClient): void;
}

/**
 * The member a page of their own data is rendered for, as the shell's server verified and read them: the
 * session is the shell's (one per page), the page's reads are the remote's.
 */
export interface PageMember {
  uid: string;
  /** Their ID token, verified: the loader reads as them, so the security rules decide as for their browser. */
  idToken: string;
  /**
   * users/{uid} as the shell read it (null when not written yet). A loader relies only on these fields:
   * the rest is parsed by the shell's copy of the domain, of another version than the remote's.
   */
  profile: Readonly<{ role: string; displayName: string }> | null;
}

/** What the shell's server hands a member page's loader: what only it knows. */
export interface MemberPageRead {
  member: PageMember;
  /** The render's query cache, under the keys the page's hooks read. */
  queryClient: QueryClient;
  /** The render's deadline: every read stops with it. */
  signal: AbortSignal;
  /** The database's REST origin and documents root for this site's project (the emulator's when built for them). */
  firestore: { origin: string; root: string };
}

export interface MemberPageDataLoader {
  /**
   * Reads the page's data as the member into the render's cache. False when the page is not rendered
   * for this member (an admin's My Brands lists every brand: their browser reads it); throws when a read
   * fails. Either way the member then gets the plain page.
   */
  start(read: MemberPageRead): Promise<boolean>;
}

/** The `./pageData` module of a remote. */
export interface PageDataModule {
  pageData: Readonly<Record<string, PageDataLoader>>;
  /** The loaders of its pages of one member's own data, by the name their `memberStart` gives. */
  memberPageData?: Readonly<Record<string, MemberPageDataLoader>>;
}

/** The expose name of a remote's page data module (rspack.base.ts pageDataExpose). */
export const PAGE_DATA_EXPOSE = 'pageData';

/** The named loader of a remote's page data module, none for a name it does not have (a list from another build). */
export function pageDataLoader(module: PageDataModule | null | undefined, name: string): PageDataLoader | undefined {
  const loaders = module?.pageData;
  return loaders && Object.hasOwn(loaders, name) ? loaders[name] : undefined;
}

/** The named member page loader of a remote's page data module, none for a name it does not have. */
export function memberPageDataLoader(
  module: PageDataModule | null | undefined,
  name: string,
): MemberPageDataLoader | undefined {
  const loaders = module?.memberPageData;
  return loaders && Object.hasOwn(loaders, name) ? loaders[name] : undefined;
}
