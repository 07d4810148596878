import { DOCUMENTS, encode, queryWhereEqual, rpc, type Plain } from '../support/firestore-rest';

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

/** Writes promotions under a brand id that has no brand document, so no brand list changes. */
export async function putPromotions(promotions: TestPromotion[]): Promise<void> {
  const now = new Date();
  await rpc('commit', {
    writes: promotions.map((promotion, index) => ({
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
  });
}

export async function deletePromotions(ids: string[]): Promise<void> {
  await rpc('commit', {
    writes: ids.map((id) => ({ delete: `${DOCUMENTS}/brands/${TEST_BRAND.id}/promotions/${id}` })),
  });
}

/** Reports filed about one promotion, decoded to plain objects. */
export const reportsFor = (promotionId: string) => queryWhereEqual('promotion_reports', 'promotionId', promotionId);

export async function deleteReports(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await rpc('commit', { writes: ids.map((id) => ({ delete: `${DOCUMENTS}/promotion_reports/${id}` })) });
}
