import { addResources, useTranslation } from '@bonus-atlas/shared-ui';
import { brandEditorEn } from './texts.en';
import { brandEditorId } from './texts.id';

export const BRAND_EDITOR_NS = 'brandEditor';

addResources(BRAND_EDITOR_NS, { en: brandEditorEn, id: brandEditorId });

export function useBrandEditorTranslation() {
  return useTranslation(BRAND_EDITOR_NS);
}
