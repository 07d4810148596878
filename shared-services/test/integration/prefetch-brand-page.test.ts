import { createQueryClient } from '../../src/cache/query-client';
import { clearMemoryBrands } from '../../src/cache/brand-cache';
import { addComment } from '../../src/comments/add-comment';
import { addReply } from '../../src/comments/add-reply';
import { createBrand } from '../../src/brands/create-brand';
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

  it('fills the brand list, its promotions and its first page of comments with replies (and their count) in four requests', async () => {
    const queryClient = createQueryClient();
    const requests = vi.spyOn(globalThis, 'fetch');
    try {
      await prefetchBrandPage(queryClient, slug);
      expect(requests).toHaveBeenCalledTimes(4);
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
});
