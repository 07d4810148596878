import { addResources, useTranslation } from '@bonus-atlas/shared-ui';
import { en } from './en';
import { id } from './id';

export const CATALOG_NS = 'catalog';

addResources(CATALOG_NS, { en, id });

/** Translations of this remote's own texts (shared texts live in the `common` namespace). */
export function useCatalogTranslation() {
  return useTranslation(CATALOG_NS);
}

export { translateValidation } from './validation';
