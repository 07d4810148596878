import { fetchRemotesMap, type RemoteName, type RemotesMap } from './remotes-map';

// What the federation runtime will ask for first, asked for earlier: the remotes map while
// the bootstrap chunks download, the route's manifest while the frame renders. Each saves a round trip
// on the way to the first page. The one-bundle comparison build swaps this module for a no-op.

let remotesMap: Promise<RemotesMap> | undefined;
const manifests = new Map<string, Promise<Response>>();

/** /remotes.json, read once per page (its failure is already a fallback map, so it never rejects). */
export function readRemotesMap(): Promise<RemotesMap> {
  remotesMap ??= fetchRemotesMap();
  return remotesMap;
}

/** Starts fetching `remote`'s manifest now, for the runtime's first request of it (`takePrefetchedManifest`). */
export function prefetchManifest(remote: RemoteName): void {
  void readRemotesMap().then((remotes) => {
    const url = remotes[remote];
    if (manifests.has(url)) return;
    const early = fetch(url);
    // a failure is the runtime's to see (it retries), not an unhandled rejection when nobody takes it
    early.catch(() => undefined);
    manifests.set(url, early);
  });
}

/**
 * The early answer for a manifest URL, handed out once: the runtime asks for a manifest once per page,
 * and a retry must go to the network again. Undefined when nothing was fetched early for it.
 */
export function takePrefetchedManifest(url: string): Promise<Response> | undefined {
  const early = manifests.get(url);
  manifests.delete(url);
  return early;
}
