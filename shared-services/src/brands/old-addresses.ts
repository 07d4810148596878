import {
  useMutation,
  useQuery,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { collection, deleteDoc, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import * as z from '../shared/zod';
import { oldAddressReservedUntil } from '../model/slug';
import { toDateOrNull } from '../model/to-date';
import { queryKeys } from '../query-keys';
import { actorSchema, type Actor } from '../shared/actor';
import { BrandPermissionError } from './brand-errors';

/** A slug a brand has left, kept as a redirect to it (brand_slugs/{slug} with redirect: true). */
export interface OldBrandAddress {
  slug: string;
  /** Until when no other brand may take it; null for a redirect older than the reservation (free now). */
  reservedUntil: Date | null;
}

export const oldBrandAddressesInput = z.object({ brandId: z.string().check(z.minLength(1)) });

/** The brand's old addresses, the most recently left first. */
export async function getOldBrandAddresses(
  brandId: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<OldBrandAddress[]> {
  const input = oldBrandAddressesInput.parse({ brandId });
  // one equality (no index of its own); the brand's current claim is left out here
  const claims = await withDeadline(() =>
    getDocs(query(collection(firebase.db, 'brand_slugs'), where('brandId', '==', input.brandId))),
  );
  return claims.docs
    .filter((claim) => claim.get('redirect') === true)
    .map((claim) => {
      const redirectedAt = toDateOrNull(claim.get('redirectedAt'));
      return { slug: claim.id, reservedUntil: redirectedAt ? oldAddressReservedUntil(redirectedAt) : null };
    })
    .sort((a, b) => (b.reservedUntil?.getTime() ?? 0) - (a.reservedUntil?.getTime() ?? 0));
}

export const releaseOldBrandAddressInput = z.object({
  brandId: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  actor: actorSchema,
});

export interface ReleaseOldBrandAddressInput {
  brandId: string;
  slug: string;
  actor: Actor;
}

/**
 * The owner gives an old address up before its reservation ends: its links stop leading to the brand
 * and any brand may take the slug. Releasing one that is already gone succeeds (a retry is safe).
 */
export async function releaseOldBrandAddress(
  input: ReleaseOldBrandAddressInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<void> {
  const { brandId, slug } = releaseOldBrandAddressInput.parse(input);
  const claimRef = doc(firebase.db, 'brand_slugs', slug);
  const claim = await withDeadline(() => getDoc(claimRef));
  if (!claim.exists()) return;
  if (claim.get('brandId') !== brandId || claim.get('redirect') !== true) throw new BrandPermissionError();
  await withDeadline(() => deleteDoc(claimRef));
}

export function useOldBrandAddresses(brandId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.brands.oldAddresses(brandId ?? ''),
    queryFn: () => getOldBrandAddresses(brandId ?? ''),
    enabled: Boolean(brandId),
  });
}

export function useReleaseOldBrandAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReleaseOldBrandAddressInput) => releaseOldBrandAddress(input),
    onSettled: (_result, _error, input) =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.brands.oldAddresses(input.brandId) }),
  });
}
