export type Records = typeof import('./records');

let loading: Promise<Records> | undefined;
let loaded: Records | undefined;

/**
 * The zod-built parsers and schemas (./records.ts), fetched once on first use; a failed download is
 * not kept, so the next call tries again.
 */
export function loadRecords(): Promise<Records> {
  loading ??= import('./records').then(
    (records) => (loaded = records),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The records if a read already fetched them, for what must answer at once (a query's initial data). */
export function recordsIfLoaded(): Records | undefined {
  return loaded;
}
