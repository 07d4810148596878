import { z } from 'zod';
import { toDateOrNull } from './to-date';

export { toDateOrNull } from './to-date';

export const timestampSchema = z.unknown().optional().transform(toDateOrNull);

/** Millis for sorting; missing dates sort as the oldest. */
export function timeOf(date: Date | null | undefined): number {
  return date ? date.getTime() : 0;
}
