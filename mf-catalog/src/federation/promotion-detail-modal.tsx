import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { Promotion } from '@bonus-atlas/shared-services';

/** Props of mf_promotions/PromotionDetailModal (read from mf-promotions/src/modals/PromotionDetailModal.tsx). */
export interface PromotionDetailModalProps {
  promotion: Promotion | null;
  open: boolean;
  onClose: () => void;
}

type ModalModule = { default: ComponentType<PromotionDetailModalProps> };

/** Loads the modal through the shell's federation instance, which registered every remote from /remotes.json. */
async function loadPromotionDetailModal(): Promise<ModalModule> {
  const host =
    getInstance((instance) => instance.options.remotes.some((remote) => remote.name === 'mf_promotions')) ??
    getInstance();
  if (!host) throw new Error('Module Federation runtime is not initialised');
  const module = await host.loadRemote<ModalModule>('mf_promotions/PromotionDetailModal');
  if (!module) throw new Error('mf_promotions/PromotionDetailModal is unavailable');
  return module;
}

const LazyPromotionDetailModal = lazy(loadPromotionDetailModal);

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps the brand page working when the promotions remote is down. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('mf_promotions/PromotionDetailModal failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface RemotePromotionDetailModalProps extends PromotionDetailModalProps {
  /** Shown (e.g. as a small modal or notice) when the remote cannot load. */
  renderUnavailable: (close: () => void) => ReactNode;
}

/** The promotion detail modal exposed by mf-promotions, lazy-loaded on first open. */
export function RemotePromotionDetailModal({ renderUnavailable, ...props }: RemotePromotionDetailModalProps) {
  if (!props.open || !props.promotion) return null;
  return (
    <RemoteBoundary fallback={renderUnavailable(props.onClose)}>
      <Suspense fallback={null}>
        <LazyPromotionDetailModal {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
