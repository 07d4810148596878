import { createBrand } from '../../src/brands/create-brand';
import { getWelcomeBonusPromotions } from '../../src/promotions/get-welcome-bonus-promotions';
import { listPromotions, promotionPagesOptions, type PromotionCursor } from '../../src/promotions/list-promotions';
import { bootStartOf, categoryPageFilter, endBootFetch, prefetchCategoryPage } from '../../src/promotions/prefetch-category-page';
import { createQueryClient } from '../../src/cache/query-client';
import { setFirebase } from '../../src/firebase';
import { saveBrandPromotions } from '../../src/promotions/save-brand-promotions';
import { getBrandPromotions } from '../../src/promotions/get-brand-promotions';
import { forgetKnownBrands } from '../../src/promotions/drop-orphans';
import { deleteDoc, doc } from 'firebase/firestore/lite';
import { actorOf, brandValues, closeAll, connectAs, member, other, resetFirestore, seedUsers } from './support/actors';

/** Counts Firestore RPCs leaving this process by wrapping fetch (the SDK's REST transport). */
async function countRequests<T>(action: () => Promise<T>): Promise<{ result: T; requests: string[] }> {
  const original = globalThis.fetch;
  const requests: string[] = [];
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push(url);
    return original(input, init);
  }) as typeof fetch;
  try {
    return { result: await action(), requests };
  } finally {
    globalThis.fetch = original;
  }
}

const promotion = (category: string, title: string, extra: Record<string, unknown> = {}) => ({
  category,
  title,
  description: `${title} description`,
  maxBonus: 0,
  turnoverNeeded: 0,
  ...extra,
});

async function seedBrands(first: number, count: number, perBrand: number) {
  const asMember = connectAs(member);
  for (let index = first; index < first + count; index += 1) {
    await createBrand(
      {
        actor: actorOf(member),
        values: brandValues(`Brand ${index}`, {
          promotions: Array.from({ length: perBrand }, (_, n) =>
            promotion(n % 2 === 0 ? 'Welcome Bonus' : 'Reload (daily/weekly)', `Promo ${index}-${n}`, {
              maxBonus: n === 0 ? 500_000 : 0,
            }),
          ),
        }),
      },
      asMember,
    );
  }
}

describe('cross-brand promotions listing', () => {
  beforeAll(async () => {
    await resetFirestore();
    await seedUsers(connectAs('owner'), [member, other]);
  });
  afterAll(closeAll);

  it('costs one request per page whatever the number of brands (plus one brand check per 30 brands not seen for 5 minutes)', async () => {
    forgetKnownBrands();
    await seedBrands(0, 3, 2);
    const anonymous = connectAs(null);
    const few = await countRequests(() => listPromotions({}, anonymous));
    expect(few.result.promotions).toHaveLength(6);
    // the page's query, then one query that the page's 3 brands still exist
    expect(few.requests).toHaveLength(2);
    expect(few.requests.every((url) => url.includes(':runQuery'))).toBe(true);
    expect((await countRequests(() => listPromotions({}, anonymous))).requests).toHaveLength(1);

    await seedBrands(3, 9, 2); // 12 brands now
    const many = await countRequests(() => listPromotions({}, anonymous));
    expect(many.result.promotions).toHaveLength(24);
    expect(many.requests).toHaveLength(2);
    expect((await countRequests(() => listPromotions({}, anonymous))).requests).toHaveLength(1);
    // every promotion carries its brand, so no per-brand reads are needed to show it
    expect(many.result.promotions.every((item) => item.brandName.startsWith('Brand ') && item.brandSlug && item.brandId)).toBe(true);
  });

  it('pages by category (50) and by brand (30) with cursors', async () => {
    const anonymous = connectAs(null);
    const welcome = await listPromotions({ category: 'Welcome Bonus', pageSize: 5 }, anonymous);
    expect(welcome.promotions).toHaveLength(5);
    expect(welcome.promotions.every((item) => item.category === 'Welcome Bonus')).toBe(true);
    const seen = new Set(welcome.promotions.map((item) => item.id));
    let cursor: PromotionCursor | null = welcome.nextCursor;
    while (cursor) {
      const page = await listPromotions({ category: 'Welcome Bonus', pageSize: 5, cursor }, anonymous);
      for (const item of page.promotions) seen.add(item.id);
      cursor = page.nextCursor;
    }
    expect(seen.size).toBe(12);

    const firstBrand = welcome.promotions[0]!.brandId;
    const byBrand = await listPromotions({ brandId: firstBrand }, anonymous);
    expect(byBrand.promotions).toHaveLength(2);
    expect(byBrand.nextCursor).toBeNull();
    expect((await listPromotions({ category: 'Welcome Bonus' }, anonymous)).promotions).toHaveLength(12);

    // several raw categories that display as one chip, still one query
    const merged = await countRequests(() =>
      listPromotions({ category: ['Welcome Bonus', 'Reload (daily/weekly)'], pageSize: 50 }, anonymous),
    );
    expect(merged.result.promotions).toHaveLength(24);
    expect(merged.requests).toHaveLength(1);
  });

  it("starts /bycategory's first page at boot in one request, marked so the page counts it as a miss once", async () => {
    setFirebase(connectAs(null));
    try {
      const queryClient = createQueryClient();
      const filter = categoryPageFilter(null);
      const boot = await countRequests(() => prefetchCategoryPage(queryClient, null));
      expect(boot.requests).toHaveLength(1);
      const first = queryClient.getQueryData(promotionPagesOptions(filter).queryKey)?.pages[0]?.promotions ?? [];
      expect(first).toHaveLength(12);
      expect(first.every((item) => item.category === 'Welcome Bonus')).toBe(true);
      expect(bootStartOf(filter)).toEqual(expect.any(Number));
      endBootFetch(filter);
      expect(bootStartOf(filter)).toBeUndefined();
      // the page's own query finds it in the cache: no second request
      const again = await countRequests(() => prefetchCategoryPage(queryClient, null));
      expect(again.requests).toHaveLength(0);
      expect(bootStartOf(filter)).toBeUndefined();
    } finally {
      setFirebase(undefined);
    }
  });

  it('shows only comparable welcome bonuses in the table', async () => {
    const rows = await getWelcomeBonusPromotions(connectAs(null));
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.maxBonus > 0)).toBe(true);
  });

  it("saves a brand's promotions in one batch: add, update, delete", async () => {
    const asMember = connectAs(member);
    const { brandId } = (await listPromotions({ pageSize: 1 }, asMember)).promotions[0]!;
    const [first, second] = await getBrandPromotions(brandId, asMember);
    const counts = await saveBrandPromotions(
      {
        brandId,
        actor: actorOf(member),
        promotions: [{ ...first!, title: 'Renamed', validUntil: null, discountValue: null }, promotion('Birthday', 'Birthday gift')],
      },
      asMember,
    );
    expect(counts).toMatchObject({ added: 1, updated: 1, deleted: 1 });
    const titles = (await getBrandPromotions(brandId, asMember)).map((item) => item.title).sort();
    expect(titles).toEqual(['Birthday gift', 'Renamed']);
    expect(titles).not.toContain(second!.title);
    // another member may not touch them
    await expect(
      saveBrandPromotions({ brandId, actor: actorOf(other), promotions: [] }, connectAs(other)),
    ).rejects.toThrow("You don't have permission to edit this brand.");
  });
});

describe('orphaned promotions', () => {
  beforeAll(async () => {
    await resetFirestore();
    await seedUsers(connectAs('owner'), [member, other]);
    await seedBrands(0, 3, 2);
  });
  afterAll(closeAll);

  it('leaves out promotions whose brand was deleted without them (orphans)', async () => {
    const anonymous = connectAs(null);
    const before = (await listPromotions({ pageSize: 100 }, anonymous)).promotions;
    const gone = before[0]!.brandId;
    // a brand deleted outside the app (the app's delete takes its promotions in the same commit)
    await deleteDoc(doc(connectAs('owner').db, 'brands', gone));
    forgetKnownBrands();
    const after = (await listPromotions({ pageSize: 100 }, anonymous)).promotions;
    expect(after.some((item) => item.brandId === gone)).toBe(false);
    expect(after).toHaveLength(before.filter((item) => item.brandId !== gone).length);
    const welcome = await getWelcomeBonusPromotions(anonymous);
    expect(welcome.some((item) => item.brandId === gone)).toBe(false);
  });
});
