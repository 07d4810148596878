import { addComment } from '../../src/comments/add-comment';
import { addReply } from '../../src/comments/add-reply';
import { deleteComment } from '../../src/comments/delete-comment';
import { deleteReply } from '../../src/comments/delete-reply';
import { collection, doc, getDoc, getDocs, query, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore/lite';
import { moveCommentContacts } from '../../src/migration/move-comment-contacts';
import { getCommentContact } from '../../src/comments/comment-contacts';
import {
  getActiveComments,
  getBrandComments,
  getBrandCommentsPage,
  getCommentReplies,
} from '../../src/comments/get-comments';
import { getReplies } from '../../src/comments/get-replies';
import { createBrand } from '../../src/brands/create-brand';
import { actorOf, admin, brandValues, closeAll, connectAs, member, resetFirestore, seedUsers } from './support/actors';

const onBrand = (brandId: string, text: string, authorName = 'Visitor') => ({
  text,
  authorName,
  relatedContent: `Brand ${brandId}`,
  relatedContentId: brandId,
});

/** Moves a conversation's last reply 10 s back, past the rules' 3 s pace between replies. */
async function letConversationBreathe(commentId: string): Promise<void> {
  await updateDoc(doc(connectAs('owner').db, 'comments', commentId), {
    lastReplyAt: Timestamp.fromMillis(Date.now() - 10_000),
  });
}

/** Moves a brand's last new comment 11 s back, past the rules' 10 s pace between new comments on a brand. */
async function letBrandBreathe(brandId: string): Promise<void> {
  const pace = doc(connectAs('owner').db, 'comment_pace', brandId);
  if ((await getDoc(pace)).exists())
    await updateDoc(pace, { lastCommentAt: Timestamp.fromMillis(Date.now() - 11_000) });
}

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

  it("lets anyone comment and lists a brand's active comments newest first", async () => {
    const anonymous = connectAs(null);
    await addComment({ ...onBrand(b1, 'First!'), authorEmail: 'v@example.com' }, anonymous);
    await letBrandBreathe(b1);
    await addComment({ ...onBrand(b1, 'Second', member.displayName), authorUid: member.uid }, connectAs(member));
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
      {
        replyType: 'admin',
        commentId: comment!.id,
        text: 'Thanks for the feedback',
        adminName: admin.displayName,
        adminUid: admin.uid,
      },
      connectAs(admin),
    );
    await expect(
      addReply(
        { replyType: 'admin', commentId: comment!.id, text: 'Fake admin', adminName: 'Maya', adminUid: member.uid },
        connectAs(member),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      addReply({ replyType: 'user', commentId: comment!.id, text: ' ', userName: 'Budi' }, connectAs(null)),
    ).rejects.toThrow('Reply text cannot be empty');
    await expect(
      addReply({ replyType: 'user', commentId: comment!.id, text: 'x'.repeat(501), userName: 'Budi' }, connectAs(null)),
    ).rejects.toThrow('Reply text is too long (max 500 characters)');
    await expect(
      addReply({ replyType: 'user', commentId: 'missing', text: 'Hello', userName: 'Budi' }, connectAs(null)),
    ).rejects.toThrow('Comment not found');
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
    await letConversationBreathe(comment!.id);
    const extra = await addReply(
      { replyType: 'user', commentId: comment!.id, text: 'Spam', userName: 'Bot' },
      connectAs(null),
    );
    await expect(deleteReply({ commentId: comment!.id, replyId: extra }, connectAs(member))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await deleteReply({ commentId: comment!.id, replyId: extra }, connectAs(admin));
    expect((await getReplies(comment!.id, connectAs(null))).map((reply) => reply.text)).not.toContain('Spam');
  });

  it("reads a brand's comments with their replies in one request, and a deleted reply leaves with its copy", async () => {
    const anonymous = connectAs(null);
    const brand = (
      await createBrand({ actor: actorOf(member), values: brandValues('Comment Three') }, connectAs(member))
    ).brandId;
    const commentId = await addComment(onBrand(brand, 'Fast payout?'), anonymous);
    const first = await addReply(
      { replyType: 'user', commentId, text: 'Took a day for me', userName: 'Budi' },
      anonymous,
    );
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

describe('private e-mails, retries and pages of comments', () => {
  let brand = '';
  beforeAll(async () => {
    await resetFirestore();
    await seedUsers(connectAs('owner'), [member, admin]);
    brand = (await createBrand({ actor: actorOf(member), values: brandValues('Comment Pages') }, connectAs(member)))
      .brandId;
  });
  afterAll(closeAll);

  it("keeps a visitor's e-mail out of the public comment and reply; admins read it", async () => {
    const anonymous = connectAs(null);
    const commentId = await addComment({ ...onBrand(brand, 'Mail me'), authorEmail: 'sari@example.test' }, anonymous);
    const replyId = await addReply(
      { replyType: 'user', commentId, text: 'Me too', userName: 'Budi', userEmail: 'budi@example.test' },
      anonymous,
    );
    const comment = await getDoc(doc(anonymous.db, 'comments', commentId));
    expect(JSON.stringify(comment.data())).not.toContain('@example.test');
    const reply = await getDoc(doc(anonymous.db, 'comments', commentId, 'replies', replyId));
    expect(JSON.stringify(reply.data())).not.toContain('@example.test');
    expect(await getCommentContact(commentId, connectAs(admin))).toBe('sari@example.test');
    await expect(getCommentContact(commentId, anonymous)).rejects.toMatchObject({ code: 'permission-denied' });
    const replyContact = await getDoc(doc(connectAs(admin).db, 'comment_contacts', commentId, 'replies', replyId));
    expect(replyContact.get('email')).toBe('budi@example.test');
  });

  it('stores a retried comment and reply once (same ids), and says the retry succeeded', async () => {
    const anonymous = connectAs(null);
    const input = { ...onBrand(brand, 'Only once'), commentId: 'retried-comment' };
    await letBrandBreathe(brand);
    expect(await addComment(input, anonymous)).toBe('retried-comment');
    expect(await addComment(input, anonymous)).toBe('retried-comment');
    const same = await getDocs(
      query(
        collection(anonymous.db, 'comments'),
        where('relatedContentId', '==', brand),
        where('status', '==', 'active'),
      ),
    );
    expect(same.docs.filter((document) => document.get('text') === 'Only once')).toHaveLength(1);
    const reply = {
      replyType: 'user' as const,
      commentId: 'retried-comment',
      replyId: 'retried-reply',
      text: 'Once',
      userName: 'Budi',
    };
    expect(await addReply(reply, anonymous)).toBe('retried-reply');
    expect(await addReply(reply, anonymous)).toBe('retried-reply');
    expect(await getReplies('retried-comment', anonymous)).toHaveLength(1);
  });

  it('tells a visitor to wait when someone replied a moment ago', async () => {
    const anonymous = connectAs(null);
    await letBrandBreathe(brand);
    const commentId = await addComment(onBrand(brand, 'Busy thread'), anonymous);
    await addReply({ replyType: 'user', commentId, text: 'First', userName: 'Budi' }, anonymous);
    await expect(
      addReply({ replyType: 'user', commentId, text: 'Second', userName: 'Sari' }, anonymous),
    ).rejects.toThrow('Someone replied a moment ago. Please wait a few seconds and send again.');
  });

  it('attack: a comment flood on one brand is refused after the first, with the wait told in words', async () => {
    const anonymous = connectAs(null);
    await letBrandBreathe(brand);
    const first = await addComment(onBrand(brand, 'Flood 1'), anonymous);
    await expect(addComment(onBrand(brand, 'Flood 2', 'Another'), anonymous)).rejects.toThrow(
      'Someone commented on this brand a moment ago. Please wait a few seconds and send again.',
    );
    await expect(
      addComment({ ...onBrand(brand, 'Flood 3', member.displayName), authorUid: member.uid }, connectAs(member)),
    ).rejects.toThrow('Someone commented on this brand a moment ago.');
    const stored = await getDocs(
      query(
        collection(anonymous.db, 'comments'),
        where('relatedContentId', '==', brand),
        where('status', '==', 'active'),
      ),
    );
    expect(stored.docs.filter((document) => String(document.get('text')).startsWith('Flood'))).toHaveLength(1);
    // the retry of the stored one still succeeds
    expect(await addComment({ ...onBrand(brand, 'Flood 1'), commentId: first }, anonymous)).toBe(first);
  });

  it('a page carries the first 3 replies of each comment with the count of all; the rest is read on request', async () => {
    const anonymous = connectAs(null);
    await letBrandBreathe(brand);
    const commentId = await addComment(onBrand(brand, 'Long thread'), anonymous);
    for (let i = 0; i < 5; i++) {
      await letConversationBreathe(commentId);
      await addReply({ replyType: 'user', commentId, text: `Reply ${i}`, userName: 'Budi' }, anonymous);
    }
    const page = await getBrandCommentsPage(brand, null, anonymous);
    const thread = page.comments.find((comment) => comment.id === commentId);
    expect(thread?.replies.map((reply) => reply.text)).toEqual(['Reply 0', 'Reply 1', 'Reply 2']);
    expect(thread?.replyCount).toBe(5);
    expect((await getCommentReplies(commentId, anonymous)).map((reply) => reply.text)).toEqual([
      'Reply 0',
      'Reply 1',
      'Reply 2',
      'Reply 3',
      'Reply 4',
    ]);
  });

  it("pages a brand's comments newest first with the total on the first page", async () => {
    const anonymous = connectAs(null);
    const before = (await getBrandCommentsPage(brand, null, anonymous, 100)).comments.length;
    for (let i = 0; i < 5; i++) {
      await letBrandBreathe(brand);
      await addComment(onBrand(brand, `Paged ${i}`), anonymous);
    }
    const first = await getBrandCommentsPage(brand, null, anonymous, 3);
    expect(first.total).toBe(before + 5);
    expect(first.comments.map((comment) => comment.text)).toEqual(['Paged 4', 'Paged 3', 'Paged 2']);
    const second = await getBrandCommentsPage(brand, first.nextCursor, anonymous, 3);
    expect(second.comments.map((comment) => comment.text).slice(0, 2)).toEqual(['Paged 1', 'Paged 0']);
    const seen = [first, second].flatMap((page) => page.comments.map((comment) => comment.id));
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('moving e-mails out of comments stored before contacts were private', () => {
  beforeAll(async () => {
    await resetFirestore();
    await seedUsers(connectAs('owner'), [member, admin]);
  });
  afterAll(closeAll);

  it('moves author and reply e-mails (copies included) to comment_contacts, admins only, once', async () => {
    const brand = (
      await createBrand({ actor: actorOf(member), values: brandValues('Old Comments') }, connectAs(member))
    ).brandId;
    const at = Timestamp.fromMillis(Date.now() - 86_400_000);
    const reply = {
      commentId: 'legacy',
      text: 'Same',
      replyType: 'user',
      userName: 'Budi',
      userEmail: 'budi@example.test',
      createdAt: at,
      updatedAt: at,
    };
    const owner = connectAs('owner');
    await setDoc(doc(owner.db, 'comments', 'legacy'), {
      ...onBrand(brand, 'Old one'),
      authorEmail: 'sari@example.test',
      status: 'active',
      replies: { r1: reply },
      createdAt: at,
      updatedAt: at,
    });
    await setDoc(doc(owner.db, 'comments', 'legacy', 'replies', 'r1'), reply);

    await expect(moveCommentContacts(connectAs(member))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await moveCommentContacts(connectAs(admin))).toEqual({ comments: 1, replies: 1 });
    const anonymous = connectAs(null);
    expect(JSON.stringify((await getDoc(doc(anonymous.db, 'comments', 'legacy'))).data())).not.toContain(
      '@example.test',
    );
    expect(
      JSON.stringify((await getDoc(doc(anonymous.db, 'comments', 'legacy', 'replies', 'r1'))).data()),
    ).not.toContain('@example.test');
    expect(await getCommentContact('legacy', connectAs(admin))).toBe('sari@example.test');
    expect((await getDoc(doc(connectAs(admin).db, 'comment_contacts', 'legacy', 'replies', 'r1'))).get('email')).toBe(
      'budi@example.test',
    );
    expect(await moveCommentContacts(connectAs(admin))).toEqual({ comments: 0, replies: 0 });
  });
});

describe('comments on a brand that does not exist', () => {
  afterAll(closeAll);

  it('are refused by the rules', async () => {
    await expect(addComment(onBrand('no-such-brand', 'Hello'), connectAs(null))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
