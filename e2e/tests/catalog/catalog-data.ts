// Catalog test data written through local-firebase's Firestore REST API (see ../support/firestore-rest).
import { listingWrite } from '../support/brand-listing';
import { DOCUMENTS, fields, rpc, writeDocuments, type FirestoreValue } from '../support/firestore-rest';

const DAY = 24 * 60 * 60 * 1000;

export interface TestBrand {
  id: string;
  name: string;
  slug: string;
  rating: number;
  createdDaysAgo: number;
  verified: boolean;
  acceptsCrypto: boolean;
  description: string;
  welcomeBonus: string;
  websiteUrl: string;
}

export interface TestPromotion {
  id: string;
  title: string;
  category: string;
  maxBonus: number;
  turnoverNeeded: number;
}

export function testBrand(id: string, name: string, overrides: Partial<TestBrand> = {}): TestBrand {
  return {
    id,
    name,
    slug: id,
    rating: 4,
    createdDaysAgo: 30,
    verified: true,
    acceptsCrypto: false,
    description: `${name}: a fictional venue for automated journeys.`,
    welcomeBonus: '150% up to IDR 1.500.000',
    websiteUrl: `https://${id}.example`,
    ...overrides,
  };
}

export async function putBrands(brands: TestBrand[], promotions: Record<string, TestPromotion[]> = {}): Promise<void> {
  const now = Date.now();
  await rpc('commit', {
    writes: brands.flatMap((brand) => {
      const createdAt = new Date(now - brand.createdDaysAgo * DAY);
      const stored = {
        name: brand.name,
        slug: brand.slug,
        description: brand.description,
        welcomeBonus: brand.welcomeBonus,
        websiteUrl: brand.websiteUrl,
        verified: brand.verified,
        acceptsCrypto: brand.acceptsCrypto,
        rating: brand.rating,
        logoImage: '',
        coverImage: '',
        features: [],
        createdBy: 'demo-admin',
        createdAt,
        updatedAt: createdAt,
      };
      const brandWrite = { update: { name: `${DOCUMENTS}/brands/${brand.id}`, fields: fields(stored) } };
      const promotionWrites = (promotions[brand.id] ?? []).map((promotion, index) => ({
        update: {
          name: `${DOCUMENTS}/brands/${brand.id}/promotions/${promotion.id}`,
          fields: fields({
            category: promotion.category,
            title: promotion.title,
            description: `About ${promotion.title}.`,
            image: '',
            terms: 'Fictional terms.',
            gameCategories: ['Slots'],
            maxBonus: promotion.maxBonus,
            turnoverNeeded: promotion.turnoverNeeded,
            createdAt: new Date(now - index * 1000),
            updatedAt: new Date(now),
            brandId: brand.id,
            brandName: brand.name,
            brandSlug: brand.slug,
            brandLogo: '',
            brandWebsite: brand.websiteUrl,
            brandRating: brand.rating,
            brandCreatedAt: createdAt,
          }),
        },
      }));
      return [brandWrite, listingWrite(brand.id, stored), ...promotionWrites];
    }),
  });
}

interface QueryRow {
  document?: { name: string; fields: Record<string, FirestoreValue> };
}

async function documentNames(parent: string, collectionId: string, field?: string, value?: string): Promise<string[]> {
  const rows = (await rpc(
    'runQuery',
    {
      structuredQuery: {
        from: [{ collectionId }],
        ...(field
          ? { where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } } }
          : {}),
      },
    },
    parent,
  )) as QueryRow[];
  return rows.flatMap((row) => (row.document ? [row.document.name] : []));
}

async function deleteNames(names: string[]): Promise<void> {
  if (names.length > 0) await rpc('commit', { writes: names.map((name) => ({ delete: name })) });
}

/** Removes the brands, their promotions, and the comments (with replies) left on them. */
export async function deleteBrands(
  brands: TestBrand[],
  promotions: Record<string, TestPromotion[]> = {},
): Promise<void> {
  for (const brand of brands) {
    for (const comment of await documentNames(DOCUMENTS, 'comments', 'relatedContentId', brand.id)) {
      const path = comment.slice(comment.indexOf('documents/') + 'documents/'.length);
      await deleteNames(await documentNames(`${DOCUMENTS}/${path}`, 'replies'));
      await deleteNames([comment]);
    }
  }
  await rpc('commit', { writes: brands.map((brand) => listingWrite(brand.id, null)) });
  await deleteNames([
    ...brands.map((brand) => `${DOCUMENTS}/brands/${brand.id}`),
    ...brands.map((brand) => `${DOCUMENTS}/comment_pace/${brand.id}`),
    ...Object.entries(promotions).flatMap(([brandId, list]) =>
      list.map((promotion) => `${DOCUMENTS}/brands/${brandId}/promotions/${promotion.id}`),
    ),
  ]);
}

/**
 * Moves a brand's last new comment 11 s back (its comment_pace), past the rules' 10 s between two new
 * comments on one brand, so a journey that comments again on its brand is not paced by an earlier one.
 */
export async function letBrandBreathe(brandId: string): Promise<void> {
  await writeDocuments({
    [`comment_pace/${brandId}`]: { lastCommentId: 'e2e-earlier-comment', lastCommentAt: new Date(Date.now() - 11_000) },
  });
}
