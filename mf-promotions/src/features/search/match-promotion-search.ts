/** The promotion fields a visitor's search looks through. */
export interface SearchablePromotion {
  title: string;
  brandName: string;
  category: string;
  description: string;
  gameCategories: string[];
}

// strips the light markup symbols so "**100%**" is found by "100%"
const MARKUP_SYMBOLS = /(^|\n)\s*(#{2,3}|[-*•]|\d+[.)])\s+|\*\*/g;

function normalise(text: string): string {
  return text.replace(MARKUP_SYMBOLS, ' ').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when every word of the search term appears in the promotion's title, brand, category, games or description. */
export function matchesPromotionSearch(promotion: SearchablePromotion, term: string): boolean {
  const words = normalise(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(
    [promotion.title, promotion.brandName, promotion.category, promotion.gameCategories.join(' '), promotion.description].join('\n'),
  );
  return words.every((word) => haystack.includes(word));
}

/** Plain-text excerpt of a description for cards (markup symbols removed, whitespace collapsed). */
export function descriptionExcerpt(description: string, maxLength = 160): string {
  const plain = description.replace(MARKUP_SYMBOLS, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > maxLength ? `${plain.slice(0, maxLength - 1).trimEnd()}…` : plain;
}
