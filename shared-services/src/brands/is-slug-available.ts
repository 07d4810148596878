import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { withDeadline } from '../resilience/deadline';
import { findUniqueSlug, generateSlug } from '../model/slug';

export const isSlugAvailableInput = z.object({
  slug: z.string().check(z.trim(), z.minLength(1)),
  /** the brand being edited keeps its own slug */
  exceptBrandId: z.optional(z.string()),
});

/** Free when neither brand_slugs/{slug} (other than an old address kept as a redirect) nor an older brand without a reservation uses it. */
export async function isSlugAvailable(
  slug: string,
  exceptBrandId?: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<boolean> {
  const input = isSlugAvailableInput.parse({ slug, exceptBrandId });
  const reservation = await withDeadline(() => getDoc(doc(firebase.db, 'brand_slugs', input.slug)));
  // an old address kept as a redirect is free for any brand to take
  if (reservation.exists())
    return reservation.get('brandId') === input.exceptBrandId || reservation.get('redirect') === true;
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
