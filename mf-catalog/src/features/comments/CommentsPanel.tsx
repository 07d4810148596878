import { lazy, Suspense, useRef } from 'react';
import {
  Button,
  ErrorState,
  errorReason,
  Skeleton,
  TOAST_DURATION,
  useNeededSoon,
  useNow,
  useToast,
} from '@bonus-atlas/shared-ui';
import { MessageSquare } from '@bonus-atlas/shared-ui/icons';
import { useSessionStore, ValidationMessageError } from '@bonus-atlas/shared-services';
import { useCatalogTranslation } from '../../i18n';
import { useValidationText } from '../../i18n/validation';
import { CommentItem } from './CommentItem';
import { useBrandComments, type NewComment, type NewReply } from './use-brand-comments';
import styles from './Comments.module.css';

// The comment form (react-hook-form and its resolver, ~15 kB gzip) is fetched once the panel is near
// the viewport or the page has settled: the panel sits below the brand's first screen. While
// the promotions gallery above is loading the panel's position is not known yet, so it is not watched.
const CommentForm = lazy(() => import('./CommentForm').then((module) => ({ default: module.CommentForm })));

/** The brand page's comments: list (newest first, with replies), add a comment, reply (spec §2, §5, §8). */
interface CommentsPanelProps {
  brandId: string;
  brandName: string;
  /** False while what sits above the panel is still loading (its height, and so the panel's place, is not final). */
  placed?: boolean;
}

export function CommentsPanel({ brandId, brandName, placed = true }: CommentsPanelProps) {
  const { t } = useCatalogTranslation();
  const validationText = useValidationText();
  const toast = useToast();
  // a refusal of what was typed (a full conversation, a reply too soon) in the page's language
  const reasonOf = (error: unknown) =>
    errorReason(error instanceof ValidationMessageError ? validationText(error.key, error.values) : error);
  // signed in: the name is locked to the display name (falls back to the e-mail when there is none)
  const signedInName = useSessionStore((state) =>
    state.status === 'signed-in' && state.user ? state.user.displayName || state.user.email || '' : null,
  );
  const { comments, postComment, postReply } = useBrandComments(brandId, brandName);
  const formSlot = useRef<HTMLDivElement>(null);
  const formNeeded = useNeededSoon(formSlot, { observe: placed });
  // "15 seconds ago": read against when the comments were fetched while a server page is hydrated
  const now = useNow(comments.dataUpdatedAt);

  /** True when saved; a failure is told in a toast and the form keeps what was typed. */
  const addComment = async (comment: NewComment): Promise<boolean> => {
    try {
      await postComment(comment);
      toast.show({ kind: 'success', title: t('comments.added'), durationMs: TOAST_DURATION.comment });
      return true;
    } catch (error) {
      toast.show({
        kind: 'error',
        title: t('comments.addError', { reason: reasonOf(error) }),
        durationMs: TOAST_DURATION.comment,
      });
      return false;
    }
  };

  const addReply = async (reply: NewReply): Promise<boolean> => {
    try {
      await postReply(reply);
      toast.show({ kind: 'success', title: t('comments.replyAdded'), durationMs: TOAST_DURATION.comment });
      return true;
    } catch (error) {
      toast.show({
        kind: 'error',
        title: t('comments.replyError', { reason: reasonOf(error) }),
        durationMs: TOAST_DURATION.comment,
      });
      return false;
    }
  };

  const pages = comments.data?.pages ?? [];
  const list = pages.flatMap((page) => page.comments);
  // the first page knows the brand's total; "Load more comments" fetches the next page
  const total = pages[0]?.total ?? list.length;

  return (
    <section className={styles.panel} aria-labelledby="brand-comments-title">
      <h2 id="brand-comments-title" className={styles.heading}>
        <MessageSquare aria-hidden="true" />
        {t('comments.title')}
        {comments.data ? <span className={styles.count}>{t('comments.count', { count: total })}</span> : null}
      </h2>
      {/* the slot keeps the form's height, so nothing moves when the form arrives */}
      <div ref={formSlot} className={styles.formSlot}>
        {formNeeded ? (
          <Suspense fallback={null}>
            <CommentForm brandName={brandName} signedInName={signedInName} onSubmit={addComment} />
          </Suspense>
        ) : null}
      </div>
      {comments.isPending ? (
        <div aria-busy="true">
          <Skeleton lines={3} />
        </div>
      ) : comments.isError ? (
        <ErrorState
          compact
          title={t('comments.loadError', { reason: errorReason(comments.error) })}
          onRetry={() => void comments.refetch()}
          retryLabel={t('home.retry')}
        />
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('comments.empty')}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {list.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                signedInName={signedInName}
                onReply={addReply}
                now={now}
              />
            ))}
          </ul>
          {comments.hasNextPage ? (
            <div className={styles.formActions}>
              <Button
                variant="secondary"
                loading={comments.isFetchingNextPage}
                loadingText={t('comments.loadingMore')}
                onClick={() => void comments.fetchNextPage()}
              >
                {t('comments.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
