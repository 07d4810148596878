import { brandFormSchema, isValidWebsiteUrl } from '../../src/validation/brand-form';
import {
  adminReplyFormSchema,
  commentFormSchema,
  reportFormSchema,
  userReplyFormSchema,
} from '../../src/validation/comment';
import { displayNameSchema } from '../../src/validation/display-name';
import { validateImageFile } from '../../src/validation/image';
import { commentFormError } from '../../src/comments/comment-messages';
import { englishMessage, firstIssueMessage, formatMessage, validationMessages } from '../../src/validation/messages';
import { validationMessagesId } from '../../src/validation/messages.id';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

const validBrand = {
  name: ' Lucky Star ',
  slug: 'lucky-star',
  description: 'A brand',
  welcomeBonus: '100%',
  websiteUrl: '',
  rating: '4.5',
};

describe('display name (spec §5)', () => {
  it('is required after trimming and at most 50 characters', () => {
    expect(displayNameSchema.parse('  Maya  ')).toBe('Maya');
    expect(messagesOf(displayNameSchema.safeParse('   '))).toEqual(['Please enter a display name']);
    expect(displayNameSchema.safeParse('x'.repeat(50)).success).toBe(true);
    expect(displayNameSchema.safeParse('x'.repeat(51)).success).toBe(false);
  });
});

describe('brand form (spec §5)', () => {
  it('trims texts and parses the rating as a number', () => {
    const parsed = brandFormSchema.parse(validBrand);
    expect(parsed).toMatchObject({ name: 'Lucky Star', rating: 4.5, verified: false, promotions: [] });
  });

  it('requires the slug with the spec message and only allows slug characters', () => {
    expect(messagesOf(brandFormSchema.safeParse({ ...validBrand, slug: ' ' }))).toContain('Brand URL slug is required');
    expect(brandFormSchema.safeParse({ ...validBrand, slug: 'Lucky Star' }).success).toBe(false);
  });

  it('accepts an empty website or a valid URL only', () => {
    expect(messagesOf(brandFormSchema.safeParse({ ...validBrand, websiteUrl: 'not a url' }))).toEqual([
      validationMessages.brandWebsiteInvalid,
    ]);
    expect(brandFormSchema.safeParse({ ...validBrand, websiteUrl: 'https://lucky.example.com' }).success).toBe(true);
    expect(isValidWebsiteUrl('ftp://x.com')).toBe(false);
  });

  it('keeps ratings within 1–5 in steps of 0.1', () => {
    expect(brandFormSchema.safeParse({ ...validBrand, rating: 4.7 }).success).toBe(true);
    expect(brandFormSchema.safeParse({ ...validBrand, rating: 0.5 }).success).toBe(false);
    expect(brandFormSchema.safeParse({ ...validBrand, rating: 5.1 }).success).toBe(false);
    expect(brandFormSchema.safeParse({ ...validBrand, rating: 4.55 }).success).toBe(false);
  });

  it('requires name, description and welcome bonus', () => {
    const result = brandFormSchema.safeParse({ ...validBrand, name: '', description: ' ', welcomeBonus: '' });
    expect(messagesOf(result)).toEqual([
      validationMessages.brandNameRequired,
      validationMessages.brandDescriptionRequired,
      validationMessages.brandWelcomeBonusRequired,
    ]);
  });

  it('defaults promotion numbers to 0 and never lets them go negative', () => {
    const parsed = brandFormSchema.parse({
      ...validBrand,
      promotions: [{ title: 'x', maxBonus: '-5', turnoverNeeded: '12.5' }],
    });
    expect(parsed.promotions[0]).toMatchObject({ maxBonus: 0, turnoverNeeded: 12.5, category: 'Others' });
    // the rules refuse Infinity and anything over 10^13: never sent
    const huge = brandFormSchema.parse({
      ...validBrand,
      promotions: [{ title: 'x', maxBonus: 'Infinity', turnoverNeeded: 1e20 }],
    });
    expect(huge.promotions[0]).toMatchObject({ maxBonus: 0, turnoverNeeded: 0 });
  });

  it("says each length limit in words, never a validator's raw message", () => {
    const tooLong = brandFormSchema.safeParse({
      ...validBrand,
      name: 'x'.repeat(120),
      description: 'x'.repeat(5001),
      welcomeBonus: 'x'.repeat(201),
      promotions: [{ title: 'x'.repeat(201), terms: 'x'.repeat(5001), description: 'x'.repeat(10001) }],
    });
    expect(messagesOf(tooLong)).toEqual([
      'Brand name must be 100 characters or less',
      'Description must be 5,000 characters or less',
      'Welcome bonus must be 200 characters or less',
      'Promotion title must be 200 characters or less',
      'Promotion description must be 10,000 characters or less',
      'Terms & Conditions must be 5,000 characters or less',
    ]);
  });

  it('keeps features within the rules: 10 at most, 100 characters each', () => {
    expect(
      messagesOf(brandFormSchema.safeParse({ ...validBrand, features: Array.from({ length: 11 }, (_, i) => `f${i}`) })),
    ).toEqual(['Add at most 10 features']);
    expect(messagesOf(brandFormSchema.safeParse({ ...validBrand, features: ['x'.repeat(101)] }))).toEqual([
      'Each feature must be 100 characters or less',
    ]);
  });

  it('saves each feature on one line and drops empty ones (the rules check the list joined by line breaks)', () => {
    const parsed = brandFormSchema.safeParse({ ...validBrand, features: ['Fast\r\n  payout', '  ', 'Crypto'] });
    expect(parsed.success && parsed.data.features).toEqual(['Fast payout', 'Crypto']);
  });
});

describe('comments, replies and reports (spec §5, §8)', () => {
  it('words errors as message keys: required text and name, text over 1000', () => {
    expect(messagesOf(commentFormSchema.safeParse({ text: ' ', authorName: ' ' }))).toEqual([
      'commentTextRequired',
      'commentNameRequired',
    ]);
    const tooLong = commentFormSchema.safeParse({ text: 'x'.repeat(1234), authorName: 'Budi' });
    expect(messagesOf(tooLong)).toEqual(['commentTextTooLong']);
    // a service's refusal carries the key, the typed length and the spec's English text
    const refusal = commentFormError(tooLong.error!, ` ${'x'.repeat(1234)} `);
    expect(refusal.key).toBe('commentTextTooLong');
    expect(refusal.message).toBe('Comment is too long. Please limit to 1000 characters (currently 1234 characters)');
    expect(commentFormSchema.parse({ text: 'ok', authorName: 'Budi', authorEmail: '' }).authorEmail).toBeUndefined();
    expect(
      messagesOf(commentFormSchema.safeParse({ text: 'ok', authorName: 'Budi', authorEmail: 'not-an-email' })),
    ).toEqual(['commentEmailInvalid']);
    expect(
      commentFormSchema.parse({ text: 'ok', authorName: 'Budi', authorEmail: ' budi@example.co.id ' }).authorEmail,
    ).toBe('budi@example.co.id');
    expect(commentFormSchema.safeParse({ text: 'ok', authorName: 'x'.repeat(101) }).success).toBe(false);
  });

  it('limits user replies to 500 and admin replies to 1000', () => {
    const reply = userReplyFormSchema.safeParse({ text: 'x'.repeat(501), userName: 'B' });
    expect(messagesOf(reply)).toEqual(['replyTooLong']);
    expect(firstIssueMessage(reply.error!)).toBe('Reply is too long. Please limit to 500 characters');
    expect(messagesOf(adminReplyFormSchema.safeParse({ text: '   ' }))).toEqual(['adminReplyRequired']);
    expect(adminReplyFormSchema.safeParse({ text: 'x'.repeat(1000) }).success).toBe(true);
    expect(adminReplyFormSchema.safeParse({ text: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('requires a report description after trimming', () => {
    expect(messagesOf(reportFormSchema.safeParse({ description: '  ' }))).toEqual(['reportDescriptionRequired']);
  });
});

describe('image checks (spec §5)', () => {
  const MB = 1024 * 1024;
  it('rejects non-images, wrong types and files over twice the limit', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 }, 'logo')).toBe('Please select an image file');
    expect(validateImageFile({ type: 'image/gif', size: 10 }, 'logo')).toBe('Please select an image of type: JPG, PNG');
    expect(validateImageFile({ type: 'image/png', size: 1.1 * MB }, 'cover')).toBe(
      'Image size should be less than 1MB for processing',
    );
    expect(validateImageFile({ type: 'image/webp', size: 4.5 * MB }, 'promotion')).toBe(
      'Image size should be less than 4MB for processing',
    );
  });

  it('accepts files up to twice the limit for shrinking', () => {
    expect(validateImageFile({ type: 'image/jpeg', size: 0.9 * MB }, 'logo')).toBeNull();
    expect(validateImageFile({ type: 'image/gif', size: 3 * MB }, 'promotion')).toBeNull();
  });
});

describe('message texts', () => {
  it('fill in the limits the schemas enforce, numbers grouped where the template asks', () => {
    expect(englishMessage('displayNameTooLong')).toBe('Display name must be 50 characters or less');
    expect(englishMessage('promotionDescriptionTooLong')).toBe(
      'Promotion description must be 10,000 characters or less',
    );
    expect(englishMessage('commentTextTooLong', { count: 1500 })).toBe(
      'Comment is too long. Please limit to 1000 characters (currently 1500 characters)',
    );
    expect(formatMessage('{n, number} of {m}', { n: 12345 })).toBe('12,345 of {m}');
  });

  it('leave no number typed into a length message, in either language', () => {
    for (const [key, text] of Object.entries(validationMessages)) {
      if (/TooLong$/.test(key) || /TooMany$/.test(key)) {
        expect(text, key).toMatch(/\{max(, number)?\}/);
        expect(validationMessagesId[key as keyof typeof validationMessages], key).toMatch(/\{max(, number)?\}/);
      }
    }
  });
});
