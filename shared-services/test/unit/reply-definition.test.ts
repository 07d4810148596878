import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { copiedReplies, replyRecordSchema, toReply } from '../../src/model/comment';
import { documentFields, keysOf, requiredKeys, type Fields } from '../../src/model/record-definition';
import { adminReplyDefinition, userReplyDefinition } from '../../src/model/reply-definition';
import { adminReplyFormSchema, userReplyFormSchema } from '../../src/validation/comment';

// A reply is a user's or an admin's, each kind with its own definition: the reader takes either, and a
// save writes what each kind's form asked that its document keeps.

const at = Timestamp.fromMillis(Date.UTC(2026, 0, 2, 3, 4, 5));
const userReply = {
  commentId: 'c1',
  text: 'Agreed',
  replyType: 'user',
  userName: 'Budi',
  createdAt: at,
  updatedAt: at,
};
const adminReply = {
  commentId: 'c1',
  text: 'Paid within 24 h',
  replyType: 'admin',
  adminName: 'Atlas Admin',
  adminUid: 'admin-1',
  createdAt: at,
  updatedAt: at,
};

const readKeys = (fields: Fields) => Object.keys(fields).filter((key) => !fields[key]?.unread);

describe("a reply's definitions", () => {
  it('make the reader of both kinds: every field either definition names', () => {
    const read = [...readKeys(userReplyDefinition.fields), ...readKeys(adminReplyDefinition.fields)];
    expect(Object.keys(replyRecordSchema.shape).sort()).toEqual([...new Set(read)].sort());
  });

  it("read a user's reply, the admin's fields absent", () => {
    const reply = toReply('r1', userReply);
    expect(reply).toMatchObject({ id: 'r1', replyType: 'user', userName: 'Budi', text: 'Agreed' });
    expect(reply.adminName).toBeUndefined();
    expect(reply.adminUid).toBeUndefined();
    expect(reply.userEmail).toBeUndefined();
    expect(reply.createdAt?.getTime()).toBe(at.toMillis());
  });

  it("read an admin's reply, and an older reply's e-mail", () => {
    const reply = toReply('r2', adminReply);
    expect(reply).toMatchObject({ replyType: 'admin', adminName: 'Atlas Admin', adminUid: 'admin-1' });
    expect(reply.userName).toBeUndefined();
    expect(toReply('r3', { ...userReply, userEmail: 'budi@example.test' }).userEmail).toBe('budi@example.test');
  });

  it('read the copies in a comment, oldest first, each under its parent', () => {
    const later = Timestamp.fromMillis(at.toMillis() + 60_000);
    const replies = copiedReplies('c9', { replies: { b: { ...adminReply, createdAt: later }, a: { text: 'Old' } } });
    expect(replies.map((reply) => [reply.id, reply.commentId, reply.replyType])).toEqual([
      ['a', 'c9', 'user'],
      ['b', 'c1', 'admin'],
    ]);
  });

  it("a save writes the form's fields each kind keeps: a user's text and name (never the e-mail), an admin's text", () => {
    const user = userReplyFormSchema.parse({ text: ' Agreed ', userName: ' Budi ', userEmail: 'budi@example.test' });
    expect(documentFields(userReplyDefinition, user)).toEqual({ text: 'Agreed', userName: 'Budi' });
    expect(documentFields(adminReplyDefinition, adminReplyFormSchema.parse({ text: ' Paid ' }))).toEqual({
      text: 'Paid',
    });
  });

  it('name the keys each kind of new reply has, and the e-mail as one only older replies hold', () => {
    expect(requiredKeys(userReplyDefinition).sort()).toEqual(Object.keys(userReply).sort());
    expect(requiredKeys(adminReplyDefinition).sort()).toEqual(Object.keys(adminReply).sort());
    expect(keysOf(userReplyDefinition, 'legacy')).toEqual(['userEmail']);
  });
});
