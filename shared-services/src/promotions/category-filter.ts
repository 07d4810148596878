import { ALL_CATEGORIES, STANDARD_CATEGORIES, normalizeCategory } from '../model/categories';

/** Firestore `in` filters take at most 30 values. */
const MAX_IN_VALUES = 30;

/**
 * The stored category names a chip stands for: a merged chip (Rebate, Losing Rescue) matches every
 * raw name that merges into it (spec §9), so the listing asks for all of them in one `in` query.
 * Returns null for All (no filter) and a single name when nothing merges. /bycategory passes the custom
 * categories seen so far; the shell's boot prefetch passes none, as the page does on its first render.
 */
export function categoryFilterFor(chip: string, seenCategories: Iterable<string>): string | string[] | null {
  if (chip === ALL_CATEGORIES) return null;
  const variants = new Set<string>([chip]);
  for (const raw of [...STANDARD_CATEGORIES, ...seenCategories]) {
    if (raw.trim() && normalizeCategory(raw) === chip) variants.add(raw);
  }
  const list = [...variants].sort().slice(0, MAX_IN_VALUES);
  return list.length === 1 ? chip : list;
}
