import { useEffect, useRef, useState } from 'react';
import { IconButton } from '../icon-button/IconButton';
import { Search, X } from '../icons/icons';
import { SEARCH_DEBOUNCE_MS } from '../utils/use-debounced-value';
import styles from './SearchField.module.css';

export interface SearchFieldLabels {
  /** The box's placeholder; also its accessible name unless `name` is given. */
  placeholder: string;
  /** The accessible name of the box, when it differs from the placeholder. */
  name?: string;
  /** The clear (or close) button's name. */
  close: string;
}

export interface SearchFieldProps {
  id?: string;
  /** The page's term (from its address); the box shows it when the page changes it. */
  term: string;
  /** Called with the settled text, 300 ms after typing stops (spec §9). */
  onSearch: (term: string) => void;
  /** Called with the text as typed, before it settles (a page may get its results ready meanwhile). */
  onDraft?: (text: string) => void;
  labels: SearchFieldLabels;
  /** Shows a close button (a search toggle's box); otherwise the button only clears. */
  onClose?: () => void;
  autoFocus?: boolean;
  /** Sizing from the parent layout (the box itself fills its width). */
  className?: string;
}

/** A search box with a 300 ms debounce; Escape and the button clear it. */
export function SearchField({
  id,
  term,
  onSearch,
  onDraft,
  labels,
  onClose,
  autoFocus = false,
  className,
}: SearchFieldProps) {
  const [draft, setDraft] = useState(term);
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
    if (draft === agreed.current) return;
    // the settled text goes to the page from the timer itself: through a state and an effect it
    // waited a render and a frame more, on a phone a good part of the time left after the debounce
    const timer = setTimeout(() => {
      agreed.current = draft;
      onSearchRef.current(draft);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

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
        placeholder={labels.placeholder}
        aria-label={labels.name ?? labels.placeholder}
        onChange={(event) => {
          setDraft(event.target.value);
          onDraft?.(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') clear();
        }}
      />
      {onClose || draft ? (
        <IconButton size="sm" aria-label={labels.close} icon={<X />} onClick={clear} />
      ) : null}
    </div>
  );
}
