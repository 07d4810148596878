import { useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/use-translation';
import { X } from '../icons/icons';
import { IconButton } from '../icon-button/IconButton';
import { cx } from '../utils/cx';
import { useCanPortal } from '../utils/use-can-portal';
import { ModalDepthContext } from './modal-stack';
import { useModalBehavior } from './use-modal-behavior';
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
  // a dialog open in a server-rendered page (a shared `?promo=` link) opens once the page is hydrated
  const canPortal = useCanPortal();
  if (!props.open || !canPortal) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

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
  const depth = useModalBehavior(dialogRef, { onClose, closeOnEsc, initialFocusRef });
  const titleId = useId();
  const descriptionId = useId();

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
