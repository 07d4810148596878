import { importOnce } from '@bonus-atlas/shared-services/kernel';

export type Records = typeof import('./records');

/** The zod-built parsers and schemas (./records.ts), fetched once on first use. */
export const loadRecords: () => Promise<Records> = importOnce(() => import('./records'));

