import { commentDefinition } from './comment-definition';
import { defineRecord } from './record-definition';

// comments/{commentId}/replies/{replyId} (docs/data-model.md), one definition per kind of reply: a
// user's and an admin's are stored with different keys, limits and messages (firestore.rules
// validUserReply and validAdminReply check one shape each), so each kind is a record of its own and
// its form, defaults, messages and rules check follow from it as a comment's do. A reply as read is
// either kind (model/comment.ts replyRecordSchema reads both definitions' fields).

const { authorName, authorEmail } = commentDefinition.fields;

/** A visitor's or member's reply (spec §5: text and name required, text ≤ 500). */
export const userReplyDefinition = defineRecord('reply', {
  commentId: { kind: 'text', key: 'required' },
  // messages replyRequired, replyTooLong
  text: { kind: 'text', key: 'required', filled: true, max: 500, form: true, messageName: '' },
  // always 'user' (the rules' validUserReply); read as 'user' or 'admin'
  replyType: { kind: 'value', key: 'required' },
  // a reply's author is asked as a comment's: the comment's checks, limits and messages
  userName: { ...authorName, absentAs: 'undefined', messageRecord: 'comment' },
  // the form asks it, comment_contacts keeps it (admins only); older replies kept it here
  userEmail: { ...authorEmail, messageRecord: 'comment' },
  createdAt: { kind: 'timestamp', key: 'required' },
  updatedAt: { kind: 'timestamp', key: 'required' },
});

/** An admin's reply (spec §5: text required after trimming, ≤ 1000), signed with the admin's uid. */
export const adminReplyDefinition = defineRecord('adminReply', {
  commentId: { kind: 'text', key: 'required' },
  // messages adminReplyRequired, adminReplyTooLong; also how long an admin may edit any reply's text
  text: { kind: 'text', key: 'required', filled: true, max: 1000, form: true, messageName: '' },
  // always 'admin' (the rules' validAdminReply)
  replyType: { kind: 'value', key: 'required' },
  adminName: { kind: 'text', key: 'required', filled: true, max: 100, absentAs: 'undefined' },
  adminUid: { kind: 'uid', key: 'required', absentAs: 'undefined' },
  createdAt: { kind: 'timestamp', key: 'required' },
  updatedAt: { kind: 'timestamp', key: 'required' },
});
