import * as z from '../shared/zod';

// Lenient readers for Firestore data written by older versions of the product: never throw on a
// missing or oddly typed field, normalise to what the UI expects instead.
export const text = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')),
);

export const flag = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === true || value === 'true'),
);

export const textList = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [],
  ),
);

/** A number that may arrive as a string; 0 when missing or invalid. */
export const lenientNumber = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => {
    const parsed = typeof value === 'string' ? Number.parseFloat(value) : value;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
  }),
);

export const optionalText = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (typeof value === 'string' && value !== '' ? value : undefined)),
);
