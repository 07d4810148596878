import { useContext, useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/use-translation';
import { X } from '../icons/icons';
import { IconButton } from '../icon-button/IconButton';
import { cx } from '../utils/cx';
import { focusableElements, trapTabKey } from './focusable';
import { ModalDepthContext, isTopModal, pushModal, removeModal } from './modal-stack';
import styles from './Modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  children?: ReactNode;
  /** Buttons row at the bottom (e.g. Cancel / Submit Report). */
  footer?: ReactNode;
  /** Where focus goes on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  closeOnEsc?: boolean;
  hideCloseButton?: boolean;
  className?: string;
}

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

/** Same component under the ARIA name. */
export const Dialog = Modal;

function OpenModal({
  onClose,
  title,
  description,
  size = 'md',
  children,
  footer,
  initialFocusRef,
  closeOnBackdrop = true,
  closeOnEsc = true,
  hideCloseButton = false,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Latest callbacks for the document listener, which is attached once per opening.
  const onCloseRef = useRef(onClose);
  const closeOnEscRef = useRef(closeOnEsc);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    closeOnEscRef.current = closeOnEsc;
  });
  const depth = useContext(ModalDepthContext) + 1;
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const id = Symbol('modal');
    const dialog = dialogRef.current;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id, depth);
    if (dialog && isTopModal(id)) {
      const target = initialFocusRef?.current ?? focusableElements(dialog)[0] ?? dialog;
      target.focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id) || !dialog) return;
      if (event.key === 'Escape' && closeOnEscRef.current) {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      trapTabKey(event, dialog);
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

  return (
    <ModalDepthContext.Provider value={depth}>
      <div
        className={styles.backdrop}
        data-testid="modal-backdrop"
        onMouseDown={(event) => {
          if (closeOnBackdrop && event.target === event.currentTarget) onClose();
        }}
      >
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          className={cx(styles.dialog, styles[size], className)}
        >
          <div className={styles.header}>
            <div>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              ) : null}
            </div>
            {hideCloseButton ? null : (
              <IconButton
                aria-label={t('actions.close')}
                icon={<X />}
                size="sm"
                onClick={onClose}
              />
            )}
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </ModalDepthContext.Provider>
  );
}
