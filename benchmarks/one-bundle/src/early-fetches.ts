// The one-bundle comparison build's stand-in for the shell's src/federation/early-fetches: no remotes.json and no
// manifests to fetch (see federation-runtime.ts).
import { DEFAULT_REMOTES, type RemotesMap } from '../../../shell/src/federation/remotes-map';

export function readRemotesMap(): Promise<RemotesMap> {
  return Promise.resolve(DEFAULT_REMOTES);
}

export function prefetchManifest(): void {}

export function takePrefetchedManifest(): undefined {
  return undefined;
}
