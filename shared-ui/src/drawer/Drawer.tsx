import { useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/use-translation';
import { IconButton } from '../icon-button/IconButton';
import { X } from '../icons/icons';
import { ModalDepthContext } from '../modal/modal-stack';
import { useModalBehavior } from '../modal/use-modal-behavior';
import { cx } from '../utils/cx';
import { useCanPortal } from '../utils/use-can-portal';
import styles from './Drawer.module.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Names the drawer (e.g. "Navigation", "Admin Panel"). */
  title: ReactNode;
  side?: 'left' | 'right';
  children?: ReactNode;
  footer?: ReactNode;
  /** CSS width, e.g. "320px"; capped at 90 % of the screen. */
  width?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  /** Accessible name of the close button (default: the common "Close"). */
  closeLabel?: string;
  'data-testid'?: string;
}

/** Side sheet (admin mobile drawer, filters): a modal dialog sliding in from one side. */
export function Drawer(props: DrawerProps) {
  const canPortal = useCanPortal();
  if (!props.open || !canPortal) return null;
  return createPortal(<OpenDrawer {...props} />, document.body);
}

function OpenDrawer({
  onClose,
  title,
  side = 'left',
  children,
  footer,
  width,
  initialFocusRef,
  className,
  closeLabel,
  'data-testid': testId,
}: DrawerProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const depth = useModalBehavior(panelRef, { onClose, closeOnEsc: true, initialFocusRef });
  const titleId = useId();

  return (
    <ModalDepthContext.Provider value={depth}>
      <div
        className={styles.backdrop}
        data-testid="drawer-backdrop"
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-testid={testId}
          className={cx(styles.panel, styles[side], className)}
          style={width ? { width } : undefined}
        >
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <IconButton aria-label={closeLabel ?? t('actions.close')} icon={<X />} onClick={onClose} />
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </ModalDepthContext.Provider>
  );
}
