import { useQuery, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { toBrand, type Brand } from '../model/brand';
import { queryKeys } from '../query-keys';

export const getOwnerBrandsInput = z.object({ uid: z.string().check(z.minLength(1)) });

/** spec §7: brands where createdBy == uid, createdAt descending (My Brands, profile). */
export async function getOwnerBrands(uid: string, firebase: FirebaseHandles = getFirebase()): Promise<Brand[]> {
  const input = getOwnerBrandsInput.parse({ uid });
  const snapshot = await getDocs(
    query(collection(firebase.db, 'brands'), where('createdBy', '==', input.uid), orderBy('createdAt', 'desc')),
  );
  return snapshot.docs.map((document) => toBrand(document.id, document.data()));
}

/** spec §7: admin reads all brands ordered by createdAt descending (All Brands). */
export async function getAdminBrands(firebase: FirebaseHandles = getFirebase()): Promise<Brand[]> {
  const snapshot = await getDocs(query(collection(firebase.db, 'brands'), orderBy('createdAt', 'desc')));
  return snapshot.docs.map((document) => toBrand(document.id, document.data()));
}

export function useOwnerBrands(uid: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.brands.byOwner(uid ?? ''),
    queryFn: () => getOwnerBrands(uid ?? ''),
    enabled: Boolean(uid),
  });
}

export function useAdminBrands(enabled = true) {
  return useQuery({ queryKey: queryKeys.brands.adminList(), queryFn: () => getAdminBrands(), enabled });
}
