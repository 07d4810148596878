import { importOnce } from '../shared/import-once';

type CockatielPolicy = typeof import('./cockatiel-policy');

let loaded: CockatielPolicy | undefined;

/** The cockatiel-built policies (./cockatiel-policy.ts), fetched once. */
export const loadCockatiel: () => Promise<CockatielPolicy> = importOnce(() =>
  import('./cockatiel-policy').then((policies) => (loaded = policies)),
);

/** The policies once loaded: a call then starts its deadline at once, in the caller's task. */
export function cockatielIfLoaded(): CockatielPolicy | undefined {
  return loaded;
}
