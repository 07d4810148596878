import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from './site-address';

describe('site addresses per language', () => {
  it('reads the language from the /id prefix only', () => {
    expect(languageOfPath('/id')).toBe('id');
    expect(languageOfPath('/id/brand/kenari')).toBe('id');
    expect(languageOfPath('/ID/bycategory')).toBe('id');
    expect(languageOfPath('/idea')).toBe('en');
    expect(languageOfPath('/brand/id')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('moves a page between its two addresses', () => {
    expect(pathWithoutLanguage('/id')).toBe('/');
    expect(pathWithoutLanguage('/id/brand/kenari')).toBe('/brand/kenari');
    expect(pathWithoutLanguage('/idea')).toBe('/idea');
    expect(pathInLanguage('/', 'id')).toBe('/id');
    expect(pathInLanguage('/bycategory?category=Reload', 'id')).toBe(
      '/id/bycategory?category=Reload',
    );
    expect(pathInLanguage('/?q=1', 'id')).toBe('/id?q=1');
    expect(pathInLanguage('/bycategory', 'en')).toBe('/bycategory');
  });
});
