import { useQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { getFirebase, type FirebaseHandles } from '../firebase';
import { toBrand, type Brand } from '../model/brand';
import { queryKeys } from '../query-keys';

export const getBrandInput = z.object({ id: z.string().check(z.trim(), z.minLength(1)) });

/** brands/{id}, or null. */
export async function getBrand(id: string, firebase: FirebaseHandles = getFirebase()): Promise<Brand | null> {
  const input = getBrandInput.parse({ id });
  const snapshot = await getDoc(doc(firebase.db, 'brands', input.id));
  return snapshot.exists() ? toBrand(snapshot.id, snapshot.data()) : null;
}

export const getBrandBySlugInput = z.object({ slugOrId: z.string().check(z.trim(), z.minLength(1)) });

/** /brand/{slug-or-id}: the brand whose slug matches, else the brand with that id (slug falls back to id). */
export async function getBrandBySlug(
  slugOrId: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<Brand | null> {
  const input = getBrandBySlugInput.parse({ slugOrId });
  const matches = await getDocs(
    query(collection(firebase.db, 'brands'), where('slug', '==', input.slugOrId), limit(1)),
  );
  const first = matches.docs[0];
  if (first) return toBrand(first.id, first.data());
  return getBrand(input.slugOrId, firebase);
}

export function useBrand(id: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.brands.byId(id ?? ''),
    queryFn: () => getBrand(id ?? ''),
    enabled: Boolean(id),
  });
}

export function useBrandBySlug(slugOrId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.brands.bySlug(slugOrId ?? ''),
    queryFn: () => getBrandBySlug(slugOrId ?? ''),
    enabled: Boolean(slugOrId),
  });
}
