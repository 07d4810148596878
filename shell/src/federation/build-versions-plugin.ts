import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Each remote's build as this page loaded it (its manifest's `buildVersion`), by remote name. */
const loaded = new Map<string, string>();

/**
 * Notes the build of each remote the runtime loads, from the snapshot it makes of the remote's
 * manifest: a section the server rendered with another build is then rendered anew in the browser
 * (takeover/section-builds.ts) instead of hydrated against markup its code did not make.
 */
export function buildVersionsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bonus-atlas-build-versions',
    afterLoadSnapshot(args) {
      const { buildVersion } = args.remoteSnapshot as { buildVersion?: unknown };
      if (typeof buildVersion === 'string' && buildVersion !== '') loaded.set(args.moduleInfo.name, buildVersion);
      return args;
    },
  };
}

/** The build of `remote` this page loaded, or undefined before its manifest is in. */
export function loadedBuildOf(remote: string): string | undefined {
  return loaded.get(remote);
}
