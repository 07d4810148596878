/**
 * People's names (comment and reply authors, display names): which characters they may use and
 * whether they pose as the Bonus Atlas team. firestore.rules `isPersonName` / `claimsAdminLabel`
 * enforce the same set and word; rules cannot normalise, so this side also folds look-alikes to say
 * "reserved" rather than "invalid character" where a name was meant to look like the admin's.
 */

/** Letters of the Latin alphabet (ASCII and Latin-1, × and ÷ excluded), digits, spaces and . , ' - _ */
const PERSON_NAME = /^[A-Za-z0-9À-ÖØ-öø-ÿ .,'_-]+$/;

/**
 * Cyrillic and Greek letters drawn like Latin ones (the common part of Unicode's confusables list),
 * lower case: NFKC has no mapping for them, and no library in the tree carries the table.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', п: 'n', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', і: 'i', ї: 'i', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l', ɑ: 'a', ɡ: 'g', ı: 'i',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'm', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
  ϲ: 'c', ϳ: 'j',
};

/** Control, format (zero-width, bidi, soft hyphen…) characters: invisible, so dropped when comparing. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const COMBINING_MARKS = /\p{M}/gu;

/**
 * A name as a reader sees it, for comparison: compatibility forms unified (NFKC: fullwidth Ａ → A),
 * case folded, invisible characters dropped, Cyrillic/Greek look-alikes mapped to Latin, accents
 * removed (Ádmin → admin).
 */
export function foldName(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase().replace(INVISIBLE, '');
  const latin = Array.from(folded, (character) => LOOK_ALIKES[character] ?? character).join('');
  return latin.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

/** Whether a name uses only the allowed characters (no control, zero-width, bidi or foreign look-alikes). */
export function hasOnlyNameCharacters(name: string): boolean {
  return PERSON_NAME.test(name);
}

/**
 * A name that claims the admin label (a visitor posted as "Atlas Admin"; later "Atlas Аdmin"
 * with a Cyrillic А, "Ａｄｍｉｎ", "Ad\u200Bmin"). Admins answer with admin replies, which carry a badge
 * no name can fake.
 */
export function claimsAdminLabel(name: string): boolean {
  return foldName(name).includes('admin');
}

/**
 * The allowed characters of a name taken from elsewhere (an account's name at first sign-in): NFKC,
 * anything outside the set dropped, spaces collapsed. '' when nothing is left.
 */
export function toAllowedName(name: string): string {
  return Array.from(name.normalize('NFKC'), (character) =>
    hasOnlyNameCharacters(character) ? character : /\s/.test(character) ? ' ' : '',
  )
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}
