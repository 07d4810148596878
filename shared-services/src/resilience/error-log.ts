import type { ErrorClass } from './classify-error';

export interface ErrorLogEntry {
  at: Date;
  errorClass: ErrorClass;
  message: string;
  context: string;
}

// spec §8: the error log keeps 100 entries
export const ERROR_LOG_LIMIT = 100;

const entries: ErrorLogEntry[] = [];

export function recordError(entry: ErrorLogEntry): void {
  entries.push(entry);
  if (entries.length > ERROR_LOG_LIMIT) entries.splice(0, entries.length - ERROR_LOG_LIMIT);
}

/** Oldest first, at most 100. */
export function getErrorLog(): readonly ErrorLogEntry[] {
  return [...entries];
}

export function clearErrorLog(): void {
  entries.length = 0;
}
