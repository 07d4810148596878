import { registerLanguageTexts } from '@bonus-atlas/shared-ui/language';

export const SHELL_NS = 'shell';

/**
 * The shell's texts load a language at a time, with shared-ui's common texts (one chunk per language):
 * the page's language's as the app starts, the other's on a switch. Registering again changes nothing.
 */
export function registerShellTexts(): void {
  registerLanguageTexts(SHELL_NS, {
    en: () => import(/* webpackChunkName: "texts-en" */ './i18n-texts').then((texts) => texts.shellEn),
    id: () => import(/* webpackChunkName: "texts-id" */ './i18n-texts.id').then((texts) => texts.shellId),
  });
}
