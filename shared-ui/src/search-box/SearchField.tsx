import { useEffect, useRef, useState } from 'react';
import { IconButton, useDebouncedValue } from '@bonus-atlas/shared-ui';
import { Search, X } from '@bonus-atlas/shared-ui/icons';
import { useCatalogTranslation } from '../../i18n';
import styles from './SearchField.module.css';

interface SearchFieldProps {
  id?: string;
  term: string;
  /** Called with the settled text, 300 ms after typing stops (spec §9). */
  onSearch: (term: string) => void;
  /** Shows a close button (Home's search toggle); otherwise the button only clears. */
  onClose?: () => void;
  autoFocus?: boolean;
  /** Sizing from the parent layout (the box itself fills its width). */
  className?: string;
}

/** A search box with the spec's placeholder and a 300 ms debounce. */
export function SearchField({ id, term, onSearch, onClose, autoFocus = false, className }: SearchFieldProps) {
  const { t } = useCatalogTranslation();
  const [draft, setDraft] = useState(term);
  const debounced = useDebouncedValue(draft);
  const input = useRef<HTMLInputElement>(null);
  // the last term this box and the page agreed on
  const agreed = useRef(term);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    // the page changed the term itself (Browse all, back button): show it
    if (term !== agreed.current) {
      agreed.current = term;
      setDraft(term);
    }
  }, [term]);

  useEffect(() => {
    if (debounced !== agreed.current) {
      agreed.current = debounced;
      onSearchRef.current(debounced);
    }
  }, [debounced]);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const clear = () => {
    setDraft('');
    agreed.current = '';
    onSearch('');
    if (onClose) onClose();
    else input.current?.focus();
  };

  return (
    <div className={className ? `${styles.search} ${className}` : styles.search} role="search">
      <Search className={styles.icon} aria-hidden="true" />
      <input
        ref={input}
        id={id}
        type="search"
        className={styles.input}
        value={draft}
        placeholder={t('home.searchPlaceholder')}
        aria-label={t('home.searchPlaceholder')}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') clear();
        }}
      />
      {onClose || draft ? (
        <IconButton size="sm" aria-label={t('home.searchClose')} icon={<X />} onClick={clear} />
      ) : null}
    </div>
  );
}
