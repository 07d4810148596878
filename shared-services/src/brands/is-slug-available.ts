import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles, withDeadline } from '@bonus-atlas/shared-services/kernel';
import { findUniqueSlug, generateSlug, oldAddressReservedUntil } from '../model/slug';
import { toDateOrNull } from '../model/to-date';

/** A redirect stamped less than the reservation ago (one without a stamp predates it and is free). */
function isReserved(redirectedAt: unknown): boolean {
  const renamed = toDateOrNull(redirectedAt);
  return renamed !== null && oldAddressReservedUntil(renamed).getTime() > Date.now();
}

export const isSlugAvailableInput = z.object({
  slug: z.string().check(z.trim(), z.minLength(1)),
  /** the brand being edited keeps its own slug */
  exceptBrandId: z.optional(z.string()),
});

/**
 * Free when neither brand_slugs/{slug} nor an older brand without a reservation uses it. An old address
 * kept as a redirect is free once its reservation is over (OLD_ADDRESS_RESERVED_DAYS after the rename),
 * and at once for the brand it points at; the rules decide at the commit by the server's clock.
 */
export async function isSlugAvailable(
  slug: string,
  exceptBrandId?: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<boolean> {
  const input = isSlugAvailableInput.parse({ slug, exceptBrandId });
  const reservation = await withDeadline(() => getDoc(doc(firebase.db, 'brand_slugs', input.slug)));
  if (reservation.exists())
    return (
      reservation.get('brandId') === input.exceptBrandId ||
      (reservation.get('redirect') === true && !isReserved(reservation.get('redirectedAt')))
    );
  const legacy = await withDeadline(() =>
    getDocs(query(collection(firebase.db, 'brands'), where('slug', '==', input.slug), limit(2))),
  );
  return legacy.docs.every((document) => document.id === input.exceptBrandId);
}

/** spec §5: the name-derived slug, or with -1, -2 … appended when taken (100 attempts). */
export async function suggestUniqueSlug(
  nameOrSlug: string,
  exceptBrandId?: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<string> {
  const base = generateSlug(nameOrSlug) || 'brand';
  return findUniqueSlug(base, async (candidate) => !(await isSlugAvailable(candidate, exceptBrandId, firebase)));
}
