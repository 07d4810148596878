import {
  ADMIN_REPLY_MAX,
  BRAND_FEATURE_MAX,
  BRAND_FEATURES_MAX,
  BRAND_TEXT_LIMITS,
  COMMENT_EMAIL_MAX,
  COMMENT_MAX,
  COMMENT_NAME_MAX,
  DISPLAY_NAME_MAX,
  PROMOTION_GAME_CATEGORIES_MAX,
  PROMOTION_TEXT_LIMITS,
  REPORT_DESCRIPTION_MAX,
  USER_REPLY_MAX,
} from './limits';
import { MAX_PROMOTIONS_PER_BRAND } from '../model/promotion-limits';
import { WITHDRAWAL_MAX_AMOUNT, WITHDRAWAL_MIN_AMOUNT, WITHDRAWAL_TEXT_LIMITS } from '../model/withdrawal-facts';

/**
 * spec §5/§6/§8 texts. Schemas and services word errors as these keys and the UIs show them in the
 * page's language (shared-ui's createMessageTexts); English is the product's exact words. `{name}` parts
 * are values (`{name, number}`: a number in the language's digit grouping).
 */
export const validationMessages = {
  displayNameRequired: 'Please enter a display name',
  displayNameTooLong: 'Display name must be {max} characters or less',
  brandNameRequired: 'Brand name is required',
  brandSlugRequired: 'Brand URL slug is required',
  brandSlugInvalid: 'URL slug may only contain lowercase letters, numbers, hyphens and underscores',
  brandSlugTaken: 'This URL slug is already in use. Please choose a different one.',
  brandDescriptionRequired: 'Description is required',
  brandWelcomeBonusRequired: 'Welcome bonus is required',
  brandWebsiteInvalid: 'Website URL is invalid. Please enter a valid URL including https://',
  brandRatingRange: 'Rating must be between 1 and 5',
  brandRatingStep: 'Rating must use steps of 0.1',
  brandFeaturesTooMany: 'Add at most {max} features',
  brandPromotionsTooMany: 'A brand can have at most {max} promotions',
  brandFeatureTooLong: 'Each feature must be {max} characters or less',
  brandNameTooLong: 'Brand name must be {max} characters or less',
  brandSlugTooLong: 'URL slug must be {max} characters or less',
  brandDescriptionTooLong: 'Description must be {max, number} characters or less',
  brandWelcomeBonusTooLong: 'Welcome bonus must be {max} characters or less',
  brandWebsiteTooLong: 'Website URL must be {max} characters or less',
  promotionCategoryTooLong: 'Category must be {max} characters or less',
  promotionTitleTooLong: 'Promotion title must be {max} characters or less',
  promotionDescriptionTooLong: 'Promotion description must be {max, number} characters or less',
  promotionTermsTooLong: 'Terms & Conditions must be {max, number} characters or less',
  promotionGameCategoriesTooMany: 'Choose at most {max} game categories',
  commentTextRequired: 'Please enter a comment',
  commentNameRequired: 'Please enter your name',
  commentTextTooLong: 'Comment is too long. Please limit to {max} characters (currently {count} characters)',
  commentNameTooLong: 'Name must be {max} characters or less',
  commentNameReserved: 'Names with "admin" are kept for the Bonus Atlas team. Please choose another name.',
  nameInvalidCharacters: "Names may use letters (A–Z, also with accents), numbers, spaces and . , ' - _ only",
  commentEmailTooLong: 'Email must be {max} characters or less',
  commentEmailInvalid: 'Please enter a valid email address, e.g. name@example.com',
  missingRequiredFields: 'Missing required fields',
  commentNotFound: 'Comment not found',
  replyTooLong: 'Reply is too long. Please limit to {max} characters',
  replyRequired: 'Reply text cannot be empty',
  replyTextTooLongService: 'Reply text is too long (max {max} characters)',
  replyConversationFull: 'This conversation is full. Please start a new comment instead.',
  replyConversationClosed: 'This conversation no longer takes replies. Please start a new comment instead.',
  commentTooSoon: 'Someone commented on this brand a moment ago. Please wait a few seconds and send again.',
  replyTooSoon: 'Someone replied a moment ago. Please wait a few seconds and send again.',
  adminReplyRequired: 'Please enter a reply message',
  adminReplyTooLong: 'Reply is too long. Please limit to {max} characters',
  reportDescriptionRequired: 'Please provide a description of the issue.',
  reportDescriptionTooLong: 'Description must be {max, number} characters or less',
  reportLoginRequired: 'Please log in to submit a report.',
  imageNotImage: 'Please select an image file',
  imageWrongType: 'Please select an image of type: {types}',
  imageTooLarge: 'Image size should be less than {limit}MB for processing',
  uploadNotSignedIn: 'User must be authenticated to upload images. Please sign in first.',
  brandLoginRequired: 'You must be logged in to create or edit a brand.',
  brandNoPermission: "You don't have permission to edit this brand.",
  withdrawalAmountRequired: 'Please enter the amount to withdraw',
  withdrawalAmountWhole: 'Enter the amount in whole rupiah, digits only (e.g. 50000)',
  withdrawalAmountTooSmall: 'The minimum withdrawal is IDR {min, number}',
  withdrawalAmountTooLarge: 'The maximum per withdrawal is IDR {max, number}',
  withdrawalOverBalance: 'The amount is more than your balance of IDR {balance, number}',
  withdrawalProviderRequired: 'Please choose your bank or e-wallet',
  withdrawalAccountNumberInvalid: 'Enter the account number in digits only (6 to 20 digits)',
  withdrawalPhoneInvalid: 'Enter the phone number of your e-wallet account, e.g. 081234567890 or +6281234567890',
  withdrawalAccountNameRequired: 'Please enter the account holder name',
  withdrawalAccountNameTooLong: 'Account holder name must be {max} characters or less',
  withdrawalPending:
    'You already have a withdrawal waiting for review. You can request another one once it is paid or refused.',
  withdrawalLoginRequired: 'Please log in to withdraw your balance.',
  withdrawalSubmitFailed: 'Your withdrawal request could not be sent. Please try again.',
  withdrawalReferenceRequired: 'Please enter the transfer reference',
  withdrawalReferenceTooLong: 'Transfer reference must be {max} characters or less',
  withdrawalReasonRequired: 'Please tell the member why the withdrawal is refused',
  withdrawalReasonTooLong: 'Reason must be {max} characters or less',
  withdrawalAlreadyDecided: 'Another admin has already decided this withdrawal. The list now shows its outcome.',
  withdrawalOwnRequest: 'You cannot decide your own withdrawal request. Another admin will review it.',
  withdrawalNotFound: 'This withdrawal request no longer exists.',
  withdrawalDecideFailed: 'The decision could not be saved. Please try again.',
  // a suspended account's refused write, by the reason an admin chose (users/{uid}.suspendedReason)
  suspendedSpam:
    'Your account is suspended for posting spam. You can still read the site, but not comment, report, edit brands, upload images or withdraw.',
  suspendedReportFarming:
    'Your account is suspended for filing reports only to earn rewards. You can still read the site, but not comment, report, edit brands, upload images or withdraw.',
  suspendedAbuse:
    'Your account is suspended for abusive behaviour. You can still read the site, but not comment, report, edit brands, upload images or withdraw.',
  suspendedOther:
    'Your account is suspended by the site admins. You can still read the site, but not comment, report, edit brands, upload images or withdraw.',
  withdrawalsPaused: 'Withdrawals are paused for now.',
  withdrawalBelowSiteMinimum: 'The minimum withdrawal is {min}.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

type MessageValues = Record<string, string | number>;

/** The limits the messages name, from the bounds the schemas enforce (one home for each number). */
export const validationValues: Partial<Record<ValidationMessageKey, MessageValues>> = {
  displayNameTooLong: { max: DISPLAY_NAME_MAX },
  brandFeaturesTooMany: { max: BRAND_FEATURES_MAX },
  brandPromotionsTooMany: { max: MAX_PROMOTIONS_PER_BRAND },
  brandFeatureTooLong: { max: BRAND_FEATURE_MAX },
  brandNameTooLong: { max: BRAND_TEXT_LIMITS.name },
  brandSlugTooLong: { max: BRAND_TEXT_LIMITS.slug },
  brandDescriptionTooLong: { max: BRAND_TEXT_LIMITS.description },
  brandWelcomeBonusTooLong: { max: BRAND_TEXT_LIMITS.welcomeBonus },
  brandWebsiteTooLong: { max: BRAND_TEXT_LIMITS.websiteUrl },
  promotionCategoryTooLong: { max: PROMOTION_TEXT_LIMITS.category },
  promotionTitleTooLong: { max: PROMOTION_TEXT_LIMITS.title },
  promotionDescriptionTooLong: { max: PROMOTION_TEXT_LIMITS.description },
  promotionTermsTooLong: { max: PROMOTION_TEXT_LIMITS.terms },
  promotionGameCategoriesTooMany: { max: PROMOTION_GAME_CATEGORIES_MAX },
  commentTextTooLong: { max: COMMENT_MAX },
  commentNameTooLong: { max: COMMENT_NAME_MAX },
  commentEmailTooLong: { max: COMMENT_EMAIL_MAX },
  replyTooLong: { max: USER_REPLY_MAX },
  replyTextTooLongService: { max: USER_REPLY_MAX },
  adminReplyTooLong: { max: ADMIN_REPLY_MAX },
  reportDescriptionTooLong: { max: REPORT_DESCRIPTION_MAX },
  withdrawalAmountTooSmall: { min: WITHDRAWAL_MIN_AMOUNT },
  withdrawalAmountTooLarge: { max: WITHDRAWAL_MAX_AMOUNT },
  withdrawalAccountNameTooLong: { max: WITHDRAWAL_TEXT_LIMITS.accountName },
  withdrawalReferenceTooLong: { max: WITHDRAWAL_TEXT_LIMITS.reference },
  withdrawalReasonTooLong: { max: WITHDRAWAL_TEXT_LIMITS.reason },
};

const englishNumber = new Intl.NumberFormat('en-US');

/** Fills `{name}` and `{name, number}` placeholders of a message (English digit grouping). */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)(, number)?\}/g, (whole, name: string, asNumber?: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return asNumber && typeof value === 'number' ? englishNumber.format(value) : String(value);
  });
}

/** How a schema words its errors: forms and services pass `messageKey` (the UI translates the key). */
export type MessageOf = (key: ValidationMessageKey, values?: MessageValues) => string;

/** The English text of a key with its limits (and any other values) filled in. */
export const englishMessage: MessageOf = (key, values) =>
  formatMessage(validationMessages[key], { ...validationValues[key], ...values });

/** Errors worded as keys, translated where they are shown. */
export const messageKey: MessageOf = (key) => key;

export function isValidationMessageKey(message: string): message is ValidationMessageKey {
  return Object.hasOwn(validationMessages, message);
}

/** A service's refusal of what was typed, as a message key and its values; `message` is the English text. */
export class ValidationMessageError extends Error {
  constructor(
    readonly key: ValidationMessageKey,
    readonly values: MessageValues = {},
  ) {
    super(englishMessage(key, values));
    this.name = 'ValidationMessageError';
  }
}

/** The first message of a failed zod parse in English, for callers that show one error at a time. */
export function firstIssueMessage(error: { issues: ReadonlyArray<{ message: string }> }): string {
  const message = error.issues[0]?.message ?? 'Invalid input';
  return isValidationMessageKey(message) ? englishMessage(message) : message;
}
