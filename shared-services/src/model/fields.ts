import * as z from '../shared/zod';
import { readFlag, readNumber, readOptionalText, readText, readTextList } from './read-field';

// Lenient readers for Firestore data written by older versions of the product: never throw on a
// missing or oddly typed field, normalise to what the UI expects instead (./read-field.ts).
export const text = z.pipe(z.optional(z.unknown()), z.transform(readText));

export const flag = z.pipe(z.optional(z.unknown()), z.transform(readFlag));

export const textList = z.pipe(z.optional(z.unknown()), z.transform(readTextList));

/** A number that may arrive as a string; 0 when missing or invalid. */
export const lenientNumber = z.pipe(z.optional(z.unknown()), z.transform(readNumber));

export const optionalText = z.pipe(z.optional(z.unknown()), z.transform(readOptionalText));
