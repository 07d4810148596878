import { afterEach, describe, expect, it, vi } from 'vitest';
import { addResources, initI18n } from './init-i18n';
import { i18n } from './i18n-instance';
import { commonEn } from './resources/common.en';
import { commonId } from './resources/common.id';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** A new instance as a page starts it (the modules anew), with both languages' texts already fetched. */
async function freshI18n() {
  const fresh = await import('./init-i18n');
  await Promise.all([fresh.loadLanguage('en'), fresh.loadLanguage('id')]);
  return fresh;
}

describe('i18n', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('is initialised once and returns the same instance', () => {
    expect(initI18n()).toBe(i18n);
    expect(initI18n({ lng: 'id' })).toBe(i18n);
    expect(i18n.language).toBe('en');
  });

  it('carries the spec texts of the shared error catalogue and menu', () => {
    expect(i18n.t('errors.network')).toBe(
      'Network connection issue. Please check your internet connection.',
    );
    expect(i18n.t('states.sectionUnavailable')).toBe('This section is temporarily unavailable');
    expect(i18n.t('nav.signInWithGoogle')).toBe('Sign In with Google');
  });

  it('has an Indonesian text for every English key', () => {
    expect(keysOf(commonId).sort()).toEqual(keysOf(commonEn).sort());
  });

  it('lets a remote register its own namespace in both languages', async () => {
    addResources('wallet', {
      en: { title: 'Current Balance' },
      id: { title: 'Saldo Saat Ini' },
    });
    expect(i18n.t('title', { ns: 'wallet' })).toBe('Current Balance');
    await i18n.changeLanguage('id');
    expect(i18n.t('wallet:title')).toBe('Saldo Saat Ini');
    // Shared words stay reachable from a remote's namespace.
    expect(i18n.t('actions.retry', { ns: 'wallet' })).toBe('Coba Lagi');
  });

  it('picks Indonesian from an id-ID browser when nothing was saved', async () => {
    vi.resetModules();
    localStorage.clear();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('id-ID');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID', 'en']);
    const fresh = await freshI18n();
    const instance = fresh.initI18n();
    expect(instance).not.toBe(i18n);
    expect(instance.language).toBe('id');
    expect(instance.t('nav.home')).toBe('Beranda');
  });

  it("reads Indonesian from the old 'in' code some Android browsers send", async () => {
    vi.resetModules();
    localStorage.clear();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('in-ID');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['in-ID']);
    const fresh = await freshI18n();
    expect(fresh.initI18n().t('nav.signOut')).toBe('Keluar');
  });

  it('prefers the saved choice over the browser language', async () => {
    vi.resetModules();
    localStorage.setItem('bonusAtlas.language', 'id');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const fresh = await freshI18n();
    expect(fresh.initI18n().t('nav.myWallet')).toBe('Dompet Saya');
    localStorage.clear();
  });

  it('falls back to English for an unsupported browser language', async () => {
    vi.resetModules();
    localStorage.clear();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    const fresh = await freshI18n();
    expect(fresh.initI18n().t('nav.home')).toBe('Home');
  });

  it("starts with the page's language's texts alone and shows the other's only once they are in", async () => {
    vi.resetModules();
    localStorage.clear();
    const fresh = await import('./init-i18n');
    await fresh.loadLanguage('en');
    const instance = fresh.initI18n({ lng: 'en' });
    expect(instance.t('nav.home')).toBe('Home');
    expect(instance.hasResourceBundle('id', 'common')).toBe(false);
    expect(fresh.isLanguageLoaded('id')).toBe(false);
    // what a component reads when it hears of the switch: never a key
    const shown: string[] = [];
    instance.on('languageChanged', () => shown.push(instance.t('nav.home')));
    await fresh.changeLanguage('id');
    expect(shown).toEqual(['Beranda']);
    expect(fresh.isLanguageLoaded('id')).toBe(true);
    expect(document.documentElement.lang).toBe('id');
  });

  it('keeps the language a page is shown in as the choice: in local storage and in the cookie the server reads', async () => {
    vi.resetModules();
    localStorage.clear();
    const fresh = await freshI18n();
    const instance = fresh.initI18n({ lng: 'en' });
    expect(localStorage.getItem('bonusAtlas.language')).toBe('en');
    await instance.changeLanguage('id');
    expect(localStorage.getItem('bonusAtlas.language')).toBe('id');
    expect(document.cookie).toContain('i18next=id');
    await instance.changeLanguage('en');
    expect(document.cookie).toContain('i18next=en');
  });
});
