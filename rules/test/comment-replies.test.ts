import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { adminReplyData, commentData, IDS, seedBaseline, userReplyData } from './fixtures.js';
import { commentWrites, IMPOSTOR_NAMES, postComment, replyNameOf } from './comment-writes.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));
const ALL: ActorName[] = ['anonymous', 'member', 'other', 'admin'];

const { replyWithCopy } = commentWrites(world);

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
  ] as [ActorName, boolean][])(
    'attack: %s reading the replies of a hidden comment → allowed %s',
    async (actor, allowed) => {
      await expectOutcome(allowed, () => getDocs(replies(actor, IDS.hiddenComment)));
      await expectOutcome(allowed, () =>
        getDoc(doc(world.as[actor].db, 'comments', IDS.hiddenComment, 'replies', IDS.reply)),
      );
    },
  );

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
    const reply = (name: string) => userReplyData(IDS.copiesComment, { userName: name });
    await expectDenied(replyWithCopy('anonymous', reply('Atlas Admin')).commit());
    await expectDenied(replyWithCopy('anonymous', reply('site admin')).commit());
  });

  it.each(IMPOSTOR_NAMES)('attack: a user reply cannot pose as the admin with %s', async (_label, name) => {
    await expectDenied(replyWithCopy('anonymous', userReplyData(IDS.copiesComment, { userName: name })).commit());
  });

  it('attack: a signed-in member replies under their display name only', async () => {
    await expectDenied(replyWithCopy('member', userReplyData(IDS.copiesComment, { userName: 'rina' })).commit());
    await expectAllowed(replyWithCopy('member', userReplyData(IDS.copiesComment, replyNameOf('member'))).commit());
  });

  it('attack: an e-mail in the public reply is refused', async () => {
    const reply = userReplyData(IDS.copiesComment, { userEmail: 'visitor@example.test' });
    await expectDenied(replyWithCopy('anonymous', reply).commit());
  });

  it.each([
    ['anonymous', false],
    ['member', false],
    ['other', false],
    ['admin', true],
  ] as [ActorName, boolean][])(
    'attack: %s replying to a comment older than the copies (its replies cannot be counted) → allowed %s',
    async (actor, allowed) => {
      await expectOutcome(allowed, () => addDoc(replies(actor), userReplyData(IDS.comment, replyNameOf(actor))));
    },
  );

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
    ['a 501-character user reply', { text: 'x'.repeat(501) }],
    ['an empty reply', { text: ' ' }],
    ['a missing name', { userName: '' }],
    ['a reply type that is neither user nor admin', { replyType: 'moderator' }],
    ['a commentId of another comment', { commentId: 'comment-other' }],
    ['admin fields on a user reply', { adminName: 'Atlas Admin' }],
  ])('refuses %s', async (_label, overrides) => {
    const reply = userReplyData(IDS.copiesComment, { ...replyNameOf('member'), ...overrides });
    await expectDenied(replyWithCopy('member', reply).commit());
  });

  it('accepts a 500-character user reply (the refusals above are about their field)', async () => {
    const reply = userReplyData(IDS.copiesComment, { ...replyNameOf('member'), text: 'x'.repeat(500) });
    await expectAllowed(replyWithCopy('member', reply).commit());
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

describe('copies of the replies in their comment (a brand page reads comments and replies in one query)', () => {
  it.each(ALL)('%s posts a user reply together with its copy', async (actor) => {
    const { id, commit } = replyWithCopy(actor, userReplyData(IDS.copiesComment, replyNameOf(actor)));
    await expectAllowed(commit());
    const stored = await getDoc(doc(world.as[actor].db, 'comments', IDS.copiesComment));
    expect(stored.get(`replies.${id}.text`)).toBe('Agreed!');
  });

  it('an admin posts an admin reply together with its copy', async () => {
    await expectAllowed(replyWithCopy('admin', adminReplyData(IDS.copiesComment, ACTORS.admin.uid)).commit());
  });

  it('attack: a reply without its copy is refused where the comment keeps copies', async () => {
    await expectDenied(replyWithCopy('member', userReplyData(IDS.copiesComment, replyNameOf('member')), null).commit());
  });

  it('attack: a copy that says something else than its reply is refused', async () => {
    const copy = userReplyData(IDS.copiesComment, { text: 'Best casino ever, visit spam.example' });
    await expectDenied(replyWithCopy('anonymous', userReplyData(IDS.copiesComment), copy).commit());
  });

  it('attack: a copy with no reply behind it is refused', async () => {
    const comment = doc(world.as.member.db, 'comments', IDS.copiesComment);
    await expectDenied(
      updateDoc(comment, { 'replies.planted': userReplyData(IDS.copiesComment), lastReplyId: 'planted' }),
    );
  });

  it('attack: a second copy smuggled in next to the real one is refused', async () => {
    const db = world.as.member.db;
    const comment = doc(db, 'comments', IDS.copiesComment);
    const reply = doc(collection(comment, 'replies'));
    const batch = writeBatch(db);
    const data = userReplyData(IDS.copiesComment, replyNameOf('member'));
    batch.set(reply, data);
    batch.update(comment, {
      [`replies.${reply.id}`]: data,
      'replies.extra': userReplyData(IDS.copiesComment, { text: 'planted' }),
      lastReplyId: reply.id,
      lastReplyAt: serverTimestamp(),
    });
    await expectDenied(batch.commit());
  });

  it('attack: nobody but an admin edits or removes a copy; an admin deletes a reply with its copy', async () => {
    const { id, commit } = replyWithCopy('member', userReplyData(IDS.copiesComment, replyNameOf('member')));
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
    await expectAllowed(postComment(world.as.anonymous.db, commentData({ replies: {} })));
    await expectDenied(
      postComment(
        world.as.anonymous.db,
        commentData({ relatedContentId: IDS.otherBrand, replies: { planted: userReplyData('x') } }),
      ),
    );
  });
});

describe('page bloat: a conversation is bounded (a visitor once added 520 replies to one comment)', () => {
  /** The copies comment seeded with `count` replies and the time of its last one. */
  async function seedConversation(count: number, lastReplyAt: Date) {
    const copies = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `r${i}`,
        { ...userReplyData(IDS.copiesComment), createdAt: Timestamp.now() },
      ]),
    );
    await updateDoc(doc(world.owner.db, 'comments', IDS.copiesComment), {
      replies: copies,
      lastReplyAt: Timestamp.fromDate(lastReplyAt),
    });
  }

  it('attack: the 51st reply to a comment is refused for visitors and members, an admin still answers', async () => {
    await seedConversation(50, new Date(Date.now() - 60_000));
    await expectDenied(replyWithCopy('anonymous', userReplyData(IDS.copiesComment)).commit());
    await expectDenied(replyWithCopy('member', userReplyData(IDS.copiesComment, replyNameOf('member'))).commit());
    await expectAllowed(replyWithCopy('admin', adminReplyData(IDS.copiesComment, ACTORS.admin.uid)).commit());
  });

  it('accepts the 50th reply', async () => {
    await seedConversation(49, new Date(Date.now() - 60_000));
    await expectAllowed(replyWithCopy('anonymous', userReplyData(IDS.copiesComment)).commit());
  });

  it('attack: a second reply to the same comment within 3 seconds is refused; after them it is taken', async () => {
    await seedConversation(1, new Date(Date.now() - 60_000));
    await expectAllowed(replyWithCopy('anonymous', userReplyData(IDS.copiesComment)).commit());
    await expectDenied(replyWithCopy('anonymous', userReplyData(IDS.copiesComment, { text: 'again' })).commit());
    await seedConversation(1, new Date(Date.now() - 10_000));
    await expectAllowed(replyWithCopy('anonymous', userReplyData(IDS.copiesComment, { text: 'later' })).commit());
  });

  it('attack: a reply copy that leaves out or forges lastReplyAt is refused', async () => {
    const db = world.as.anonymous.db;
    const comment = doc(db, 'comments', IDS.copiesComment);
    const data = userReplyData(IDS.copiesComment);
    for (const lastReplyAt of [undefined, Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'))]) {
      const reply = doc(collection(comment, 'replies'));
      const batch = writeBatch(db);
      batch.set(reply, data);
      batch.update(comment, {
        [`replies.${reply.id}`]: data,
        lastReplyId: reply.id,
        ...(lastReplyAt ? { lastReplyAt } : {}),
      });
      await expectDenied(batch.commit());
    }
  });

  it('attack: a retried reply under the same id is stored once', async () => {
    const db = world.as.anonymous.db;
    const comment = doc(db, 'comments', IDS.copiesComment);
    const reply = doc(collection(comment, 'replies'));
    const write = () => {
      const batch = writeBatch(db);
      batch.set(reply, userReplyData(IDS.copiesComment));
      batch.update(comment, {
        [`replies.${reply.id}`]: userReplyData(IDS.copiesComment),
        lastReplyId: reply.id,
        lastReplyAt: serverTimestamp(),
      });
      return batch.commit();
    };
    await expectAllowed(write());
    await seedConversation(1, new Date(Date.now() - 60_000));
    await expectDenied(write());
  });
});
