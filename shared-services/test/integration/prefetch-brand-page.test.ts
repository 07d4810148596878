import { createQueryClient } from '../../src/cache/query-client';
import { clearMemoryBrands } from '../../src/cache/brand-cache';
import { addComment } from '../../src/comments/add-comment';
import { addReply } from '../../src/comments/add-reply';
import { createBrand } from '../../src/brands/create-brand';
import { updateBrand } from '../../src/brands/update-brand';
import { getBrandPromotions } from '../../src/promotions/get-brand-promotions';
import { shareServerReads } from '../../src/cache/server-reads';
import { createSharedReads } from '../../src/server/shared-reads';
import type { Brand } from '../../src/model/brand-facts';
import { prefetchBrandPage } from '../../src/brands/prefetch-brand-page';
import { setFirebase } from '../../src/firebase';
import { queryKeys } from '../../src/query-keys';
import type { InfiniteData } from '@tanstack/react-query';
import type { BrandCommentsPage } from '../../src/comments/get-comments';
import { actorOf, admin, brandValues, closeAll, connectAs, member, resetFirestore, seedUsers } from './support/actors';

describe("a brand page's data started at boot", () => {
  let brandId = '';
  let slug = '';

  beforeAll(async () => {
    await resetFirestore();
    await seedUsers(connectAs('owner'), [member, admin]);
    const created = await createBrand(
      { actor: actorOf(member), values: brandValues('Prefetch Palace') },
      connectAs(member),
    );
    brandId = created.brandId;
    slug = created.slug;
    const commentId = await addComment(
      { text: 'Quick withdrawals', authorName: 'Budi', relatedContent: 'Prefetch Palace', relatedContentId: brandId },
      connectAs(null),
    );
    await addReply({ replyType: 'user', commentId, text: 'Same here', userName: 'Sari' }, connectAs(null));
    setFirebase(connectAs(null));
    clearMemoryBrands();
  });
  afterAll(async () => {
    setFirebase(undefined);
    await closeAll();
  });

  it('fills the brand list, the brand’s own document, its promotions and its first page of comments with replies (and their count) in the listing’s requests and four more', async () => {
    const queryClient = createQueryClient();
    const requests = vi.spyOn(globalThis, 'fetch');
    try {
      await prefetchBrandPage(queryClient, slug);
      // the listing's first read is a few requests side by side (its shards by name); the page's own reads four
      const listing = requests.mock.calls.filter(([, init]) => String(init?.body ?? '').includes('/brand_listing/'));
      expect(listing.length).toBeGreaterThan(0);
      expect(requests.mock.calls.length - listing.length).toBe(4);
    } finally {
      requests.mockRestore();
    }
    expect(queryClient.getQueryData(queryKeys.promotions.ofBrand(brandId))).toEqual(expect.any(Array));
    const pages = queryClient.getQueryData<InfiniteData<BrandCommentsPage>>(queryKeys.comments.byBrand(brandId));
    // the first page only (the rest is "Load more comments")
    expect(pages?.pages).toHaveLength(1);
    const comments = pages?.pages[0]?.comments;
    expect(comments?.map((comment) => [comment.text, comment.replies.map((reply) => reply.text)])).toEqual([
      ['Quick withdrawals', ['Same here']],
    ]);
  });

  it('leaves a brand the list does not know to the page', async () => {
    const queryClient = createQueryClient();
    await prefetchBrandPage(queryClient, 'no-such-brand');
    expect(queryClient.getQueryCache().findAll({ queryKey: queryKeys.comments.all })).toHaveLength(0);
  });

  describe('on the render server (shared reads installed)', () => {
    beforeEach(() => shareServerReads(createSharedReads({ maxEntries: 100, maxInFlight: 16 })));
    afterEach(() => shareServerReads(null));

    /** The Firestore requests one page's data start costs, and what it put under the page's own key. */
    async function start(slugOrId: string) {
      const queryClient = createQueryClient();
      const requests = vi.spyOn(globalThis, 'fetch');
      try {
        await prefetchBrandPage(queryClient, slugOrId);
        return {
          requests: requests.mock.calls.length,
          looked: queryClient.getQueryData<Brand | null>(queryKeys.brands.bySlug(slugOrId)),
        };
      } finally {
        requests.mockRestore();
      }
    }

    it('an unknown address costs its claim and its read as an id beside the list, and none when asked again', async () => {
      const first = await start('made-up-slug-1');
      // the list (shared by every page), the slug's claim and the address as a brand id: the old five are three
      expect(first).toEqual({ requests: 3, looked: null });
      expect(await start('made-up-slug-1')).toEqual({ requests: 0, looked: null });
      // another made-up slug, with the list in hand: its claim and its read as an id
      expect(await start('made-up-slug-2')).toEqual({ requests: 2, looked: null });
    });

    it("a brand's page asked for again reads nothing while its reads are shared", async () => {
      expect((await start(slug)).requests).toBeGreaterThan(0);
      expect((await start(slug)).requests).toBe(0);
    });

    it("a renamed brand's old slug names the brand at its new address, with one request", async () => {
      const asMember = connectAs(member);
      const promotions = await getBrandPromotions(brandId, asMember);
      await updateBrand(
        {
          brandId,
          actor: actorOf(member),
          values: brandValues('Prefetch Palace', {
            slug: `${slug}-renamed`,
            promotions: promotions.map((promotion) => ({ ...promotion, validUntil: null, discountValue: null })),
          }),
        },
        asMember,
      );
      clearMemoryBrands();
      await start(`${slug}-renamed`);
      const moved = await start(slug);
      expect(moved.requests).toBe(1);
      expect(moved.looked).toMatchObject({ id: brandId, slug: `${slug}-renamed` });
    });
  });
});
