import {
  Button,
  EmptyState,
  ErrorState,
  IconButton,
  Spinner,
  TOAST_DURATION,
  formatDateTime,
  useToast,
  errorReason,
} from '@bonus-atlas/shared-ui';
import { ConfirmDialog, Table, type TableColumn } from '@bonus-atlas/shared-ui/manage';
import { Reply as ReplyIcon, Trash2 } from '@bonus-atlas/shared-ui/icons';
import { useActiveComments, type Comment } from '@bonus-atlas/shared-services';
import { useCommentContacts, useDeleteComment } from '@bonus-atlas/shared-services/manage';
import { useState } from 'react';
import { Link } from '@bonus-atlas/shared-ui/router';
import { useAdminTranslation } from '../../i18n';
import { AdminReplyForm } from './AdminReplyForm';
import { SectionHeader } from '../../ui/SectionHeader';
import styles from './Comments.module.css';

/** /admin/comments (spec §2): every active comment, inline admin reply, delete with its replies. */
export function CommentsSection() {
  const { t } = useAdminTranslation();
  const toast = useToast();
  const comments = useActiveComments();
  // visitors' e-mails live apart from the public comments, readable by admins only
  const contacts = useCommentContacts();
  const deleteComment = useDeleteComment();
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Comment | null>(null);

  const columns: TableColumn<Comment>[] = [
    {
      id: 'text',
      header: t('comments.columns.text'),
      width: '36%',
      cell: (comment) => {
        const adminReplies = comment.replies.filter((reply) => reply.replyType === 'admin');
        return (
          <div className={styles.textCell}>
            <p className={styles.text}>{comment.text}</p>
            {adminReplies.length > 0 ? (
              <div className={styles.adminReplies}>
                <h3 className={styles.adminRepliesTitle}>{t('comments.adminReplies')}</h3>
                <ul>
                  {adminReplies.map((reply) => (
                    <li key={reply.id}>
                      <p className={styles.text}>{reply.text}</p>
                      <span className={styles.muted}>
                        {t('comments.adminReplyBy', { name: reply.adminName, date: formatDateTime(reply.createdAt) })}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {replyingTo === comment.id ? (
              <AdminReplyForm
                commentId={comment.id}
                authorName={comment.authorName}
                onDone={() => setReplyingTo(null)}
              />
            ) : null}
          </div>
        );
      },
    },
    { id: 'author', header: t('comments.columns.author'), cell: (comment) => comment.authorName },
    {
      id: 'related',
      header: t('comments.columns.related'),
      cell: (comment) =>
        comment.relatedContentId ? (
          <Link to={`/brand/${encodeURIComponent(comment.relatedContentId)}`}>
            {comment.relatedContent || comment.relatedContentId}
          </Link>
        ) : (
          comment.relatedContent
        ),
    },
    {
      id: 'email',
      header: t('comments.columns.email'),
      cell: (comment) =>
        contacts.data?.get(comment.id) ||
        // a comment stored before e-mails moved out, until the migration moves its e-mail too
        comment.authorEmail || <span aria-hidden="true">{t('comments.noEmail')}</span>,
      hideOnMobile: true,
    },
    { id: 'date', header: t('comments.columns.date'), cell: (comment) => formatDateTime(comment.createdAt) },
    {
      id: 'replies',
      header: t('comments.columns.replies'),
      align: 'center',
      cell: (comment) => comment.replies.length,
    },
    {
      id: 'actions',
      header: t('comments.columns.actions'),
      align: 'end',
      cell: (comment) => (
        <span className={styles.rowActions}>
          <Button
            size="sm"
            variant="secondary"
            leftIcon={<ReplyIcon aria-hidden="true" />}
            aria-expanded={replyingTo === comment.id}
            onClick={() => setReplyingTo(replyingTo === comment.id ? null : comment.id)}
          >
            {t('comments.reply')}
          </Button>
          <IconButton
            aria-label={t('comments.deleteComment', { author: comment.authorName })}
            icon={<Trash2 />}
            variant="danger"
            onClick={() => setToDelete(comment)}
          />
        </span>
      ),
    },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteComment.mutate(toDelete.id, {
      onSuccess: () =>
        toast.show({ kind: 'success', title: t('comments.deleted'), durationMs: TOAST_DURATION.comment }),
      onError: (failure) =>
        toast.show({
          kind: 'error',
          title: t('comments.deleteFailed', { reason: errorReason(failure) }),
          durationMs: TOAST_DURATION.comment,
        }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section aria-labelledby="admin-comments-heading">
      <SectionHeader headingId="admin-comments-heading" title={t('panel.comments')}>
        {comments.data ? <p className={styles.total}>{t('comments.total', { count: comments.data.length })}</p> : null}
      </SectionHeader>
      {comments.isPending ? (
        <Spinner label={t('comments.loading')} />
      ) : comments.isError ? (
        <ErrorState
          title={t('comments.loadFailed', { reason: errorReason(comments.error) })}
          retryLabel={t('comments.tryAgain')}
          retrying={comments.isRefetching}
          onRetry={() => void comments.refetch()}
        />
      ) : (
        <Table
          caption={t('comments.caption')}
          columns={columns}
          rows={comments.data}
          getRowKey={(comment) => comment.id}
          empty={<EmptyState title={t('comments.emptyTitle')} message={t('comments.emptyMessage')} />}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('comments.confirmDeleteTitle')}
        message={t('comments.confirmDeleteMessage', { count: toDelete?.replies.length ?? 0 })}
        confirmLabel={t('comments.delete')}
        busy={deleteComment.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
