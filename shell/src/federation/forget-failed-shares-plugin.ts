import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface ShareEntry {
  get?: () => unknown;
  loading?: Promise<unknown> | null;
}

type ShareScopeMap = Record<string, Record<string, Record<string, ShareEntry>>>;

/**
 * A shared module whose download failed (the phone was offline when a promotion was first opened) is
 * downloaded again the next time it is asked for. The runtime keeps the failed load's promise on the
 * share scope's entry and hands it to every later caller, so one failure offline broke the promotion
 * modal until a reload. Each entry's `get` is wrapped once to drop that promise on failure.
 *
 * The entries are wrapped where the shell sees them: before the shell loads a share, and after each
 * remote's container has put its own shares in the scope. The second matters because a remote loads
 * the shares it provides (shared-ui's markup and forms for the promotion modal) through its own
 * federation instance, whose hooks never reach this plugin, but it reads the same scope entries.
 */
export function forgetFailedSharesPlugin(): ModuleFederationRuntimePlugin {
  const wrapped = new WeakSet<ShareEntry>();
  const wrapEntry = (entry: ShareEntry) => {
    const get = entry.get;
    if (wrapped.has(entry) || typeof get !== 'function') return;
    wrapped.add(entry);
    entry.get = () =>
      Promise.resolve()
        .then(get)
        .catch((error: unknown) => {
          entry.loading = null;
          throw error;
        });
  };
  const wrapScopes = (scopes: ShareScopeMap, pkgName?: string) => {
    for (const scope of Object.values(scopes)) {
      const packages = pkgName === undefined ? Object.values(scope) : [scope[pkgName] ?? {}];
      for (const versions of packages) for (const entry of Object.values(versions)) wrapEntry(entry);
    }
  };
  return {
    name: 'bonus-atlas-forget-failed-shares',
    beforeLoadShare(args) {
      wrapScopes(args.origin.shareScopeMap as ShareScopeMap, args.pkgName);
      return args;
    },
    initContainer(args) {
      wrapScopes(args.origin.shareScopeMap as ShareScopeMap);
      return args;
    },
  };
}
