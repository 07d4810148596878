import { addResources, useTranslation } from '@bonus-atlas/shared-ui';
import { en } from './texts.en';
import { id } from './texts.id';

export const PROMOTIONS_NAMESPACE = 'promotions';

/** Registers this remote's texts in the shared i18next instance; idempotent, called by every entry point. */
export function registerPromotionsTexts(): void {
  addResources(PROMOTIONS_NAMESPACE, { en, id });
}

registerPromotionsTexts();

/** `t` bound to the promotions namespace (common words stay reachable as `common:key`). */
export function usePromotionsTranslation() {
  return useTranslation([PROMOTIONS_NAMESPACE, 'common']);
}

export { en as promotionsEn, id as promotionsId };
