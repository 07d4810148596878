import {
  collection,
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
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { commentData, IDS, seedBaseline, signedBy, userReplyData } from './fixtures.js';
import { commentWrites, IMPOSTOR_NAMES, postComment } from './comment-writes.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));
const ALL: ActorName[] = ['anonymous', 'member', 'other', 'admin'];

const { replyWithCopy } = commentWrites(world);

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
