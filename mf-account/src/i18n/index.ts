import { addResources, useTranslation } from '@bonus-atlas/shared-ui';
import { accountEn } from './texts.en';
import { accountId } from './texts.id';

export const ACCOUNT_NS = 'account';

addResources(ACCOUNT_NS, { en: accountEn, id: accountId });

/** Translations of this remote's own texts (shared texts live in the `common` namespace). */
export function useAccountTranslation() {
  return useTranslation(ACCOUNT_NS);
}
