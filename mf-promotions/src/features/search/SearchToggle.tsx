import { useEffect, useId, useRef, useState } from 'react';
import { IconButton, useDebouncedValue } from '@bonus-atlas/shared-ui';
import { Search, X } from '@bonus-atlas/shared-ui/icons';
import { usePromotionsTranslation } from '../../i18n';
import styles from './SearchToggle.module.css';

interface SearchToggleProps {
  /** Receives the term 300 ms after the visitor stops typing ('' when the search is closed). */
  onSearch: (term: string) => void;
}

/** A search button that opens a search box; closing it clears the search. */
export function SearchToggle({ onSearch }: SearchToggleProps) {
  const { t } = usePromotionsTranslation();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const onSearchRef = useRef(onSearch);

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  const settled = useDebouncedValue(term);
  useEffect(() => {
    onSearchRef.current(settled.trim());
  }, [settled]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setTerm('');
  };

  return (
    <div className={styles.search} data-open={open || undefined}>
      {open ? (
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.visuallyHidden}>
            {t('list.searchLabel')}
          </label>
          <Search className={styles.icon} aria-hidden="true" size={18} />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            className={styles.input}
            value={term}
            placeholder={t('list.searchPlaceholder')}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          />
        </div>
      ) : null}
      <IconButton
        aria-label={open ? t('list.searchClose') : t('list.searchToggle')}
        aria-expanded={open}
        icon={open ? <X size={20} /> : <Search size={20} />}
        variant="secondary"
        onClick={() => (open ? close() : setOpen(true))}
      />
    </div>
  );
}
