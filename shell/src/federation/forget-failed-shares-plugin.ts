import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface ShareEntry {
  get?: () => unknown;
  loading?: Promise<unknown> | null;
}

/**
 * beforeLoadShare: a shared module whose download failed (the phone was offline when a promotion was
 * first opened) is downloaded again the next time it is asked for. The runtime keeps the failed load's
 * promise on the share scope's entry and hands it to every later caller, so one failure offline broke
 * the promotion modal until a reload. Each entry's `get` is wrapped once to drop that promise on failure.
 */
export function forgetFailedSharesPlugin(): ModuleFederationRuntimePlugin {
  const wrapped = new WeakSet<ShareEntry>();
  return {
    name: 'bonus-atlas-forget-failed-shares',
    beforeLoadShare(args) {
      const scopes = args.origin.shareScopeMap as Record<string, Record<string, Record<string, ShareEntry>>>;
      for (const scope of Object.values(scopes)) {
        for (const entry of Object.values(scope[args.pkgName] ?? {})) {
          const get = entry.get;
          if (wrapped.has(entry) || typeof get !== 'function') continue;
          wrapped.add(entry);
          entry.get = () =>
            Promise.resolve()
              .then(get)
              .catch((error: unknown) => {
                entry.loading = null;
                throw error;
              });
        }
      }
      return args;
    },
  };
}
