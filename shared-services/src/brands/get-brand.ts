import { useQuery, firestoreSdk, getFirebase, type FirebaseHandles } from '@bonus-atlas/shared-services/kernel';
import { loadRecords } from '../model/load-records';
import { type Brand } from '../model/brand-facts';
import { queryKeys } from '../query-keys';

/** brands/{id}, or null. */
export async function getBrand(id: string, firebase: FirebaseHandles = getFirebase()): Promise<Brand | null> {
  const [{ doc, getDoc }, { getBrandInput, toBrand }] = await Promise.all([firestoreSdk(), loadRecords()]);
  const input = getBrandInput.parse({ id });
  const snapshot = await getDoc(doc(firebase.db, 'brands', input.id));
  return snapshot.exists() ? toBrand(snapshot.id, snapshot.data()) : null;
}

/** /brand/{slug-or-id}: the brand whose slug matches, else the brand with that id (slug falls back to id). */
export async function getBrandBySlug(
  slugOrId: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<Brand | null> {
  const [{ collection, getDocs, limit, query, where }, { getBrandBySlugInput, toBrand }] = await Promise.all([
    firestoreSdk(),
    loadRecords(),
  ]);
  const input = getBrandBySlugInput.parse({ slugOrId });
  const matches = await getDocs(
    query(collection(firebase.db, 'brands'), where('slug', '==', input.slugOrId), limit(1)),
  );
  const first = matches.docs[0];
  if (first) return toBrand(first.id, first.data());
  const byId = await getBrand(input.slugOrId, firebase);
  if (byId) return byId;
  // an old slug of a renamed brand: its page moves to the current address
  const redirect = await findBrandRedirect(input.slugOrId, firebase);
  return redirect ? getBrand(redirect.brandId, firebase) : null;
}

/**
 * A slug the brand has left (brand_slugs/{slug} kept with `redirect: true`): the brand it points at and
 * that brand's current slug, or null when the slug is no old address of an existing brand.
 */
export async function findBrandRedirect(
  slug: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<{ brandId: string; slug: string } | null> {
  const [{ doc, getDoc }, { getBrandBySlugInput }] = await Promise.all([firestoreSdk(), loadRecords()]);
  const input = getBrandBySlugInput.parse({ slugOrId: slug });
  // a path segment only: a slash would name another document
  if (input.slugOrId.includes('/')) return null;
  const claim = await getDoc(doc(firebase.db, 'brand_slugs', input.slugOrId));
  const brandId = claim.exists() && claim.get('redirect') === true ? (claim.get('brandId') as unknown) : null;
  if (typeof brandId !== 'string' || !brandId) return null;
  const brand = await getBrand(brandId, firebase);
  return brand && brand.slug && brand.slug !== input.slugOrId ? { brandId, slug: brand.slug } : null;
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
