import { Suspense } from 'react';
import { ErrorState, lazyWithRetry, Modal, ErrorBoundary } from '@bonus-atlas/shared-ui';
import { usePromotionsTranslation } from '../../i18n';
import type { PromotionDetailModalProps } from '@bonus-atlas/shared-services';

// The detail modal (with DOMPurify for the description, ~15 kB gzip with the report form) is fetched
// when a promotion is first opened, not with the list: a list page's first load does not need it.
// A failed fetch (offline) is tried again on the next open or Retry.
const PromotionDetailModal = lazyWithRetry(() => import('./PromotionDetailModal'));

// the list pages' close goes Back in history; leaving for the brand page closes the modal with the page
const leaveWithThePage = () => undefined;

/**
 * The promotion detail modal, fetched on the first open; nothing while no promotion is open. When it
 * cannot be fetched, a small dialog says so where the user tapped, with Retry.
 */
export function LazyPromotionDetailModal(props: PromotionDetailModalProps) {
  const { t } = usePromotionsTranslation();
  if (!props.promotion) return null;
  return (
    <ErrorBoundary
      name="PromotionDetailModal"
      parts={[PromotionDetailModal]}
      fallback={({ retry }) => (
        <Modal open={props.open} onClose={props.onClose} title={props.promotion?.title ?? ''} size="sm">
          <ErrorState compact title={t('detail.loadError')} onRetry={retry} retryLabel={t('detail.retry')} />
        </Modal>
      )}
    >
      <Suspense fallback={null}>
        <PromotionDetailModal {...props} onNavigateAway={props.onNavigateAway ?? leaveWithThePage} />
      </Suspense>
    </ErrorBoundary>
  );
}
