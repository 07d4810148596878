// The length and count bounds of what people type (spec §5, §9; firestore.rules check the same), in one
// place: the schemas enforce them and the validation messages show them.
export const DISPLAY_NAME_MAX = 50;
export const BRAND_TEXT_LIMITS = {
  name: 100,
  slug: 100,
  description: 5000,
  welcomeBonus: 200,
  websiteUrl: 500,
} as const;
export const PROMOTION_TEXT_LIMITS = { category: 100, title: 200, description: 10000, terms: 5000 } as const;
export const BRAND_FEATURES_MAX = 10;
export const BRAND_FEATURE_MAX = 100;
export const COMMENT_MAX = 1000;
export const COMMENT_NAME_MAX = 100;
export const COMMENT_EMAIL_MAX = 100;
export const USER_REPLY_MAX = 500;
export const ADMIN_REPLY_MAX = 1000;
export const REPORT_DESCRIPTION_MAX = 2000;
