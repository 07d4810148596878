import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useCatalogTranslation } from '../../i18n';
import styles from './BrandPage.module.css';

/** spec §2: Show all appears above 200 characters. */
export const DESCRIPTION_CLAMP_CHARS = 200;

/**
 * The brand description, clamped to 4 lines with Show all when it is long: above 200 characters and
 * only if the 4 lines really cut it (on a wide screen 250 characters fit, and a Show all that shows
 * nothing more misleads). The server, with no layout, offers it by length; the browser then measures.
 */
export function BrandDescription({ text }: { text: string }) {
  const { t } = useCatalogTranslation();
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(true);
  const paragraph = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const long = text.length > DESCRIPTION_CLAMP_CHARS;

  useLayoutEffect(() => {
    const element = paragraph.current;
    if (!long || expanded || !element) return undefined;
    // no layout (hidden, or a test's DOM): by length, as the server
    const measure = () => setCut(element.clientHeight === 0 || element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [long, expanded, text]);

  const expandable = long && (expanded || cut);
  return (
    <div className={styles.description}>
      <p ref={paragraph} id={id} className={long && !expanded ? styles.clamped : undefined}>
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
