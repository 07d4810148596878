import * as z from '../shared/zod';
import { toDateOrNull } from './to-date';

export { timeOf, toDateOrNull } from './to-date';

export const timestampSchema = z.pipe(z.optional(z.unknown()), z.transform(toDateOrNull));
