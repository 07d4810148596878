import { defineRecord } from './record-definition';

/** comments/{commentId} (docs/data-model.md): the one definition of a comment. */
export const commentDefinition = defineRecord('comment', {
  text: { kind: 'text', key: 'required', filled: true, max: 1000, form: true },
  authorName: { kind: 'personName', key: 'required', filled: true, max: 100, form: true, messageName: 'Name' },
  // a visitor's address, asked by the form, lives in comment_contacts (admins only); older comments kept it here
  authorEmail: {
    kind: 'email',
    key: 'legacy',
    absentAs: 'undefined',
    max: 100,
    form: true,
    messageName: 'Email',
  },
  authorUid: { kind: 'uid', key: 'optional', absentAs: 'undefined' },
  relatedContent: { kind: 'text', key: 'required', max: 200 },
  relatedContentId: { kind: 'text', key: 'required' },
  status: { kind: 'text', key: 'required' },
  createdAt: { kind: 'timestamp', key: 'required' },
  updatedAt: { kind: 'timestamp', key: 'required' },
  // the replies, copied in so a brand page reads comments and replies in one query (read by copiedReplies)
  replies: { kind: 'value', key: 'optional', unread: true },
});
