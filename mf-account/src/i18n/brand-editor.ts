import { addResources, useTranslation } from '@bonus-atlas/shared-ui';
import { brandEditorEn } from './brand-editor.en';
import { brandEditorId } from './brand-editor.id';

export const BRAND_EDITOR_NS = 'brandEditor';

addResources(BRAND_EDITOR_NS, { en: brandEditorEn, id: brandEditorId });

export function useBrandEditorTranslation() {
  return useTranslation(BRAND_EDITOR_NS);
}
