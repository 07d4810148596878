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
