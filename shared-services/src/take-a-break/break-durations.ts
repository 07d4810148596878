/** Take a break: the lengths a user can choose; firestore.rules allow at most 91 days ahead. */
export const BREAK_DURATIONS = ['24h', '30d', '90d'] as const;
export type BreakDuration = (typeof BREAK_DURATIONS)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const BREAK_DURATION_MS: Record<BreakDuration, number> = {
  '24h': 24 * HOUR_MS,
  '30d': 30 * DAY_MS,
  '90d': 90 * DAY_MS,
};

/** When a break chosen now ends. */
export function breakEnd(duration: BreakDuration, now: Date = new Date()): Date {
  return new Date(now.getTime() + BREAK_DURATION_MS[duration]);
}

/** The later of the user's record and this browser's break, if it is still running. */
export function activeBreakEnd(
  ends: readonly (Date | null | undefined)[],
  now: Date = new Date(),
): Date | null {
  const latest = ends.reduce<Date | null>((later, end) => (end && (!later || end > later) ? end : later), null);
  return latest && latest > now ? latest : null;
}
