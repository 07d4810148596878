import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { SharedPackage } from '../../../federation.shared';
import { packageOf } from './host-shared';

/** Baked in by rspack.base.ts from federation.shared.ts: the version of each shared package the shell has. */
declare const __PROVIDED_PACKAGES__: Record<SharedPackage, { version: string; requiredVersion: string }>;

/** A shared module as a remote's manifest names it: the range of it the remote was built to require. */
export interface RequiredShare {
  name: string;
  requiredVersion?: string | false;
}

/** A shared package the shell cannot give a remote: the range it requires, the version the shell has. */
export interface UnsatisfiedShare {
  pkg: string;
  required: string;
  provided: string;
}

/**
 * The shared packages whose range a remote requires (its manifest's `shared`) the shell's version does
 * not satisfy, by the federation runtime's own range check (`satisfy`). The runtime itself only warns
 * and hands the remote the shell's singleton anyway, so a remote built against an incompatible
 * shared package would run on code it was not built for: the caller refuses it as skew instead.
 */
export function unsatisfiedShares(
  shared: readonly RequiredShare[] | undefined,
  provided?: Partial<Record<string, { version: string }>>,
): UnsatisfiedShare[] {
  const required = (shared ?? []).filter(
    (share): share is RequiredShare & { requiredVersion: string } =>
      typeof share.requiredVersion === 'string' && share.requiredVersion !== '*',
  );
  if (required.length === 0) return [];
  const have = provided ?? __PROVIDED_PACKAGES__;
  const found = new Map<string, UnsatisfiedShare>();
  for (const { name, requiredVersion } of required) {
    const pkg = packageOf(name);
    const version = have[pkg]?.version;
    if (version && !satisfy(version, requiredVersion))
      found.set(pkg, { pkg, required: requiredVersion, provided: version });
  }
  return [...found.values()];
}

/** One line naming both versions of each refused package. */
export function describeSkew(remote: string, unsatisfied: readonly UnsatisfiedShare[]): string {
  const parts = unsatisfied.map(({ pkg, required, provided }) => `${pkg} ${required} (the shell has ${provided})`);
  return `${remote} requires ${parts.join(', ')}: refused as skew`;
}

/**
 * Refuses, in the browser, a remote whose manifest requires a shared range the shell cannot satisfy:
 * loading it fails (the section shows its notice and Retry, fallback-plugin.ts) and the console names
 * both versions. Nothing of the remote's code runs.
 */
export function sharedRangesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bonus-atlas-shared-ranges',
    loadRemoteSnapshot(args) {
      const shared = (args.manifestJson as { shared?: RequiredShare[] } | undefined)?.shared;
      const unsatisfied = unsatisfiedShares(shared);
      if (unsatisfied.length > 0) {
        const message = describeSkew(args.moduleInfo.name, unsatisfied);
        console.error(`[federation] ${message}`);
        throw new Error(message);
      }
      return args;
    },
  };
}
