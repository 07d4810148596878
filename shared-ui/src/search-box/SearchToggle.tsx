import { useId, useState } from 'react';
import { IconButton } from '../icon-button/IconButton';
import { Search } from '../icons/icons';
import { SearchField, type SearchFieldLabels } from './SearchField';

export interface SearchToggleProps {
  /** The page's term ('' when none); an active term always shows its box. */
  term?: string;
  /** Receives the term 300 ms after typing stops, and '' when the box is closed. */
  onSearch: (term: string) => void;
  /** Receives the text as typed, before it settles. */
  onDraft?: (text: string) => void;
  /** `open` names the button that opens the box. */
  labels: SearchFieldLabels & { open: string };
  /** Sizing of the open box from the parent layout. */
  className?: string;
}

/** A search button that opens a search box (spec §2); closing the box clears the search. */
export function SearchToggle({ term = '', onSearch, onDraft, labels, className }: SearchToggleProps) {
  const [open, setOpen] = useState(term !== '');
  const id = useId();

  // an active term (from the address, the back button) always shows its box
  if (!open && term === '') {
    return (
      <IconButton
        variant="secondary"
        aria-label={labels.open}
        aria-expanded={false}
        icon={<Search />}
        onClick={() => setOpen(true)}
      />
    );
  }
  return (
    <SearchField
      className={className}
      id={id}
      term={term}
      onSearch={onSearch}
      onDraft={onDraft}
      labels={labels}
      onClose={() => setOpen(false)}
      autoFocus
    />
  );
}
