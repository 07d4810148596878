import { lazy, Suspense } from 'react';
import type { PromotionDetailModalProps } from './PromotionDetailModal';

// The detail modal (with DOMPurify for the description, ~15 kB gzip with the report form) is fetched
// when a promotion is first opened, not with the list: a list page's first load does not need it (issue 15).
const PromotionDetailModal = lazy(() => import('./PromotionDetailModal'));

/** The promotion detail modal, fetched on the first open; nothing while no promotion is open. */
export function LazyPromotionDetailModal(props: PromotionDetailModalProps) {
  if (!props.promotion) return null;
  return (
    <Suspense fallback={null}>
      <PromotionDetailModal {...props} />
    </Suspense>
  );
}
