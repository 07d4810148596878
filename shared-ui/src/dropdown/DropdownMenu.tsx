import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './DropdownMenu.module.css';

export interface DropdownMenuItem {
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  onSelect: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
  /** Draws a divider above this item (e.g. before Sign Out). */
  separatorBefore?: boolean;
}

export interface DropdownMenuProps {
  /** Accessible name of the trigger button (e.g. "Account menu"). */
  label: string;
  /** What the trigger shows (an Avatar, an icon...). */
  trigger: ReactNode;
  items: DropdownMenuItem[];
  /** Non-interactive block at the top of the menu (e.g. name and e-mail). */
  header?: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  triggerClassName?: string;
}

/** Menu button: Enter/Space/arrows open it, arrows move, Esc and Tab close it, focus returns. */
export function DropdownMenu({
  label,
  trigger,
  items,
  header,
  align = 'end',
  className,
  triggerClassName,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();
  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((i) => i >= 0);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (index: number | undefined) => {
    if (index === undefined) return;
    setFocusIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const move = (delta: number) => {
    const position = enabled.indexOf(focusIndex);
    const next = enabled[(position + delta + enabled.length) % enabled.length];
    if (next !== undefined) setFocusIndex(next);
  };

  const onTriggerKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(enabled[0]);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(enabled[enabled.length - 1]);
    }
  };

  const onMenuKeyDown = (event: ReactKeyboardEvent) => {
    const keyActions: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Home: () => setFocusIndex(enabled[0] ?? 0),
      End: () => setFocusIndex(enabled[enabled.length - 1] ?? 0),
      Escape: () => close(true),
    };
    const action = keyActions[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const select = (item: DropdownMenuItem) => {
    close(true);
    item.onSelect();
  };

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <button
        ref={triggerRef}
        type="button"
        className={cx(styles.trigger, triggerClassName)}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(enabled[0]))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={cx(styles.menu, styles[align])}
          onKeyDown={onMenuKeyDown}
        >
          {header ? <div className={styles.header}>{header}</div> : null}
          {items.map((item, index) => (
            <div key={item.id} role="none">
              {item.separatorBefore ? <hr className={styles.separator} /> : null}
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                disabled={item.disabled}
                className={cx(styles.item, item.tone === 'danger' && styles.danger)}
                onClick={() => select(item)}
              >
                {item.icon ? (
                  <span className={styles.itemIcon} aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </button>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
