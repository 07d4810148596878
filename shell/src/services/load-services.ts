/** shared-services' kernel: Firebase, the session, the query client, resilience, the per-page stores. */
export type Services = typeof import('@bonus-atlas/shared-services/kernel');

let loading: Promise<Services> | undefined;

/**
 * The shell's frame paints with `@bonus-atlas/shared-services/frame` only; everything that talks to
 * Firebase comes through here, fetched right after the first paint (boot) or on the first click that
 * needs it. Module Federation hands out the one shared copy either way. A failed download
 * is not remembered: the next call tries again.
 */
export function loadServices(): Promise<Services> {
  loading ??= import('@bonus-atlas/shared-services/kernel').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The shell's own copy of the domain (the package root: records, queries), for what the shell reads
 * itself, rarely: a page list that did not come with the HTML, the sitemap's brands. The pages' data is
 * their remotes' (./pageData), so a visitor's page does not download this.
 */
export function loadDomain(): Promise<typeof import('@bonus-atlas/shared-services')> {
  return import('@bonus-atlas/shared-services');
}
