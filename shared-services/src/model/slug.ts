/** spec §5: lowercase, keep word characters/spaces/hyphens, spaces → hyphens, collapse repeated hyphens. */
export function generateSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

export const SLUG_PATTERN = /^[a-z0-9_-]+$/;

/**
 * Days a renamed brand's old address stays its own (a redirect no other brand may take): long enough
 * for search engines to follow the redirect and for shared links to age. firestore.rules keeps the
 * same number (redirectReserved; rules/test/model-lists.test.ts compares them). Its owner may release
 * it earlier.
 */
export const OLD_ADDRESS_RESERVED_DAYS = 90;

/** When an old address renamed at `redirectedAt` is free for other brands. */
export function oldAddressReservedUntil(redirectedAt: Date): Date {
  return new Date(redirectedAt.getTime() + OLD_ADDRESS_RESERVED_DAYS * 24 * 60 * 60 * 1000);
}
export const MAX_SLUG_ATTEMPTS = 100;

export class SlugUnavailableError extends Error {
  constructor(readonly baseSlug: string) {
    super(`Could not find a free URL slug for "${baseSlug}" after ${MAX_SLUG_ATTEMPTS} attempts`);
    this.name = 'SlugUnavailableError';
  }
}

/** The base slug if free, else base-1, base-2 … base-100; throws SlugUnavailableError after that. */
export async function findUniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt += 1) {
    const candidate = `${base}-${attempt}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new SlugUnavailableError(base);
}
