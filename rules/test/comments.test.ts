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
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { adminReplyData, commentData, displayNameOf, IDS, seedBaseline, signedBy, userReplyData } from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));
const ALL: ActorName[] = ['anonymous', 'member', 'other', 'admin'];

/** A new comment with its brand's pace moved in the same batch, as addComment writes them. */
function postComment(db: Firestore, data: Record<string, unknown>, id: string = doc(collection(db, 'comments')).id) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'comments', id), data);
  // a brand id that names no document (a path, "..") moves a pace of its own name; the comment is refused anyway
  const brandId = String(data.relatedContentId);
  batch.set(doc(db, 'comment_pace', /^[^/]+$/.test(brandId) && brandId !== '..' ? brandId : 'not-a-brand'), {
    lastCommentId: id,
    lastCommentAt: serverTimestamp(),
  });
  return batch.commit();
}

/** The name an actor's reply carries: a visitor's own choice, a signed-in user's profile display name. */
function replyNameOf(actor: ActorName): Record<string, unknown> {
  const who = ACTORS[actor];
  return who ? { userName: displayNameOf(who.email) } : {};
}

/** One batch: the reply document and, unless `copy` is null, its copy in the comment. */
function replyWithCopy(
  actor: ActorName,
  data: Record<string, unknown>,
  copy: Record<string, unknown> | null = data,
  commentId: string = IDS.copiesComment,
) {
  const db = world.as[actor].db;
  const comment = doc(db, 'comments', commentId);
  const reply = doc(collection(comment, 'replies'));
  const batch = writeBatch(db);
  batch.set(reply, data);
  if (copy)
    batch.update(comment, { [`replies.${reply.id}`]: copy, lastReplyId: reply.id, lastReplyAt: serverTimestamp() });
  return { id: reply.id, commit: () => batch.commit() };
}

/** Names that pose as the admin: each got past the old check (issue: "Atlas Admin" impostors). */
const IMPOSTOR_NAMES: [string, string][] = [
  ['a trailing newline', 'Atlas Admin\n'],
  ['a Cyrillic А', 'Atlas \u0410dmin'],
  ['a zero-width space', 'Atlas Ad\u200Bmin'],
  ['fullwidth letters', 'Atlas \uFF21\uFF44\uFF4D\uFF49\uFF4E'],
  ['a bidi override', 'Atlas \u202Enimda'],
  ['an accented letter', 'Atlas Ádmin'],
  ['lower case', 'atlas admin'],
];

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
      await expectAllowed(postComment(world.as[actor].db, commentData(signedBy(ACTORS[actor]))));
    });

    it('lets a signed-in member sign the comment with their own uid only', async () => {
      await expectAllowed(postComment(world.as.member.db, commentData(signedBy(ACTORS.member))));
      await expectDenied(
        postComment(world.as.member.db, commentData({ ...signedBy(ACTORS.member), authorUid: ACTORS.other.uid })),
      );
      await expectDenied(postComment(world.as.anonymous.db, commentData({ authorUid: ACTORS.member.uid })));
    });

    it.each([
      ['an empty text', { text: '  ' }],
      ['a 1001-character text', { text: 'x'.repeat(1001) }],
      ['an empty name', { authorName: '' }],
      ['a 101-character name', { authorName: 'x'.repeat(101) }],
      ['attack: an e-mail in the public comment', { authorEmail: 'visitor@example.test' }],
      ['status hidden', { status: 'hidden' }],
      ['an admin field', { pinnedByAdmin: true }],
      ['a brand id that does not exist', { relatedContentId: 'no-such-brand' }],
      [
        'attack: a brand id with a path inside',
        { relatedContentId: `${IDS.memberBrand}/promotions/${IDS.memberPromotion}` },
      ],
      ['attack: a brand id of ..', { relatedContentId: '..' }],
      ['attack: the author name of the admin', { authorName: 'Atlas Admin' }],
      ['attack: an author name claiming the admin label', { authorName: 'ADMIN Bonus Atlas' }],
      ...IMPOSTOR_NAMES.map(([label, name]): [string, Record<string, unknown>] => [
        `attack: an admin name with ${label}`,
        { authorName: name },
      ]),
      ['attack: a control character in the name', { authorName: 'Visitor\u0007' }],
      [
        'a forged createdAt in 2099 (pinned on top of newest-first lists)',
        { createdAt: Timestamp.fromDate(new Date('2099-01-01T00:00:00Z')) },
      ],
    ])('refuses a comment with %s', async (_label, overrides) => {
      await expectDenied(postComment(world.as.anonymous.db, commentData(overrides)));
    });

    it('attack: a signed-in member cannot post under another name, or unsigned as a visitor', async () => {
      const db = world.as.member.db;
      await expectDenied(postComment(db, commentData({ authorUid: ACTORS.member.uid, authorName: 'rina' })));
      await expectDenied(postComment(db, commentData({ authorName: 'Visitor' })));
    });

    it('attack: a retried comment under the same id is stored once (the second write is refused)', async () => {
      const db = world.as.anonymous.db;
      await expectAllowed(postComment(db, commentData(), 'comment-retried'));
      await expectDenied(postComment(db, commentData(), 'comment-retried'));
      await expectDenied(setDoc(doc(db, 'comments', 'comment-retried'), commentData()));
    });

    it('attack: a comment flood on one brand is paced: one new comment per brand every 10 s, from anyone', async () => {
      await expectAllowed(postComment(world.as.anonymous.db, commentData()));
      // the next at once, from another visitor or a member, is refused; another brand is not slowed
      await expectDenied(postComment(world.as.anonymous.db, commentData({ text: 'Spam 2' })));
      await expectDenied(postComment(world.as.member.db, commentData(signedBy(ACTORS.member))));
      await expectAllowed(
        postComment(
          world.as.anonymous.db,
          commentData({ relatedContent: 'Brand other', relatedContentId: IDS.otherBrand }),
        ),
      );
      // an admin's comment is not held back
      await expectAllowed(postComment(world.as.admin.db, commentData(signedBy(ACTORS.admin))));
    });

    it('takes the next comment on a brand once 10 s have passed since the last', async () => {
      await setDoc(doc(world.owner.db, 'comment_pace', IDS.memberBrand), {
        lastCommentId: 'comment-earlier',
        lastCommentAt: Timestamp.fromMillis(Date.now() - 11_000),
      });
      await expectAllowed(postComment(world.as.anonymous.db, commentData()));
    });

    it("attack: a comment without its brand's pace, or a pace naming no new comment of that brand, is refused", async () => {
      const db = world.as.anonymous.db;
      await expectDenied(setDoc(doc(db, 'comments', 'comment-unpaced'), commentData()));
      const elsewhere = writeBatch(db);
      elsewhere.set(doc(db, 'comments', 'comment-elsewhere'), commentData());
      elsewhere.set(doc(db, 'comment_pace', IDS.otherBrand), {
        lastCommentId: 'comment-elsewhere',
        lastCommentAt: serverTimestamp(),
      });
      await expectDenied(elsewhere.commit());
      // the pace alone, moved back in time or onto an old comment, is refused
      await expectDenied(
        setDoc(doc(db, 'comment_pace', IDS.memberBrand), {
          lastCommentId: IDS.comment,
          lastCommentAt: serverTimestamp(),
        }),
      );
      await expectDenied(
        setDoc(doc(db, 'comment_pace', IDS.memberBrand), {
          lastCommentId: 'comment-x',
          lastCommentAt: Timestamp.fromMillis(Date.now() - 60_000),
        }),
      );
    });

    it('accepts exactly 1000 characters', async () => {
      await expectAllowed(postComment(world.as.anonymous.db, commentData({ text: 'x'.repeat(1000) })));
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

describe('comment_contacts: a visitor e-mail only admins read', () => {
  const contact = { email: 'visitor@example.test', createdAt: serverTimestamp() };

  /** A visitor's comment and its contact in one batch, as addComment writes them. */
  function commentWithContact(
    actor: ActorName,
    comment: Record<string, unknown>,
    contactData: Record<string, unknown> = contact,
  ) {
    const db = world.as[actor].db;
    const ref = doc(collection(db, 'comments'));
    const batch = writeBatch(db);
    batch.set(ref, comment);
    batch.set(doc(db, 'comment_pace', String(comment.relatedContentId)), {
      lastCommentId: ref.id,
      lastCommentAt: serverTimestamp(),
    });
    batch.set(doc(db, 'comment_contacts', ref.id), contactData);
    return { id: ref.id, commit: () => batch.commit() };
  }

  it('a visitor leaves an e-mail with the comment; only an admin reads it', async () => {
    const { id, commit } = commentWithContact('anonymous', commentData());
    await expectAllowed(commit());
    for (const actor of ['anonymous', 'member', 'other'] as const) {
      await expectDenied(getDoc(doc(world.as[actor].db, 'comment_contacts', id)));
      await expectDenied(getDocs(collection(world.as[actor].db, 'comment_contacts')));
    }
    expect((await getDoc(doc(world.as.admin.db, 'comment_contacts', id))).get('email')).toBe('visitor@example.test');
  });

  it('attack: a contact written apart from its comment (later, or for a signed-in comment) is refused', async () => {
    await expectDenied(setDoc(doc(world.as.anonymous.db, 'comment_contacts', IDS.comment), contact));
    await expectDenied(commentWithContact('member', commentData(signedBy(ACTORS.member))).commit());
    await expectDenied(
      commentWithContact('anonymous', commentData(), {
        email: 'not an address',
        createdAt: serverTimestamp(),
      }).commit(),
    );
  });

  it('a visitor leaves an e-mail with a reply; only an admin reads it', async () => {
    const db = world.as.anonymous.db;
    const { id, commit } = replyWithCopy('anonymous', userReplyData(IDS.copiesComment));
    await expectAllowed(commit());
    const path = ['comment_contacts', IDS.copiesComment, 'replies', id] as const;
    await expectDenied(setDoc(doc(db, ...path), contact));
    await expectDenied(getDoc(doc(db, ...path)));
  });

  it('a reply contact is taken in the batch of its reply', async () => {
    const db = world.as.anonymous.db;
    const comment = doc(db, 'comments', IDS.copiesComment);
    const reply = doc(collection(comment, 'replies'));
    const data = userReplyData(IDS.copiesComment);
    const batch = writeBatch(db);
    batch.set(reply, data);
    batch.update(comment, { [`replies.${reply.id}`]: data, lastReplyId: reply.id, lastReplyAt: serverTimestamp() });
    batch.set(doc(db, 'comment_contacts', IDS.copiesComment, 'replies', reply.id), contact);
    await expectAllowed(batch.commit());
    await expectDenied(getDoc(doc(db, 'comment_contacts', IDS.copiesComment, 'replies', reply.id)));
    const stored = await getDoc(doc(world.as.admin.db, 'comment_contacts', IDS.copiesComment, 'replies', reply.id));
    expect(stored.get('email')).toBe('visitor@example.test');
  });

  it('an admin moves an e-mail of an older comment into its contact (migration); nobody else does', async () => {
    await updateDoc(doc(world.owner.db, 'comments', IDS.copiesComment), { authorEmail: 'old@example.test' });
    for (const actor of ['anonymous', 'member'] as const) {
      await expectDenied(
        updateDoc(doc(world.as[actor].db, 'comments', IDS.copiesComment), { authorEmail: deleteField() }),
      );
    }
    const db = world.as.admin.db;
    const batch = writeBatch(db);
    batch.set(doc(db, 'comment_contacts', IDS.copiesComment), {
      email: 'old@example.test',
      createdAt: serverTimestamp(),
    });
    batch.update(doc(db, 'comments', IDS.copiesComment), { authorEmail: deleteField() });
    await expectAllowed(batch.commit());
  });
});
