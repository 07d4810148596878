export type StarFill = 'full' | 'half' | 'empty';

/** Spec: whole stars for the integer part, a half star when the rest is .5 or more. */
export function starFills(value: number, max = 5): StarFill[] {
  const rating = Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  return Array.from({ length: max }, (_, index) => {
    if (index < full) return 'full';
    if (index === full && half) return 'half';
    return 'empty';
  });
}
