// Test data straight through local-firebase's Firestore REST API with the emulator `owner` token
// (bypasses the rules, like the official emulator), so these journeys don't depend on seed details.
const FIRESTORE = `http://127.0.0.1:${process.env.FIRESTORE_PORT ?? '8080'}`;
const DOCUMENTS = 'projects/demo-bonus-atlas/databases/(default)/documents';
const HEADERS = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

type Plain = string | number | boolean | null | Date | Plain[];
type FirestoreValue = Record<string, unknown>;

function encode(value: Plain): FirestoreValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { stringValue: value };
}

function decode(value: FirestoreValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: FirestoreValue[] }).values ?? [];
    return values.map(decode);
  }
  return value;
}

async function rpc(method: 'commit' | 'runQuery', body: unknown): Promise<unknown> {
  const response = await fetch(`${FIRESTORE}/v1/${DOCUMENTS}:${method}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Firestore ${method} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

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
  await rpc('commit', { writes: ids.map((id) => ({ delete: `${DOCUMENTS}/brands/${TEST_BRAND.id}/promotions/${id}` })) });
}

/** Reports filed about one promotion, decoded to plain objects. */
export async function reportsFor(promotionId: string): Promise<Record<string, unknown>[]> {
  const rows = (await rpc('runQuery', {
    structuredQuery: {
      from: [{ collectionId: 'promotion_reports' }],
      where: { fieldFilter: { field: { fieldPath: 'promotionId' }, op: 'EQUAL', value: { stringValue: promotionId } } },
    },
  })) as { document?: { name: string; fields: Record<string, FirestoreValue> } }[];
  return rows
    .filter((row) => row.document)
    .map((row) => ({
      id: row.document!.name.split('/').pop(),
      ...Object.fromEntries(Object.entries(row.document!.fields).map(([key, value]) => [key, decode(value)])),
    }));
}

export async function deleteReports(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await rpc('commit', { writes: ids.map((id) => ({ delete: `${DOCUMENTS}/promotion_reports/${id}` })) });
}
