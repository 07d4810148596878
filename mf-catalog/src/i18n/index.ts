import { addResources, useTranslation } from '@bonus-atlas/shared-ui';
import { en } from './texts.en';
import { id } from './texts.id';

export const CATALOG_NS = 'catalog';

addResources(CATALOG_NS, { en, id });

/** Translations of this remote's own texts (shared texts live in the `common` namespace). */
export function useCatalogTranslation() {
  return useTranslation(CATALOG_NS);
}
