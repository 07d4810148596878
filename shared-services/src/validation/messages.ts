/**
 * spec §5/§6/§8 texts, keyed so UIs can translate (`t('validation.' + key, { defaultValue })`).
 * The English strings are the product's exact words; `{name}` parts are interpolation values.
 */
export const validationMessages = {
  displayNameRequired: 'Please enter a display name',
  displayNameTooLong: 'Display name must be 50 characters or less',
  brandNameRequired: 'Brand name is required',
  brandSlugRequired: 'Brand URL slug is required',
  brandSlugInvalid: 'URL slug may only contain lowercase letters, numbers, hyphens and underscores',
  brandSlugTaken: 'This URL slug is already in use. Please choose a different one.',
  brandDescriptionRequired: 'Description is required',
  brandWelcomeBonusRequired: 'Welcome bonus is required',
  brandWebsiteInvalid: 'Website URL is invalid. Please enter a valid URL including https://',
  brandRatingRange: 'Rating must be between 1 and 5',
  brandRatingStep: 'Rating must use steps of 0.1',
  promotionNumberMin: 'Value must be 0 or more',
  brandFeaturesTooMany: 'Add at most 10 features',
  brandFeatureTooLong: 'Each feature must be 100 characters or less',
  brandNameTooLong: 'Brand name must be 100 characters or less',
  brandSlugTooLong: 'URL slug must be 100 characters or less',
  brandDescriptionTooLong: 'Description must be 5,000 characters or less',
  brandWelcomeBonusTooLong: 'Welcome bonus must be 200 characters or less',
  brandWebsiteTooLong: 'Website URL must be 500 characters or less',
  promotionCategoryTooLong: 'Category must be 100 characters or less',
  promotionTitleTooLong: 'Promotion title must be 200 characters or less',
  promotionDescriptionTooLong: 'Promotion description must be 10,000 characters or less',
  promotionTermsTooLong: 'Terms & Conditions must be 5,000 characters or less',
  commentTextRequired: 'Please enter a comment',
  commentNameRequired: 'Please enter your name',
  commentTooLong: 'Comment is too long. Please limit to 1000 characters (currently {count} characters)',
  commentNameTooLong: 'Name must be 100 characters or less',
  commentNameReserved: 'Names with "admin" are kept for the Bonus Atlas team. Please choose another name.',
  nameInvalidCharacters: "Names may use letters (A–Z, also with accents), numbers, spaces and . , ' - _ only",
  commentEmailTooLong: 'Email must be 100 characters or less',
  commentEmailInvalid: 'Please enter a valid email address, e.g. name@example.com',
  missingRequiredFields: 'Missing required fields',
  replyTooLong: 'Reply is too long. Please limit to 500 characters',
  replyTextEmpty: 'Reply text cannot be empty',
  replyTextTooLongService: 'Reply text is too long (max 500 characters)',
  replyConversationFull: 'This conversation is full. Please start a new comment instead.',
  replyConversationClosed: 'This conversation no longer takes replies. Please start a new comment instead.',
  replyTooSoon: 'Someone replied a moment ago. Please wait a few seconds and send again.',
  adminReplyRequired: 'Please enter a reply message',
  adminReplyTooLong: 'Reply is too long. Please limit to 1000 characters',
  reportDescriptionRequired: 'Please provide a description of the issue.',
  reportLoginRequired: 'Please log in to submit a report.',
  imageNotImage: 'Please select an image file',
  imageWrongType: 'Please select an image of type: {types}',
  imageTooLarge: 'Image size should be less than {limit}MB for processing',
  uploadNotSignedIn: 'User must be authenticated to upload images. Please sign in first.',
  brandLoginRequired: 'You must be logged in to create or edit a brand.',
  brandNoPermission: "You don't have permission to edit this brand.",
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** Fills `{name}` placeholders of a message. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const keyByTemplate = new Map<string, ValidationMessageKey>(
  (Object.entries(validationMessages) as [ValidationMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of a message produced by these schemas (placeholders already filled are matched by shape). */
export function validationMessageKey(message: string): ValidationMessageKey | undefined {
  const exact = keyByTemplate.get(message);
  if (exact) return exact;
  for (const [template, key] of keyByTemplate) {
    if (!template.includes('{')) continue;
    const pattern = new RegExp(
      `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+')}$`,
    );
    if (pattern.test(message)) return key;
  }
  return undefined;
}

/** The first message of a failed zod parse, for callers that show one error at a time. */
export function firstIssueMessage(error: { issues: ReadonlyArray<{ message: string }> }): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
