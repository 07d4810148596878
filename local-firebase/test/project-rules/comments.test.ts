import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { adminReplyData, commentData, IDS, seedBaseline, userReplyData } from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));
const ALL: ActorName[] = ['anonymous', 'member', 'other', 'admin'];

describe('comments/{commentId}', () => {
  describe('read', () => {
    it.each(ALL)('%s reads an active comment and the active comments of a brand', async (actor) => {
      const db = world.as[actor].db;
      expect((await getDoc(doc(db, 'comments', IDS.comment))).exists()).toBe(true);
      const forBrand = query(
        collection(db, 'comments'),
        where('relatedContentId', '==', IDS.memberBrand),
        where('status', '==', 'active'),
        orderBy('createdAt', 'desc'),
      );
      expect((await getDocs(forBrand)).size).toBe(1);
    });

    it.each([
      ['anonymous', false],
      ['member', false],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])('%s reading a comment that is not active → allowed %s', async (actor, allowed) => {
      await expectOutcome(allowed, () => getDoc(doc(world.as[actor].db, 'comments', IDS.hiddenComment)));
    });

    it('answers a missing comment as missing, so a reply can say "Comment not found"', async () => {
      expect((await getDoc(doc(world.as.anonymous.db, 'comments', 'no-such-comment'))).exists()).toBe(false);
    });

    it.each([
      ['anonymous', false],
      ['admin', true],
    ] as [ActorName, boolean][])(
      '%s listing every comment including hidden ones → allowed %s',
      async (actor, allowed) => {
        await expectOutcome(allowed, () => getDocs(collection(world.as[actor].db, 'comments')));
      },
    );
  });

  describe('create', () => {
    it.each(ALL)('%s posts an active comment', async (actor) => {
      await expectAllowed(addDoc(collection(world.as[actor].db, 'comments'), commentData()));
    });

    it('lets a signed-in member sign the comment with their own uid only', async () => {
      await expectAllowed(
        addDoc(collection(world.as.member.db, 'comments'), commentData({ authorUid: ACTORS.member.uid })),
      );
      await expectDenied(
        addDoc(collection(world.as.member.db, 'comments'), commentData({ authorUid: ACTORS.other.uid })),
      );
      await expectDenied(
        addDoc(collection(world.as.anonymous.db, 'comments'), commentData({ authorUid: ACTORS.member.uid })),
      );
    });

    it.each([
      ['an empty text', { text: '  ' }],
      ['a 1001-character text', { text: 'x'.repeat(1001) }],
      ['an empty name', { authorName: '' }],
      ['a 101-character name', { authorName: 'x'.repeat(101) }],
      ['a 101-character email', { authorEmail: `${'x'.repeat(90)}@example.test` }],
      ['status hidden', { status: 'hidden' }],
      ['an admin field', { pinnedByAdmin: true }],
      ['a brand id that does not exist', { relatedContentId: 'no-such-brand' }],
      ['attack: a brand id with a path inside', { relatedContentId: `${IDS.memberBrand}/promotions/${IDS.memberPromotion}` }],
      ['attack: a brand id of ..', { relatedContentId: '..' }],
      ['attack: the author name of the admin', { authorName: 'Atlas Admin' }],
      ['attack: an author name claiming the admin label', { authorName: 'ADMIN Bonus Atlas' }],
      [
        'a forged createdAt in 2099 (pinned on top of newest-first lists)',
        { createdAt: Timestamp.fromDate(new Date('2099-01-01T00:00:00Z')) },
      ],
    ])('refuses a comment with %s', async (_label, overrides) => {
      await expectDenied(addDoc(collection(world.as.anonymous.db, 'comments'), commentData(overrides)));
    });

    it('accepts exactly 1000 characters', async () => {
      await expectAllowed(
        addDoc(collection(world.as.anonymous.db, 'comments'), commentData({ text: 'x'.repeat(1000) })),
      );
    });
  });

  describe('update and delete', () => {
    it.each([
      ['anonymous', false],
      ['member', false],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])('%s hiding a comment → allowed %s', async (actor, allowed) => {
      await expectOutcome(allowed, () =>
        updateDoc(doc(world.as[actor].db, 'comments', IDS.comment), { status: 'hidden' }),
      );
    });

    it.each([
      ['anonymous', false],
      ['member', false],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])('%s deleting a comment with its replies → allowed %s', async (actor, allowed) => {
      const db = world.as[actor].db;
      const batch = writeBatch(db);
      batch.delete(doc(db, 'comments', IDS.comment, 'replies', IDS.reply));
      batch.delete(doc(db, 'comments', IDS.comment));
      await expectOutcome(allowed, () => batch.commit());
    });
  });
});

describe('comments/{commentId}/replies/{replyId}', () => {
  const replies = (actor: ActorName, commentId: string = IDS.comment) =>
    collection(world.as[actor].db, 'comments', commentId, 'replies');

  it.each(ALL)('%s reads the replies of a comment', async (actor) => {
    const byComment = query(replies(actor), where('commentId', '==', IDS.comment));
    expect((await getDocs(byComment)).size).toBe(1);
  });

  it.each([
    ['anonymous', false],
    ['member', false],
    ['other', false],
    ['admin', true],
  ] as [ActorName, boolean][])('attack: %s reading the replies of a hidden comment → allowed %s', async (actor, allowed) => {
    await expectOutcome(allowed, () => getDocs(replies(actor, IDS.hiddenComment)));
    await expectOutcome(allowed, () => getDoc(doc(world.as[actor].db, 'comments', IDS.hiddenComment, 'replies', IDS.reply)));
  });

  it.each([
    ['anonymous', false],
    ['member', false],
    ['admin', true],
  ] as [ActorName, boolean][])('attack: %s replying to a hidden comment → allowed %s', async (actor, allowed) => {
    const data =
      actor === 'admin' ? adminReplyData(IDS.hiddenComment, ACTORS.admin.uid) : userReplyData(IDS.hiddenComment);
    await expectOutcome(allowed, () => addDoc(replies(actor, IDS.hiddenComment), data));
  });

  it('attack: a user reply cannot carry a name that claims the admin label', async () => {
    await expectDenied(addDoc(replies('anonymous'), userReplyData(IDS.comment, { userName: 'Atlas Admin' })));
    await expectDenied(addDoc(replies('member'), userReplyData(IDS.comment, { userName: 'site admin' })));
  });

  it.each(ALL)('%s posts a user reply', async (actor) => {
    await expectAllowed(addDoc(replies(actor), userReplyData(IDS.comment)));
  });

  it.each([
    ['anonymous', false],
    ['member', false],
    ['other', false],
    ['admin', true],
  ] as [ActorName, boolean][])('%s posting an admin reply → allowed %s', async (actor, allowed) => {
    const uid = actor === 'anonymous' ? 'anonymous' : ACTORS[actor].uid;
    await expectOutcome(allowed, () => addDoc(replies(actor), adminReplyData(IDS.comment, uid)));
  });

  it('attack: an anonymous visitor cannot post an admin reply under the admin uid', async () => {
    await expectDenied(addDoc(replies('anonymous'), adminReplyData(IDS.comment, ACTORS.admin.uid)));
  });

  it("refuses an admin reply signed with another admin's uid", async () => {
    await expectDenied(addDoc(replies('admin'), adminReplyData(IDS.comment, 'someone-else')));
  });

  it.each([
    ['a 501-character user reply', userReplyData(IDS.comment, { text: 'x'.repeat(501) })],
    ['an empty reply', userReplyData(IDS.comment, { text: ' ' })],
    ['a missing name', userReplyData(IDS.comment, { userName: '' })],
    ['a reply type that is neither user nor admin', userReplyData(IDS.comment, { replyType: 'moderator' })],
    ['a commentId of another comment', userReplyData('comment-other')],
    ['admin fields on a user reply', userReplyData(IDS.comment, { adminName: 'Atlas Admin' })],
  ])('refuses %s', async (_label, reply) => {
    await expectDenied(addDoc(replies('member'), reply));
  });

  it('allows a 1000-character admin reply but not 1001', async () => {
    await expectAllowed(
      addDoc(replies('admin'), adminReplyData(IDS.comment, ACTORS.admin.uid, { text: 'x'.repeat(1000) })),
    );
    await expectDenied(
      addDoc(replies('admin'), adminReplyData(IDS.comment, ACTORS.admin.uid, { text: 'x'.repeat(1001) })),
    );
  });

  it('refuses a reply to a comment that does not exist', async () => {
    await expectDenied(addDoc(replies('member', 'missing-comment'), userReplyData('missing-comment')));
  });

  it.each([
    ['anonymous', false],
    ['member', false],
    ['other', false],
    ['admin', true],
  ] as [ActorName, boolean][])('%s editing or deleting a reply → allowed %s', async (actor, allowed) => {
    const reply = doc(world.as[actor].db, 'comments', IDS.comment, 'replies', IDS.reply);
    await expectOutcome(allowed, () => updateDoc(reply, { text: 'edited' }));
    await expectOutcome(allowed, () => deleteDoc(reply));
  });
});

describe('copies of the replies in their comment (issue 15: a brand page reads comments and replies in one query)', () => {
  /** One batch: the reply document and, unless `copy` is null, its copy in the comment. */
  function replyWithCopy(actor: ActorName, data: Record<string, unknown>, copy: Record<string, unknown> | null = data) {
    const db = world.as[actor].db;
    const comment = doc(db, 'comments', IDS.copiesComment);
    const reply = doc(collection(comment, 'replies'));
    const batch = writeBatch(db);
    batch.set(reply, data);
    if (copy) batch.update(comment, { [`replies.${reply.id}`]: copy, lastReplyId: reply.id });
    return { id: reply.id, commit: () => batch.commit() };
  }

  it.each(ALL)('%s posts a user reply together with its copy', async (actor) => {
    const { id, commit } = replyWithCopy(actor, userReplyData(IDS.copiesComment));
    await expectAllowed(commit());
    const stored = await getDoc(doc(world.as[actor].db, 'comments', IDS.copiesComment));
    expect(stored.get(`replies.${id}.text`)).toBe('Agreed!');
  });

  it('an admin posts an admin reply together with its copy', async () => {
    await expectAllowed(replyWithCopy('admin', adminReplyData(IDS.copiesComment, ACTORS.admin.uid)).commit());
  });

  it('attack: a reply without its copy is refused where the comment keeps copies', async () => {
    await expectDenied(replyWithCopy('member', userReplyData(IDS.copiesComment), null).commit());
  });

  it('attack: a copy that says something else than its reply is refused', async () => {
    const copy = userReplyData(IDS.copiesComment, { text: 'Best casino ever, visit spam.example' });
    await expectDenied(replyWithCopy('anonymous', userReplyData(IDS.copiesComment), copy).commit());
  });

  it('attack: a copy with no reply behind it is refused', async () => {
    const comment = doc(world.as.member.db, 'comments', IDS.copiesComment);
    await expectDenied(updateDoc(comment, { 'replies.planted': userReplyData(IDS.copiesComment), lastReplyId: 'planted' }));
  });

  it('attack: a second copy smuggled in next to the real one is refused', async () => {
    const db = world.as.member.db;
    const comment = doc(db, 'comments', IDS.copiesComment);
    const reply = doc(collection(comment, 'replies'));
    const batch = writeBatch(db);
    batch.set(reply, userReplyData(IDS.copiesComment));
    batch.update(comment, {
      [`replies.${reply.id}`]: userReplyData(IDS.copiesComment),
      'replies.extra': userReplyData(IDS.copiesComment, { text: 'planted' }),
      lastReplyId: reply.id,
    });
    await expectDenied(batch.commit());
  });

  it('attack: nobody but an admin edits or removes a copy; an admin deletes a reply with its copy', async () => {
    const { id, commit } = replyWithCopy('member', userReplyData(IDS.copiesComment));
    await expectAllowed(commit());
    for (const actor of ['anonymous', 'member', 'other'] as const) {
      const comment = doc(world.as[actor].db, 'comments', IDS.copiesComment);
      await expectDenied(updateDoc(comment, { [`replies.${id}`]: deleteField() }));
      await expectDenied(updateDoc(comment, { [`replies.${id}.text`]: 'rewritten' }));
    }
    const db = world.as.admin.db;
    const batch = writeBatch(db);
    batch.delete(doc(db, 'comments', IDS.copiesComment, 'replies', id));
    batch.update(doc(db, 'comments', IDS.copiesComment), { [`replies.${id}`]: deleteField() });
    await expectAllowed(batch.commit());
  });

  it('a new comment starts with no copies', async () => {
    const comments = collection(world.as.anonymous.db, 'comments');
    await expectAllowed(addDoc(comments, commentData({ replies: {} })));
    await expectDenied(addDoc(comments, commentData({ replies: { planted: userReplyData('x') } })));
  });
});
