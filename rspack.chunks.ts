/**
 * How the shell's chunks are cut (rspack.base.ts's host config). Left to the defaults, every shared module and every library
 * two of them use became a chunk of its own: about 20 scripts before the first page, each costing a round
 * trip on a phone's 6 connections, and small libraries (lucide's core, parts of TanStack Query) copied
 * into several chunks. These groups make one chunk per library family, fetched by whichever shared
 * module needs it first:
 * - react: React, ReactDOM and the scheduler (react, react/jsx-runtime, react-dom, react-dom/client);
 * - ui: shared-ui with i18next and lucide-react (the frame's components);
 * - texts-en, texts-id: each language's shared texts (common and the shell's), one fetched per page;
 * - router: react-router with shared-ui/router;
 * - frame: TanStack Query's client and provider, and zustand (the query client and the session store);
 * - federation: the federation runtime with the shell's start of it;
 * - data: TanStack Query's observers and hooks (what the pages read through);
 * - zod, resilience (cockatiel), firestore (Firestore Lite) and firebase (its core): each fetched on first
 *   use, so a server-rendered page's takeover downloads none of them. Auth and Storage stay in their own
 *   chunks, fetched when needed.
 * Measured side by side (5 runs, home): 10 scripts instead of 19 from the shell, 266 -> 256 kB of
 * JavaScript in all. The one-bundle comparison build keeps the defaults.
 */
export function hostChunkGroups() {
  const group = (name: string, pattern: RegExp, priority = 20) => ({
    name,
    // matched against the module's file path
    test: pattern,
    enforce: true,
    priority,
  });
  return {
    chunks: 'async' as const,
    cacheGroups: {
      react: group('react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, 30),
      router: group(
        'router',
        /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]|[\\/]shared-ui[\\/]src[\\/]router\.ts$/,
        25,
      ),
      // (but the account menu's dropdown code, from shared-ui/manage: it comes with the menu, a member's
      // alone; its stylesheet stays here, in the frame's, so a member's server page shows it styled)
      ui: group(
        'ui',
        /[\\/]node_modules[\\/](i18next|lucide-react)[\\/]|[\\/]shared-ui[\\/]src[\\/](?!dropdown[\\/]DropdownMenu\.tsx$)/,
      ),
      // each language's shared texts (shared-ui's common, the shell's): a page loads its own language's
      // (shared-ui's i18n/language-texts.ts), the other's on a switch
      textsEn: group(
        'texts-en',
        /[\\/](shared-ui[\\/]src[\\/]i18n[\\/]resources[\\/]common\.en|shell[\\/]src[\\/]i18n-texts)\.ts$/,
        26,
      ),
      textsId: group(
        'texts-id',
        /[\\/](shared-ui[\\/]src[\\/]i18n[\\/]resources[\\/]common\.id|shell[\\/]src[\\/]i18n-texts\.id)\.ts$/,
        26,
      ),
      // the query client, its provider and hydration (a server-rendered page), with shared-services'
      // frame entry (the session store's and the query client's names: one request less); the observers
      // and hooks only the pages use go with the data
      frame: group(
        'frame',
        /[\\/]node_modules[\\/](zustand[\\/]|@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](?!(queryObserver|infiniteQueryObserver|mutationObserver|queriesObserver|streamedQuery)\.js)|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js)|[\\/]shared-services[\\/]src[\\/]frame\.ts$/,
        22,
      ),
      // the federation runtime, started after the first paint (shell/src/federation/host-runtime.ts)
      // with the shell's start of it (host-runtime.ts, host-shared.ts), which always comes with it: one
      // request instead of two
      federation: group(
        'federation',
        /[\\/]node_modules[\\/]@module-federation[\\/]|[\\/]shell[\\/]src[\\/]federation[\\/]host-(runtime|shared)\.ts$/,
      ),
      data: group('data', /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/),
      // zod, fetched with shared-services' records (model/load-records.ts) on the first read, form check
      // or page list check, and cockatiel with the first resilient call (resilience/load-cockatiel.ts):
      // a server-rendered page's takeover needs neither
      zod: group('zod', /[\\/]node_modules[\\/]zod[\\/]/),
      resilience: group('resilience', /[\\/]node_modules[\\/]cockatiel[\\/]/),
      // Firestore Lite, fetched on the first read or write (shared-services' firestore-sdk.ts), so a
      // server-rendered page's takeover does without it; the Firebase core apart, which Auth needs too
      // (one chunk of both had a visitor's first tap, which starts Auth, download Firestore as well)
      firestore: group(
        'firestore',
        /[\\/]node_modules[\\/](firebase[\\/]firestore|@firebase[\\/](firestore|webchannel-wrapper))[\\/]/,
      ),
      firebase: group(
        'firebase',
        /[\\/]node_modules[\\/](firebase[\\/]app|@firebase[\\/](app|util|component|logger)|idb)[\\/]/,
      ),
    },
  };
}

/**
 * A remote's chunks: the defaults, except zod, which comes with the remote's own copy of the domain
 * (shared-services' records, loaded on the first read or form check: model/load-records.ts): one chunk
 * of its own, so a server-rendered page's takeover is seen to do without it.
 */
export function remoteChunkGroups() {
  return {
    chunks: 'async' as const,
    cacheGroups: {
      zod: { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, enforce: true, priority: 20 },
    },
  };
}
