import * as z from '../shared/zod';
import { toDateOrNull } from './to-date';

export { toDateOrNull } from './to-date';

export const timestampSchema = z.pipe(z.optional(z.unknown()), z.transform(toDateOrNull));

/** Millis for sorting; missing dates sort as the oldest. */
export function timeOf(date: Date | null | undefined): number {
  return date ? date.getTime() : 0;
}
