import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry, ErrorBoundary } from '@bonus-atlas/shared-ui';
import { loadExposedComponent, type PromotionDetailModalProps } from '@bonus-atlas/shared-services';

// a load that failed (offline, the remote down: not the shell's whole-section fallback, but a small
// dialog where the user tapped) is tried again on the next tap or Retry
const LazyPromotionDetailModal = lazyWithRetry(() => loadExposedComponent('mf_promotions/PromotionDetailModal'));

interface RemotePromotionDetailModalProps extends PromotionDetailModalProps {
  /** Shown (a small modal where the user tapped) when the remote cannot load; `retry` loads it again. */
  renderUnavailable: (close: () => void, retry: () => void) => ReactNode;
}

/** The promotion detail modal exposed by mf-promotions, lazy-loaded on first open; the brand page keeps working without it. */
export function RemotePromotionDetailModal({ renderUnavailable, ...props }: RemotePromotionDetailModalProps) {
  if (!props.open || !props.promotion) return null;
  return (
    <ErrorBoundary
      name="mf_promotions/PromotionDetailModal"
      parts={[LazyPromotionDetailModal]}
      fallback={({ retry }) => renderUnavailable(props.onClose, retry)}
    >
      <Suspense fallback={null}>
        <LazyPromotionDetailModal {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
