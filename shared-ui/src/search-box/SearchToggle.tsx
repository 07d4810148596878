import { useId, useState } from 'react';
import { IconButton } from '@bonus-atlas/shared-ui';
import { Search } from '@bonus-atlas/shared-ui/icons';
import { SearchField } from '../../components/search-field/SearchField';
import { useCatalogTranslation } from '../../i18n';
import styles from './HomeToolbar.module.css';

interface SearchToggleProps {
  term: string;
  onSearch: (term: string) => void;
}

/** Home's search button that opens the search box (spec §2). */
export function SearchToggle({ term, onSearch }: SearchToggleProps) {
  const { t } = useCatalogTranslation();
  const [open, setOpen] = useState(term !== '');
  const id = useId();

  // an active term (from the URL, back button) always shows its box
  if (!open && term === '') {
    return (
      <IconButton
        variant="secondary"
        aria-label={t('home.searchToggle')}
        aria-expanded={false}
        icon={<Search />}
        onClick={() => setOpen(true)}
      />
    );
  }
  return (
    <SearchField
      className={styles.searchSlot}
      id={id}
      term={term}
      onSearch={onSearch}
      onClose={() => setOpen(false)}
      autoFocus
    />
  );
}
