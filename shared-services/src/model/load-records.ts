export type Records = typeof import('./records');

let loading: Promise<Records> | undefined;

/**
 * The zod-built parsers and schemas (./records.ts), fetched once on first use; a failed download is
 * not kept, so the next call tries again.
 */
export function loadRecords(): Promise<Records> {
  loading ??= import('./records').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

