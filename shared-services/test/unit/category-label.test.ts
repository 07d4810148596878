import { describe, expect, it } from 'vitest';
import { translateCategory, type CategoryTexts } from '../../src/model/categories';

/** Texts as the UI's common namespace holds them (a few names in Bahasa Indonesia). */
function textsOf(names: Record<string, string>): CategoryTexts {
  const all: Record<string, string> = { 'promotionCategories.all': 'Semua' };
  for (const [name, text] of Object.entries(names)) all[`promotionCategories.names.${name}`] = text;
  return {
    t: (key, values) => (key === 'promotionCategories.custom' ? `${values?.name} *` : (all[key] ?? key)),
    exists: (key) => key in all,
  };
}

describe('translateCategory (one label rule for every remote)', () => {
  const texts = textsOf({
    'Welcome Bonus': 'Bonus Sambutan',
    Birthday: 'Ulang Tahun',
    'Losing Rescue': 'Bonus Kekalahan',
    Rebate: 'Rebate',
  });

  it('labels standard names by their text, whatever the spaces around them', () => {
    expect(translateCategory('Welcome Bonus', texts)).toBe('Bonus Sambutan');
    expect(translateCategory('  Birthday ', texts)).toBe('Ulang Tahun');
  });

  it('labels a name the §9 merges catch by the merged name', () => {
    expect(translateCategory('losing streak cashback', texts)).toBe('Bonus Kekalahan');
    expect(translateCategory('weekly rebate', texts)).toBe('Rebate');
  });

  it('labels All and marks a custom category with *', () => {
    expect(translateCategory('All', texts)).toBe('Semua');
    expect(translateCategory('VIP Club', texts)).toBe('VIP Club *');
  });

  it('falls back to the name when the texts lack a standard one', () => {
    expect(translateCategory('Tournaments', texts)).toBe('Tournaments');
  });
});
