import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Small trailing text, e.g. a count or "Coming soon". */
  badge?: ReactNode;
  disabled?: boolean;
  /** Panel content; leave out when the caller renders the panel itself (e.g. a routed page). */
  content?: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** 'vertical' for sidebars (Admin Panel); arrows follow the orientation. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/** Tabs with roving focus: arrow keys (and Home/End) move and select. */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onChange,
  orientation = 'horizontal',
  className,
}: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(
    defaultValue ?? items.find((item) => !item.disabled)?.id,
  );
  const selected = value ?? ownValue;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);
  const selectedItem = items.find((item) => item.id === selected);

  const select = (id: string) => {
    setOwnValue(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const [previousKey, nextKey] =
      orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    const position = enabled.findIndex((item) => item.id === selected);
    const targets: Record<string, number> = {
      [previousKey]: (position - 1 + enabled.length) % enabled.length,
      [nextKey]: (position + 1) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const targetIndex = targets[event.key];
    const target = targetIndex === undefined ? undefined : enabled[targetIndex];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={cx(styles.tabs, styles[orientation], className)}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              id={tabId(item.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={
                item.content !== undefined && isSelected ? panelId(item.id) : undefined
              }
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => select(item.id)}
            >
              {item.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              <span className={styles.label}>{item.label}</span>
              {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
            </button>
          );
        })}
      </div>
      {selectedItem && selectedItem.content !== undefined ? (
        <div
          role="tabpanel"
          id={panelId(selectedItem.id)}
          aria-labelledby={tabId(selectedItem.id)}
          tabIndex={0}
          className={styles.panel}
        >
          {selectedItem.content}
        </div>
      ) : null}
    </div>
  );
}
