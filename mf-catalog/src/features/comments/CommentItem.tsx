import { lazy, Suspense, useState } from 'react';
import {
  Avatar,
  Badge,
  Button,
  errorReason,
  formatRelativeTime,
  formatDateTime,
  Spinner,
} from '@bonus-atlas/shared-ui';
import { Reply as ReplyIcon } from '@bonus-atlas/shared-ui/icons';
import { useCommentReplies, type Comment, type Reply } from '@bonus-atlas/shared-services';
import { useCatalogTranslation } from '../../i18n';
import type { NewReply } from './use-brand-comments';
import styles from './Comments.module.css';

// the reply form (react-hook-form) is fetched when Reply is first pressed
const ReplyForm = lazy(() => import('./ReplyForm').then((module) => ({ default: module.ReplyForm })));

function When({ date, now }: { date: Date | null; now: number }) {
  if (!date) return null;
  return (
    <time className={styles.when} dateTime={date.toISOString()} title={formatDateTime(date)}>
      {formatRelativeTime(date, now)}
    </time>
  );
}

function ReplyItem({ reply, now }: { reply: Reply; now: number }) {
  const isAdmin = reply.replyType === 'admin';
  const name = (isAdmin ? reply.adminName : reply.userName) ?? '';
  return (
    <li className={isAdmin ? `${styles.reply} ${styles.adminReply}` : styles.reply}>
      <div className={styles.meta}>
        <Avatar name={name} size="sm" />
        <span className={styles.author}>{name}</span>
        {isAdmin ? <Badge size="sm" variant="admin" /> : null}
        <When date={reply.createdAt} now={now} />
      </div>
      <p className={styles.text}>{reply.text}</p>
    </li>
  );
}

interface CommentItemProps {
  comment: Comment;
  signedInName: string | null;
  onReply: (reply: NewReply) => Promise<boolean>;
  /** The clock relative times are read against (`useNow`). */
  now: number;
}

/**
 * One comment with its replies (oldest first, admin replies marked) and the inline reply form. The page
 * brings the first few replies; "Show more replies" reads the rest of the conversation.
 */
export function CommentItem({ comment, signedInName, onReply, now }: CommentItemProps) {
  const { t } = useCatalogTranslation();
  const [replying, setReplying] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const allReplies = useCommentReplies(comment.id, expanded);
  const replies = expanded && allReplies.data ? allReplies.data : comment.replies;
  const hidden = Math.max(0, (comment.replyCount ?? comment.replies.length) - replies.length);
  // the member's own reply may lie past the first few: after sending, the whole conversation shows
  const reply = async (newReply: NewReply) => {
    const saved = await onReply(newReply);
    if (saved) setExpanded(true);
    return saved;
  };
  return (
    <li className={styles.comment}>
      <div className={styles.meta}>
        <Avatar name={comment.authorName} size="sm" />
        <span className={styles.author}>{comment.authorName}</span>
        {/* a signed-in author (the rules tie authorUid to the caller): a mark no typed name can fake */}
        {comment.authorUid ? <Badge size="sm" variant="member" /> : null}
        <When date={comment.createdAt} now={now} />
      </div>
      <p className={styles.text}>{comment.text}</p>
      {replying ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <ReplyForm
            commentId={comment.id}
            signedInName={signedInName}
            onSubmit={reply}
            onCancel={() => setReplying(false)}
          />
        </Suspense>
      ) : (
        <Button variant="ghost" size="sm" leftIcon={<ReplyIcon />} onClick={() => setReplying(true)}>
          {t('comments.reply')}
        </Button>
      )}
      {replies.length > 0 ? (
        <ul className={styles.replies}>
          {replies.map((item) => (
            <ReplyItem key={item.id} reply={item} now={now} />
          ))}
        </ul>
      ) : null}
      {allReplies.isError ? (
        <p className={styles.empty} role="alert">
          {t('comments.repliesError', { reason: errorReason(allReplies.error) })}
        </p>
      ) : null}
      {hidden > 0 && !(expanded && allReplies.isSuccess) ? (
        <Button
          variant="ghost"
          size="sm"
          loading={expanded && allReplies.isFetching}
          loadingText={t('comments.loadingReplies')}
          onClick={() => (expanded ? void allReplies.refetch() : setExpanded(true))}
        >
          {t('comments.showMoreReplies', { count: hidden })}
        </Button>
      ) : null}
    </li>
  );
}
