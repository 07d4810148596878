import { Suspense, type ReactNode } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import { lazyWithRetry, RetryBoundary } from '@bonus-atlas/shared-ui';
import type { ExposedModule, PromotionDetailModalProps } from '@bonus-atlas/shared-services';

type ModalModule = ExposedModule<'mf_promotions/PromotionDetailModal'> & { unavailable?: true };

/** Loads the modal through the shell's federation instance, which registered every remote from /remotes.json. */
async function loadPromotionDetailModal(): Promise<ModalModule> {
  const host =
    getInstance((instance) => instance.options.remotes.some((remote) => remote.name === 'mf_promotions')) ??
    getInstance();
  if (!host) throw new Error('Module Federation runtime is not initialised');
  const module = await host.loadRemote<ModalModule>('mf_promotions/PromotionDetailModal');
  // the shell's fallback plugin answers a failed load with its section fallback (a whole section's
  // error box, whose Retry reloads the brand page): a failure here, shown in the tapped tile's dialog
  if (!module || module.unavailable) throw new Error('mf_promotions/PromotionDetailModal is unavailable');
  return module;
}

// a load that failed (offline, the remote down) is tried again on the next tap or Retry
const LazyPromotionDetailModal = lazyWithRetry(loadPromotionDetailModal);

interface RemotePromotionDetailModalProps extends PromotionDetailModalProps {
  /** Shown (a small modal where the user tapped) when the remote cannot load; `retry` loads it again. */
  renderUnavailable: (close: () => void, retry: () => void) => ReactNode;
}

/** The promotion detail modal exposed by mf-promotions, lazy-loaded on first open; the brand page keeps working without it. */
export function RemotePromotionDetailModal({ renderUnavailable, ...props }: RemotePromotionDetailModalProps) {
  if (!props.open || !props.promotion) return null;
  return (
    <RetryBoundary
      name="mf_promotions/PromotionDetailModal"
      parts={[LazyPromotionDetailModal]}
      fallback={(retry) => renderUnavailable(props.onClose, retry)}
    >
      <Suspense fallback={null}>
        <LazyPromotionDetailModal {...props} />
      </Suspense>
    </RetryBoundary>
  );
}
