import { brandDefinition } from '../model/brand-definition';
import { firestoreSdk, getFirebase, type FirebaseHandles, sharedRead } from '@bonus-atlas/shared-services/kernel';
import { type Brand } from '../model/brand-facts';
import { getBrand } from './get-brand';

/** What a brand page's address names: a brand (by its slug or id), a brand that has moved from this slug, or nothing. */
export type BrandAddress = { kind: 'brand'; brand: Brand } | { kind: 'moved'; brand: Brand } | { kind: 'none' };

/** A slug's claim (brand_slugs/{slug}): the brand holding it, and whether it is an old slug that brand left. */
interface SlugClaim {
  brandId: string;
  redirect: boolean;
}

/**
 * How long the render server keeps a slug's claim, found or not: a made-up address asked for again and
 * again is one read per this time, and a renamed brand's old address moves without a read. Its target
 * slug comes from the brand list, which is fresher (SHARED_LIST_MS).
 */
export const SLUG_CLAIM_MS = 10_000;

async function readSlugClaim(slug: string, firebase: FirebaseHandles): Promise<SlugClaim | null> {
  const { doc, getDoc } = await firestoreSdk();
  const claim = await getDoc(doc(firebase.db, 'brand_slugs', slug));
  const brandId: unknown = claim.exists() ? claim.get('brandId') : null;
  if (typeof brandId !== 'string' || !brandId) return null;
  return { brandId, redirect: claim.get('redirect') === true };
}

/**
 * The brand a page address names, given the brand list the page reads anyway: a slug or id in the list
 * costs no read; any other costs one, its slug's claim (kept SLUG_CLAIM_MS on the server, found or not),
 * which names a renamed brand's old address or a brand newer than the list (whose document is read
 * then, the only second read, and only for a claim that exists). An address that cannot be a slug (empty,
 * a slash) costs nothing.
 */
export async function resolveBrandAddress(
  slugOrId: string,
  brands: readonly Brand[],
  firebase: FirebaseHandles = getFirebase(),
): Promise<BrandAddress> {
  const wanted = slugOrId.trim();
  if (!wanted || wanted.includes('/')) return { kind: 'none' };
  const listed = brands.find((brand) => brand.slug === wanted || brand.id === wanted);
  if (listed) return { kind: 'brand', brand: listed };
  // the slug as a document id: one segment (checked above), at most Firestore's 1,500 bytes
  if (new TextEncoder().encode(wanted).length > 1500) return { kind: 'none' };
  const claim = await sharedRead(`brand_slugs/${wanted}`, SLUG_CLAIM_MS, () => readSlugClaim(wanted, firebase));
  if (!claim) return { kind: 'none' };
  const brand =
    brands.find((candidate) => candidate.id === claim.brandId) ??
    (await sharedRead(`brands/${claim.brandId}@${brandDefinition.version}`, SLUG_CLAIM_MS, () =>
      getBrand(claim.brandId, firebase),
    ));
  if (!brand) return { kind: 'none' };
  if (brand.slug === wanted) return { kind: 'brand', brand };
  return claim.redirect && brand.slug ? { kind: 'moved', brand } : { kind: 'none' };
}
