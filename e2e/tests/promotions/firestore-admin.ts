import { DOCUMENTS, encode, fields, queryWhereEqual, rpc, type Plain } from '../support/firestore-rest';

export interface TestPromotion {
  id: string;
  title: string;
  category: string;
  description?: string;
  maxBonus?: number;
  turnoverNeeded?: number;
  gameCategories?: string[];
}

export const TEST_BRAND = {
  id: 'e2e-promotions-brand',
  name: 'E2E Promo Brand',
  slug: 'e2e-promo-brand',
};

/** The test brand's own document: listings leave out promotions whose brand is gone. */
function testBrandWrite(now: Date) {
  const created = new Date(now.getTime() - 30 * 86_400_000);
  return {
    update: {
      name: `${DOCUMENTS}/brands/${TEST_BRAND.id}`,
      fields: fields({
        name: TEST_BRAND.name,
        slug: TEST_BRAND.slug,
        description: 'A fictional brand for the promotion journeys.',
        welcomeBonus: '',
        websiteUrl: 'https://example.com',
        verified: false,
        acceptsCrypto: false,
        rating: 4.5,
        logoImage: '',
        coverImage: '',
        features: [],
        createdBy: 'demo-admin',
        createdAt: created,
        updatedAt: created,
      }),
    },
  };
}

/** Writes promotions under the test brand, with the brand's document (deletePromotions takes it away again). */
export async function putPromotions(promotions: TestPromotion[]): Promise<void> {
  const now = new Date();
  await rpc('commit', {
    writes: [
      testBrandWrite(now),
      ...promotions.map((promotion, index) => ({
        update: {
          name: `${DOCUMENTS}/brands/${TEST_BRAND.id}/promotions/${promotion.id}`,
          fields: Object.fromEntries(
            Object.entries({
              category: promotion.category,
              title: promotion.title,
              description: promotion.description ?? '',
              image: '',
              terms: '',
              gameCategories: promotion.gameCategories ?? [],
              maxBonus: promotion.maxBonus ?? 0,
              turnoverNeeded: promotion.turnoverNeeded ?? 0,
              // distinct times keep the listing order stable
              createdAt: new Date(now.getTime() - index * 1000),
              updatedAt: now,
              brandId: TEST_BRAND.id,
              brandName: TEST_BRAND.name,
              brandSlug: TEST_BRAND.slug,
              brandLogo: '',
              brandWebsite: 'https://example.com',
              brandRating: 4.5,
              brandCreatedAt: now,
            } satisfies Record<string, Plain>).map(([key, value]) => [key, encode(value)]),
          ),
        },
      })),
    ],
  });
}

export async function deletePromotions(ids: string[]): Promise<void> {
  await rpc('commit', {
    writes: [
      ...ids.map((id) => ({ delete: `${DOCUMENTS}/brands/${TEST_BRAND.id}/promotions/${id}` })),
      { delete: `${DOCUMENTS}/brands/${TEST_BRAND.id}` },
    ],
  });
}

/** Reports filed about one promotion, decoded to plain objects. */
export const reportsFor = (promotionId: string) => queryWhereEqual('promotion_reports', 'promotionId', promotionId);

export async function deleteReports(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await rpc('commit', { writes: ids.map((id) => ({ delete: `${DOCUMENTS}/promotion_reports/${id}` })) });
}
