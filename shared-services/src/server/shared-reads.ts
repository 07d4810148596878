import type { ServerReads } from '@bonus-atlas/shared-services/kernel';

/** Thrown when a new read would pass the bound of reads in flight: the caller sends its plain page. */
export class SharedReadsBusyError extends Error {
  constructor(limit: number) {
    super(`more than ${limit} distinct reads in flight`);
    this.name = 'SharedReadsBusyError';
  }
}

export interface SharedReadsStore extends ServerReads {
  /** Answers kept (each within its time). */
  size(): number;
  /** Distinct reads waiting for the database. */
  inFlight(): number;
}

/**
 * The render server's shared reads: at most `maxEntries` answers, each for its own time (oldest
 * dropped first), identical reads in flight joined, and at most `maxInFlight` distinct reads waiting at
 * once (a paused database or a flood of made-up addresses cannot pile up requests behind it: the next
 * one is refused at once). Hand-written: a Map in insertion order is the whole bound, and the join of
 * reads in flight is the part the usual LRU caches leave to the caller.
 */
export function createSharedReads({
  maxEntries,
  maxInFlight,
  now = Date.now,
}: {
  maxEntries: number;
  maxInFlight: number;
  now?: () => number;
}): SharedReadsStore {
  const answers = new Map<string, { value: unknown; until: number }>();
  const pending = new Map<string, Promise<unknown>>();
  return {
    read<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const kept = answers.get(key);
      if (kept && kept.until > now()) return Promise.resolve(kept.value as T);
      if (kept) answers.delete(key);
      const joined = pending.get(key);
      if (joined) return joined as Promise<T>;
      if (pending.size >= maxInFlight) return Promise.reject(new SharedReadsBusyError(maxInFlight));
      const reading = (async () => {
        try {
          const value = await load();
          answers.delete(key);
          answers.set(key, { value, until: now() + ttlMs });
          while (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
          return value;
        } finally {
          pending.delete(key);
        }
      })();
      pending.set(key, reading);
      return reading;
    },
    size: () => answers.size,
    inFlight: () => pending.size,
  };
}
