import { commonEn } from '../../../shared-ui/src/i18n/resources/common.en';
import { commonId } from '../../../shared-ui/src/i18n/resources/common.id';
import { en as catalogEn } from '../../../mf-catalog/src/i18n/texts.en';
import { id as catalogId } from '../../../mf-catalog/src/i18n/texts.id';
import { en as promotionsEn } from '../../../mf-promotions/src/i18n/texts.en';
import { id as promotionsId } from '../../../mf-promotions/src/i18n/texts.id';
import { shellEn } from '../../../shell/src/i18n-texts';
import { shellId } from '../../../shell/src/i18n-texts.id';

type Texts = { [key: string]: string | Texts };

function leaves(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [inner, text] of leaves(value, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

/**
 * The interface texts of the public remotes whose Indonesian differs from the English: if one of
 * them is a whole line of a page in ID mode, that line was not translated. Texts with placeholders
 * and very short ones (EN, 404, x) are left out: they can't be told apart from data.
 */
function collectEnglishOnly(): Set<string> {
  const pairs: [Texts, Texts][] = [
    [commonEn, commonId],
    [catalogEn, catalogId],
    [promotionsEn, promotionsId],
    [shellEn, shellId],
  ] as unknown as [Texts, Texts][];
  const english = new Set<string>();
  for (const [en, id] of pairs) {
    const translated = leaves(id);
    for (const [key, text] of leaves(en)) {
      if (text.includes('{{') || text.trim().length < 4) continue;
      if (translated.get(key) === text) continue;
      english.add(text.trim());
    }
  }
  return english;
}

export const englishOnlyLines = collectEnglishOnly();
