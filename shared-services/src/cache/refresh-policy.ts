// spec §9 background refresh: every 5 min, bounded 1–30 min, doubled after more than 3 consecutive
// errors; on tab visible when the data is older than 2 min; on reconnect.
export const REFRESH_INTERVAL_MS = 5 * 60 * 1000;
export const MIN_REFRESH_INTERVAL_MS = 60 * 1000;
export const MAX_REFRESH_INTERVAL_MS = 30 * 60 * 1000;
export const VISIBLE_REFRESH_AGE_MS = 2 * 60 * 1000;
export const ERRORS_BEFORE_BACKOFF = 3;

export function backgroundRefreshInterval(consecutiveErrors: number, baseMs: number = REFRESH_INTERVAL_MS): number {
  const interval = consecutiveErrors > ERRORS_BEFORE_BACKOFF ? baseMs * 2 : baseMs;
  return Math.min(MAX_REFRESH_INTERVAL_MS, Math.max(MIN_REFRESH_INTERVAL_MS, interval));
}

export function shouldRefreshOnVisible(dataUpdatedAt: number, now: number = Date.now()): boolean {
  return now - dataUpdatedAt > VISIBLE_REFRESH_AGE_MS;
}

// spec §4: a forced refresh shows progress rising to 95 % over 10 s, then 100 on completion
export const FORCED_REFRESH_RAMP_MS = 10_000;
export const FORCED_REFRESH_CEILING = 95;

export function forcedRefreshProgress(elapsedMs: number, done = false): number {
  if (done) return 100;
  const ratio = Math.min(1, Math.max(0, elapsedMs / FORCED_REFRESH_RAMP_MS));
  return Math.round(ratio * FORCED_REFRESH_CEILING);
}
