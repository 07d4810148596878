import { brandDefinition } from '../model/brand-definition';
import { commentDefinition } from '../model/comment-definition';
import { promotionDefinition } from '../model/promotion-definition';
import { adminReplyDefinition, userReplyDefinition } from '../model/reply-definition';
import { reportDefinition } from '../model/report-definition';

// The length and count bounds of what people type (spec §5, §9; firestore.rules check the same), named
// for the schemas that enforce them and the validation messages that show them. A record's bounds are
// its definition's (model/*-definition.ts), which rules/test/record-definitions.test.ts holds to the rules.
const brand = brandDefinition.fields;
const promotion = promotionDefinition.fields;
export const DISPLAY_NAME_MAX = 50;
export const BRAND_TEXT_LIMITS = {
  name: brand.name.max,
  slug: brand.slug.max,
  description: brand.description.max,
  welcomeBonus: brand.welcomeBonus.max,
  websiteUrl: brand.websiteUrl.max,
} as const;
export const PROMOTION_TEXT_LIMITS = {
  category: promotion.category.max,
  title: promotion.title.max,
  description: promotion.description.max,
  terms: promotion.terms.max,
} as const;
export const PROMOTION_GAME_CATEGORIES_MAX = promotion.gameCategories.max;
export const BRAND_FEATURES_MAX = brand.features.max;
export const BRAND_FEATURE_MAX = brand.features.maxItemLength;
export const COMMENT_MAX = commentDefinition.fields.text.max;
export const COMMENT_NAME_MAX = commentDefinition.fields.authorName.max;
export const COMMENT_EMAIL_MAX = commentDefinition.fields.authorEmail.max;
export const USER_REPLY_MAX = userReplyDefinition.fields.text.max;
export const ADMIN_REPLY_MAX = adminReplyDefinition.fields.text.max;
export const REPORT_DESCRIPTION_MAX = reportDefinition.fields.description.max;
