// @bonus-atlas/shared-ui/markup: promotion descriptions, with DOMPurify (11 kB gzip) behind them. Its
// own entry, so the shell's first paint, which takes the package root, does not download the
// sanitizer; the promotion pages and the brand editor import it here.
export { PromotionDescription } from './PromotionDescription';
export type { PromotionDescriptionProps } from './PromotionDescription';
export { renderPromotionMarkup, parsePromotionMarkup } from './render-promotion-markup';
