import type { TestPromotion } from './firestore-admin';

/** 60 promotions in one category: more than one by-category page (50). */
export const SCROLL_CATEGORY = 'E2E Scroll';
export const scrollPromotions: TestPromotion[] = Array.from({ length: 60 }, (_, index) => ({
  id: `e2e-scroll-${String(index + 1).padStart(2, '0')}`,
  title: `Scroll promotion ${index + 1}`,
  category: SCROLL_CATEGORY,
}));

export const IMG_PAYLOAD = '<img src=x onerror="window.__promoXss = 1">';
export const SCRIPT_PAYLOAD = '<script>window.__promoXss = 2</script>';

export const xssPromotion: TestPromotion = {
  id: 'e2e-xss',
  title: 'Markup safety promotion',
  category: 'E2E Safety',
  description: `## Safe heading\nBefore ${IMG_PAYLOAD} after\n- **bold** ${SCRIPT_PAYLOAD}`,
  maxBonus: 1_000_000,
  turnoverNeeded: 10,
};

export const reportPromotion: TestPromotion = {
  id: 'e2e-report',
  title: 'Promotion to report',
  category: 'E2E Reports',
  description: 'Deposit bonus with **wrong** figures.',
  maxBonus: 250_000,
  turnoverNeeded: 5,
  gameCategories: ['Slots'],
};

export const allTestPromotions = [...scrollPromotions, xssPromotion, reportPromotion];
