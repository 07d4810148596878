/** The package root of shared-services: Firebase, the queries and their schemas. */
export type Services = typeof import('@bonus-atlas/shared-services');

let loading: Promise<Services> | undefined;

/**
 * The shell's frame paints with `@bonus-atlas/shared-services/frame` only; everything that talks to
 * Firebase comes through here, fetched right after the first paint (boot) or on the first click that
 * needs it. Module Federation hands out the one shared copy either way. A failed download
 * is not remembered: the next call tries again.
 */
export function loadServices(): Promise<Services> {
  loading ??= import('@bonus-atlas/shared-services').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
