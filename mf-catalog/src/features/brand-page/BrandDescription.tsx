import { useId, useState } from 'react';
import { useCatalogTranslation } from '../../i18n';
import styles from './BrandPage.module.css';

/** spec §2: Show all appears above 200 characters. */
export const DESCRIPTION_CLAMP_CHARS = 200;

/** The brand description, clamped to 4 lines with Show all when it is long. */
export function BrandDescription({ text }: { text: string }) {
  const { t } = useCatalogTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const expandable = text.length > DESCRIPTION_CLAMP_CHARS;
  return (
    <div className={styles.description}>
      <p id={id} className={expandable && !expanded ? styles.clamped : undefined}>
        {text}
      </p>
      {expandable ? (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('brand.showLess') : t('brand.showAll')}
        </button>
      ) : null}
    </div>
  );
}
