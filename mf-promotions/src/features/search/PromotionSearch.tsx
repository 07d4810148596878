import { SearchToggle } from '@bonus-atlas/shared-ui';
import { usePromotionsTranslation } from '../../i18n';
import styles from './PromotionSearch.module.css';

/** The listings' search button and box, in this remote's words; the page gets the settled term trimmed. */
export function PromotionSearch({ onSearch }: { onSearch: (term: string) => void }) {
  const { t } = usePromotionsTranslation();
  return (
    <SearchToggle
      className={styles.open}
      onSearch={(term) => onSearch(term.trim())}
      labels={{
        open: t('list.searchToggle'),
        close: t('list.searchClose'),
        placeholder: t('list.searchPlaceholder'),
        name: t('list.searchLabel'),
      }}
    />
  );
}
