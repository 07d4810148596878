import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { focusableElements, trapTabKey } from './focusable';
import { ModalDepthContext, isTopModal, pushModal, removeModal } from './modal-stack';

export interface ModalBehaviorOptions {
  onClose: () => void;
  closeOnEsc: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * What every modal surface (dialog, drawer) does while mounted: joins the modal stack, locks
 * page scroll, moves focus in, traps Tab, closes on Esc when on top, and restores focus after.
 * Returns the nesting depth to provide to children through ModalDepthContext.
 */
export function useModalBehavior(
  surfaceRef: RefObject<HTMLElement | null>,
  { onClose, closeOnEsc, initialFocusRef }: ModalBehaviorOptions,
): number {
  // Latest callbacks for the document listener, which is attached once per opening.
  const onCloseRef = useRef(onClose);
  const closeOnEscRef = useRef(closeOnEsc);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    closeOnEscRef.current = closeOnEsc;
  });
  const depth = useContext(ModalDepthContext) + 1;

  useEffect(() => {
    const id = Symbol('modal');
    const surface = surfaceRef.current;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id, depth);
    if (surface && isTopModal(id)) {
      const target = initialFocusRef?.current ?? focusableElements(surface)[0] ?? surface;
      target.focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id) || !surface) return;
      // An inner widget that handled Esc itself (an open menu) marks it with preventDefault.
      if (event.key === 'Escape' && closeOnEscRef.current && !event.defaultPrevented) {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      trapTabKey(event, surface);
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      removeModal(id);
      // Give focus back to what opened the modal, as long as it is still on the page.
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // Focus handling runs once per opening; later prop changes must not steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return depth;
}
