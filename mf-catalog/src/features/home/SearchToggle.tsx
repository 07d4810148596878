import { useEffect, useId, useRef, useState } from 'react';
import { IconButton, Search, X } from '@bonus-atlas/shared-ui';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useCatalogTranslation } from '../../i18n';
import styles from './HomeToolbar.module.css';

interface SearchToggleProps {
  term: string;
  onSearch: (term: string) => void;
}

/** The search button that opens a box; typing searches after 300 ms of quiet (spec §2, §9). */
export function SearchToggle({ term, onSearch }: SearchToggleProps) {
  const { t } = useCatalogTranslation();
  const [open, setOpen] = useState(term !== '');
  const [draft, setDraft] = useState(term);
  const debounced = useDebouncedValue(draft);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (debounced !== term) onSearch(debounced);
    // only a settled draft searches; an outside term change (back button) must not loop
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = () => {
    setDraft('');
    onSearch('');
    setOpen(false);
  };

  if (!open) {
    return (
      <IconButton
        variant="secondary"
        aria-label={t('home.searchToggle')}
        aria-expanded={false}
        aria-controls={id}
        icon={<Search />}
        onClick={() => setOpen(true)}
      />
    );
  }

  return (
    <div className={styles.search} role="search">
      <Search className={styles.searchIcon} aria-hidden="true" />
      <input
        ref={input}
        id={id}
        type="search"
        className={styles.searchInput}
        value={draft}
        placeholder={t('home.searchPlaceholder')}
        aria-label={t('home.searchPlaceholder')}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      />
      <IconButton size="sm" aria-label={t('home.searchClose')} icon={<X />} onClick={close} />
    </div>
  );
}
