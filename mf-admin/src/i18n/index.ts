import { addResources, useTranslation } from '@bonus-atlas/shared-ui';
import { adminEn } from './texts.en';
import { adminId } from './texts.id';

export const ADMIN_NS = 'admin';

addResources(ADMIN_NS, { en: adminEn, id: adminId });

/** Translations of this remote's own texts (shared texts live in the `common` namespace). */
export function useAdminTranslation() {
  return useTranslation(ADMIN_NS);
}
