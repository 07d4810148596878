import { collection, doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { displayNameOf, IDS } from './fixtures.js';
import { ACTORS, type ActorName, type RulesWorld } from './harness.js';

// What the comment and reply tests write as the services do: a comment with its brand's pace, a reply
// with its copy in the comment, and the names that pose as the admin.

/** A new comment with its brand's pace moved in the same batch, as addComment writes them. */
export function postComment(
  db: Firestore,
  data: Record<string, unknown>,
  id: string = doc(collection(db, 'comments')).id,
) {
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
export function replyNameOf(actor: ActorName): Record<string, unknown> {
  const who = ACTORS[actor];
  return who ? { userName: displayNameOf(who.email) } : {};
}

/** The writes made as one of the rules world's actors. */
export function commentWrites(world: RulesWorld) {
  return {
    /** One batch: the reply document and, unless `copy` is null, its copy in the comment. */
    replyWithCopy(
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
    },
  };
}

/** Names that pose as the admin: each got past the old check (issue: "Atlas Admin" impostors). */
export const IMPOSTOR_NAMES: [string, string][] = [
  ['a trailing newline', 'Atlas Admin\n'],
  ['a Cyrillic А', 'Atlas \u0410dmin'],
  ['a zero-width space', 'Atlas Ad\u200Bmin'],
  ['fullwidth letters', 'Atlas \uFF21\uFF44\uFF4D\uFF49\uFF4E'],
  ['a bidi override', 'Atlas \u202Enimda'],
  ['an accented letter', 'Atlas Ádmin'],
  ['lower case', 'atlas admin'],
];
