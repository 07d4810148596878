type CockatielPolicy = typeof import('./cockatiel-policy');

let loading: Promise<CockatielPolicy> | undefined;
let loaded: CockatielPolicy | undefined;

/** The cockatiel-built policies (./cockatiel-policy.ts), fetched once; a failed download is not kept. */
export function loadCockatiel(): Promise<CockatielPolicy> {
  loading ??= import('./cockatiel-policy').then(
    (policies) => (loaded = policies),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The policies once loaded: a call then starts its deadline at once, in the caller's task. */
export function cockatielIfLoaded(): CockatielPolicy | undefined {
  return loaded;
}
