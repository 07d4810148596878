import { useMemo } from 'react';
import { renderPromotionMarkup } from './render-promotion-markup';
import styles from './PromotionDescription.module.css';

export interface PromotionDescriptionProps {
  markup: string;
  className?: string;
}

/** A promotion's description rendered from its light markup; the HTML is escaped and sanitised first. */
export function PromotionDescription({ markup, className }: PromotionDescriptionProps) {
  const html = useMemo(() => renderPromotionMarkup(markup), [markup]);
  if (!html) return null;
  return (
    <div
      className={className ? `${styles.description} ${className}` : styles.description}
      // safe: renderPromotionMarkup escapes the source and sanitises the output with DOMPurify
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
