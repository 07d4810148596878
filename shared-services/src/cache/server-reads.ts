/**
 * Public reads that every page the server renders may share (the brand list, a brand's promotions, a
 * slug's claim): one answer serves the pages rendered within a short time, and identical reads in
 * flight are one request. Only the render server installs a store (shareServerReads); in a browser
 * every read goes to the database and TanStack Query keeps its answer, so nothing here is cached.
 */
export interface ServerReads {
  /** `load`'s answer for `key`, kept `ttlMs`; a read of the same key in flight is joined, a failure is not kept. */
  read<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
}

let installed: ServerReads | null = null;

/** The render server's store of shared reads (null: none, each read goes to the database). */
export function shareServerReads(reads: ServerReads | null): void {
  installed = reads;
}

/** `load()` through the server's shared reads when it has them, else `load()` itself. */
export function sharedRead<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  return installed ? installed.read(key, ttlMs, load) : load();
}

/**
 * How long the server's pages share the brand list and a brand's promotions: enough to make a burst of
 * visitors one read, short enough that a page loaded after a write shows it (a CDN keeps rendered
 * pages longer than this in production anyway, `s-maxage=60`).
 */
export const SHARED_LIST_MS = 2000;
