import { addComment } from '../../src/comments/add-comment';
import { addReply } from '../../src/comments/add-reply';
import { deleteComment } from '../../src/comments/delete-comment';
import { deleteReply } from '../../src/comments/delete-reply';
import { getActiveComments, getBrandComments } from '../../src/comments/get-comments';
import { getReplies } from '../../src/comments/get-replies';
import { createBrand } from '../../src/brands/create-brand';
import { actorOf, admin, brandValues, closeAll, connectAs, member, resetFirestore, seedUsers } from './support/actors';

const onBrand = (brandId: string, text: string, authorName = 'Visitor') => ({
  text,
  authorName,
  relatedContent: `Brand ${brandId}`,
  relatedContentId: brandId,
});

// the rules accept comments only on existing brands
let b1 = '';
let b2 = '';

describe('comments and replies', () => {
  beforeAll(async () => {
    await resetFirestore();
    await seedUsers(connectAs('owner'), [member, admin]);
    b1 = (await createBrand({ actor: actorOf(member), values: brandValues('Comment One') }, connectAs(member))).brandId;
    b2 = (await createBrand({ actor: actorOf(member), values: brandValues('Comment Two') }, connectAs(member))).brandId;
  });
  afterAll(closeAll);

  it('lets anyone comment and lists a brand\'s active comments newest first', async () => {
    const anonymous = connectAs(null);
    await addComment({ ...onBrand(b1, 'First!'), authorEmail: 'v@example.com' }, anonymous);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addComment({ ...onBrand(b1, 'Second', 'Maya'), authorUid: member.uid }, connectAs(member));
    await addComment(onBrand(b2, 'Other brand'), anonymous);
    const comments = await getBrandComments(b1, anonymous);
    expect(comments.map((comment) => comment.text)).toEqual(['Second', 'First!']);
    expect(comments.every((comment) => comment.status === 'active')).toBe(true);
    expect((await getActiveComments(connectAs(admin))).length).toBe(3);
  });

  it('rejects invalid comments with the spec texts', async () => {
    const anonymous = connectAs(null);
    await expect(addComment(onBrand(b1, '   '), anonymous)).rejects.toThrow('Please enter a comment');
    await expect(addComment(onBrand(b1, 'hi', ''), anonymous)).rejects.toThrow('Please enter your name');
    await expect(addComment(onBrand(b1, 'x'.repeat(1001)), anonymous)).rejects.toThrow(
      'Comment is too long. Please limit to 1000 characters (currently 1001 characters)',
    );
    await expect(addComment({ ...onBrand('', 'hi') }, anonymous)).rejects.toThrow('Missing required fields');
  });

  it('adds user and admin replies; only admins may reply as admin', async () => {
    const [comment] = await getBrandComments(b1, connectAs(null));
    await addReply({ replyType: 'user', commentId: comment!.id, text: 'Agreed', userName: 'Budi' }, connectAs(null));
    await addReply(
      { replyType: 'admin', commentId: comment!.id, text: 'Thanks for the feedback', adminName: admin.displayName, adminUid: admin.uid },
      connectAs(admin),
    );
    await expect(
      addReply({ replyType: 'admin', commentId: comment!.id, text: 'Fake admin', adminName: 'Maya', adminUid: member.uid }, connectAs(member)),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(addReply({ replyType: 'user', commentId: comment!.id, text: ' ', userName: 'Budi' }, connectAs(null))).rejects.toThrow(
      'Reply text cannot be empty',
    );
    await expect(
      addReply({ replyType: 'user', commentId: comment!.id, text: 'x'.repeat(501), userName: 'Budi' }, connectAs(null)),
    ).rejects.toThrow('Reply text is too long (max 500 characters)');
    await expect(addReply({ replyType: 'user', commentId: 'missing', text: 'Hello', userName: 'Budi' }, connectAs(null))).rejects.toThrow(
      'Comment not found',
    );
    const replies = await getReplies(comment!.id, connectAs(null));
    expect(replies.map((reply) => [reply.replyType, reply.text])).toEqual([
      ['user', 'Agreed'],
      ['admin', 'Thanks for the feedback'],
    ]);
    const [withReplies] = await getBrandComments(b1, connectAs(null));
    expect(withReplies?.replies).toHaveLength(2);
  });

  it('deletes a single reply (admins only)', async () => {
    const [comment] = await getBrandComments(b1, connectAs(null));
    const extra = await addReply({ replyType: 'user', commentId: comment!.id, text: 'Spam', userName: 'Bot' }, connectAs(null));
    await expect(deleteReply({ commentId: comment!.id, replyId: extra }, connectAs(member))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await deleteReply({ commentId: comment!.id, replyId: extra }, connectAs(admin));
    expect((await getReplies(comment!.id, connectAs(null))).map((reply) => reply.text)).not.toContain('Spam');
  });

  it("reads a brand's comments with their replies in one request, and a deleted reply leaves with its copy", async () => {
    const anonymous = connectAs(null);
    const brand = (await createBrand({ actor: actorOf(member), values: brandValues('Comment Three') }, connectAs(member))).brandId;
    const commentId = await addComment(onBrand(brand, 'Fast payout?'), anonymous);
    const first = await addReply({ replyType: 'user', commentId, text: 'Took a day for me', userName: 'Budi' }, anonymous);
    await addReply(
      { replyType: 'admin', commentId, text: 'Usually within 24 h', adminName: 'Atlas Admin', adminUid: admin.uid },
      connectAs(admin),
    );
    const requests = vi.spyOn(globalThis, 'fetch');
    try {
      const [comment] = await getBrandComments(brand, anonymous);
      expect(requests).toHaveBeenCalledTimes(1);
      expect(comment?.replies.map((reply) => [reply.replyType, reply.text])).toEqual([
        ['user', 'Took a day for me'],
        ['admin', 'Usually within 24 h'],
      ]);
    } finally {
      requests.mockRestore();
    }
    await deleteReply({ commentId, replyId: first }, connectAs(admin));
    const [after] = await getBrandComments(brand, anonymous);
    expect(after?.replies.map((reply) => reply.text)).toEqual(['Usually within 24 h']);
  });

  it('deletes a comment with all its replies (admins only)', async () => {
    const [comment] = await getBrandComments(b1, connectAs(null));
    await expect(deleteComment(comment!.id, connectAs(member))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await deleteComment(comment!.id, connectAs(admin))).toBe(2);
    expect(await getReplies(comment!.id, connectAs(admin))).toHaveLength(0);
    expect((await getBrandComments(b1, connectAs(null))).map((item) => item.text)).toEqual(['First!']);
  });
});

describe('comments on a brand that does not exist', () => {
  afterAll(closeAll);

  it('are refused by the rules', async () => {
    await expect(addComment(onBrand('no-such-brand', 'Hello'), connectAs(null))).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
