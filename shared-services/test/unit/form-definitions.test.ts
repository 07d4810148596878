import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandDefinition } from '../../src/model/brand-definition';
import { commentDefinition } from '../../src/model/comment-definition';
import { promotionDefinition } from '../../src/model/promotion-definition';
import { adminReplyDefinition, userReplyDefinition } from '../../src/model/reply-definition';
import { reportDefinition } from '../../src/model/report-definition';
import {
  defineRecord,
  formDefaults,
  formKeys,
  type FieldSpec,
  type RecordDefinition,
} from '../../src/model/record-definition';
import { createPromotionFormSchema, promotionFormDefaults } from '../../src/validation/brand-form';
import {
  adminReplyFormSchema,
  commentFormSchema,
  reportFormSchema,
  userReplyFormSchema,
} from '../../src/validation/comment';
import {
  messageKey,
  validationMessages,
  validationValues,
  type ValidationMessageKey,
} from '../../src/validation/messages';
import { validationMessagesId } from '../../src/validation/messages.id';
import { fieldMessageKey, fieldProblems } from '../../src/validation/record-form';

// The promotion, comment, reply and report forms are made from their records' definitions, as the
// brand's is: a limit or a field changed there changes the form, its defaults and its messages with it.

const definitions: RecordDefinition[] = [
  brandDefinition,
  promotionDefinition,
  commentDefinition,
  userReplyDefinition,
  adminReplyDefinition,
  reportDefinition,
];

const messagesOf = (result: { error?: { issues: ReadonlyArray<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

afterEach(() => {
  vi.doUnmock('../../src/model/promotion-definition');
  vi.doUnmock('../../src/model/comment-definition');
  vi.doUnmock('../../src/model/reply-definition');
  vi.doUnmock('../../src/model/report-definition');
  vi.resetModules();
});

describe('every form field of every definition', () => {
  it("has a text for each of its problems, in both languages, naming the definition's limit", () => {
    for (const definition of definitions) {
      for (const key of formKeys(definition)) {
        const spec = definition.fields[key] as FieldSpec;
        for (const { problem, part } of fieldProblems(spec)) {
          const message = fieldMessageKey(definition, key, problem, part) as ValidationMessageKey;
          expect(validationMessages[message], message).toBeDefined();
          expect(validationMessagesId[message], message).toBeDefined();
          if (problem === 'TooLong')
            expect(validationValues[message]?.max, message).toBe(part ? spec.maxItemLength : spec.max);
          if (problem === 'TooMany') expect(validationValues[message]?.max, message).toBe(spec.max);
        }
      }
    }
  });
});

describe("the promotion form follows the promotion's definition", () => {
  const schema = createPromotionFormSchema(messageKey);
  const { fields } = promotionDefinition;

  it('checks exactly the editor fields (and the stored id), with the empty form its defaults', () => {
    expect(Object.keys(schema.shape).sort()).toEqual(['id', ...formKeys(promotionDefinition)].sort());
    expect(promotionFormDefaults()).toEqual(formDefaults(promotionDefinition));
    expect(promotionFormDefaults()).toMatchObject({ category: 'Welcome Bonus', maxBonus: 0, turnoverNeeded: 0 });
    expect(promotionFormDefaults()).not.toHaveProperty('discountValue');
    expect(schema.parse({ category: '  ' }).category).toBe(fields.category.blankAs);
  });

  it("refuses each text one character past the definition's limit, in the field's own words", () => {
    for (const key of ['category', 'title', 'description', 'terms'] as const) {
      const max = fields[key].max;
      expect(schema.safeParse({ [key]: 'x'.repeat(max) }).success, key).toBe(true);
      expect(messagesOf(schema.safeParse({ [key]: 'x'.repeat(max + 1) })), key).toEqual([
        fieldMessageKey(promotionDefinition, key, 'TooLong'),
      ]);
    }
  });

  it('takes at most as many game categories as the definition allows, and amounts up to its largest', () => {
    const many = Array.from({ length: fields.gameCategories.max + 1 }, (_, index) => `Game ${index}`);
    expect(messagesOf(schema.safeParse({ gameCategories: many }))).toEqual(['promotionGameCategoriesTooMany']);
    expect(schema.parse({ maxBonus: fields.maxBonus.max }).maxBonus).toBe(fields.maxBonus.max);
    expect(schema.parse({ maxBonus: fields.maxBonus.max * 10, turnoverNeeded: -1 })).toMatchObject({
      maxBonus: 0,
      turnoverNeeded: 0,
    });
  });

  it('follows a limit changed and a field added in the definition, with nothing else to change', async () => {
    vi.resetModules();
    vi.doMock('../../src/model/promotion-definition', async (original) => {
      const actual = await original<typeof import('../../src/model/promotion-definition')>();
      const changed = defineRecord('promotion', {
        ...actual.promotionDefinition.fields,
        title: { ...actual.promotionDefinition.fields.title, max: 20 },
        // no limit: a limit needs its message's text first (the test above)
        wageringNote: { kind: 'text', key: 'optional', form: true },
      });
      return { ...actual, promotionDefinition: changed };
    });
    const form = await import('../../src/validation/brand-form');
    const { englishMessage } = await import('../../src/validation/messages');
    const changed = form.createPromotionFormSchema(messageKey);
    expect(messagesOf(changed.safeParse({ title: 'x'.repeat(21) }))).toEqual(['promotionTitleTooLong']);
    expect(schema.safeParse({ title: 'x'.repeat(21) }).success).toBe(true);
    expect(form.PROMOTION_TEXT_LIMITS.title).toBe(20);
    expect(englishMessage('promotionTitleTooLong')).toBe('Promotion title must be 20 characters or less');
    // the mocked definition's new field (the types are the unmocked definition's)
    expect(changed.parse({ wageringNote: ' 3 days ' })).toHaveProperty('wageringNote', '3 days');
    expect(form.promotionFormDefaults()).toHaveProperty('wageringNote', '');
  });
});

describe("the comment and reply forms follow the comment's definition", () => {
  const { text, authorName, authorEmail } = commentDefinition.fields;

  it('checks the text, the name and the e-mail at their limits, and starts empty', () => {
    expect(Object.keys(commentFormSchema.shape).sort()).toEqual([...formKeys(commentDefinition)].sort());
    expect(formDefaults(commentDefinition)).toEqual({ text: '', authorName: '', authorEmail: '' });
    const filled = { text: 'x'.repeat(text.max), authorName: 'B'.repeat(authorName.max) };
    expect(commentFormSchema.safeParse(filled).success).toBe(true);
    expect(messagesOf(commentFormSchema.safeParse({ ...filled, text: 'x'.repeat(text.max + 1) }))).toEqual([
      'commentTextTooLong',
    ]);
    expect(messagesOf(commentFormSchema.safeParse({ ...filled, authorName: 'B'.repeat(authorName.max + 1) }))).toEqual([
      'commentNameTooLong',
    ]);
    const longEmail = `${'b'.repeat(authorEmail.max)}@example.com`;
    expect(messagesOf(commentFormSchema.safeParse({ ...filled, authorEmail: longEmail }))).toEqual([
      'commentEmailTooLong',
    ]);
    // a reply's author is asked as a comment's
    expect(messagesOf(userReplyFormSchema.safeParse({ text: 'Hi', userName: 'B'.repeat(authorName.max + 1) }))).toEqual(
      ['commentNameTooLong'],
    );
  });

  it("follows a limit changed and a field added in the definition: the form, the inputs' limit, the message's number", async () => {
    vi.resetModules();
    vi.doMock('../../src/model/comment-definition', async (original) => {
      const actual = await original<typeof import('../../src/model/comment-definition')>();
      const fields = actual.commentDefinition.fields;
      const changed = defineRecord('comment', {
        ...fields,
        text: { ...fields.text, max: 10 },
        authorCity: { kind: 'text', key: 'optional', form: true },
      });
      return { commentDefinition: changed };
    });
    const [{ commentFormSchema: changed }, { COMMENT_MAX }, { englishMessage }] = await Promise.all([
      import('../../src/validation/comment'),
      import('../../src/validation/limits'),
      import('../../src/validation/messages'),
    ]);
    expect(COMMENT_MAX).toBe(10);
    expect(changed.parse({ text: 'Hi', authorName: 'Budi', authorCity: ' Medan ' })).toHaveProperty(
      'authorCity',
      'Medan',
    );
    expect(messagesOf(changed.safeParse({ text: 'x'.repeat(11), authorName: 'Budi' }))).toEqual(['commentTextTooLong']);
    expect(commentFormSchema.safeParse({ text: 'x'.repeat(11), authorName: 'Budi' }).success).toBe(true);
    expect(englishMessage('commentTextTooLong', { count: 11 })).toBe(
      'Comment is too long. Please limit to 10 characters (currently 11 characters)',
    );
  });
});

describe("the user's and the admin's reply forms follow their definitions", () => {
  const user = userReplyDefinition.fields;
  const admin = adminReplyDefinition.fields;

  it("checks each kind's fields at its limits, in its own words, and starts empty", () => {
    expect(Object.keys(userReplyFormSchema.shape).sort()).toEqual([...formKeys(userReplyDefinition)].sort());
    expect(Object.keys(adminReplyFormSchema.shape)).toEqual([...formKeys(adminReplyDefinition)]);
    expect(formDefaults(userReplyDefinition)).toEqual({ text: '', userName: '', userEmail: '' });
    expect(formDefaults(adminReplyDefinition)).toEqual({ text: '' });
    const filled = { text: 'x'.repeat(user.text.max), userName: 'Budi' };
    expect(userReplyFormSchema.safeParse(filled).success).toBe(true);
    expect(messagesOf(userReplyFormSchema.safeParse({ ...filled, text: 'x'.repeat(user.text.max + 1) }))).toEqual([
      'replyTooLong',
    ]);
    expect(messagesOf(userReplyFormSchema.safeParse({ ...filled, text: '  ' }))).toEqual(['replyRequired']);
    expect(adminReplyFormSchema.safeParse({ text: 'x'.repeat(admin.text.max) }).success).toBe(true);
    expect(messagesOf(adminReplyFormSchema.safeParse({ text: 'x'.repeat(admin.text.max + 1) }))).toEqual([
      'adminReplyTooLong',
    ]);
    expect(messagesOf(adminReplyFormSchema.safeParse({ text: '  ' }))).toEqual(['adminReplyRequired']);
  });

  it("follows limits changed in the definitions: the forms, the inputs' limits, the messages' numbers", async () => {
    vi.resetModules();
    vi.doMock('../../src/model/reply-definition', async (original) => {
      const actual = await original<typeof import('../../src/model/reply-definition')>();
      const userFields = actual.userReplyDefinition.fields;
      const adminFields = actual.adminReplyDefinition.fields;
      return {
        userReplyDefinition: defineRecord('reply', { ...userFields, text: { ...userFields.text, max: 20 } }),
        adminReplyDefinition: defineRecord('adminReply', { ...adminFields, text: { ...adminFields.text, max: 30 } }),
      };
    });
    const [changed, { ADMIN_REPLY_MAX, USER_REPLY_MAX }, messages] = await Promise.all([
      import('../../src/validation/comment'),
      import('../../src/validation/limits'),
      import('../../src/validation/messages'),
    ]);
    const { englishMessage, validationValues: values } = messages;
    expect([USER_REPLY_MAX, ADMIN_REPLY_MAX]).toEqual([20, 30]);
    expect(messagesOf(changed.userReplyFormSchema.safeParse({ text: 'x'.repeat(21), userName: 'Budi' }))).toEqual([
      'replyTooLong',
    ]);
    expect(userReplyFormSchema.safeParse({ text: 'x'.repeat(21), userName: 'Budi' }).success).toBe(true);
    expect(changed.adminReplyFormSchema.safeParse({ text: 'x'.repeat(30) }).success).toBe(true);
    expect(messagesOf(changed.adminReplyFormSchema.safeParse({ text: 'x'.repeat(31) }))).toEqual(['adminReplyTooLong']);
    expect(englishMessage('replyTooLong')).toBe('Reply is too long. Please limit to 20 characters');
    expect(englishMessage('replyTextTooLongService')).toBe('Reply text is too long (max 20 characters)');
    expect(englishMessage('adminReplyTooLong')).toBe('Reply is too long. Please limit to 30 characters');
    // the Indonesian texts take the same numbers
    expect(values.replyTooLong).toEqual({ max: 20 });
    expect(values.adminReplyTooLong).toEqual({ max: 30 });
  });
});

describe("the report form follows the report's definition", () => {
  const { description } = reportDefinition.fields;

  it('refuses a description past its limit in its own words, and starts at a wrong amount', () => {
    expect(Object.keys(reportFormSchema.shape).sort()).toEqual([...formKeys(reportDefinition)].sort());
    expect(formDefaults(reportDefinition)).toEqual({ description: '', reason: 'wrong_amount' });
    expect(reportFormSchema.safeParse({ description: 'x'.repeat(description.max) }).success).toBe(true);
    expect(messagesOf(reportFormSchema.safeParse({ description: 'x'.repeat(description.max + 1) }))).toEqual([
      'reportDescriptionTooLong',
    ]);
  });

  it('follows a limit changed in the definition', async () => {
    vi.resetModules();
    vi.doMock('../../src/model/report-definition', async (original) => {
      const actual = await original<typeof import('../../src/model/report-definition')>();
      const fields = actual.reportDefinition.fields;
      return {
        reportDefinition: defineRecord('report', { ...fields, description: { ...fields.description, max: 50 } }),
      };
    });
    const [{ reportFormSchema: changed }, { REPORT_DESCRIPTION_MAX }] = await Promise.all([
      import('../../src/validation/comment'),
      import('../../src/validation/limits'),
    ]);
    expect(REPORT_DESCRIPTION_MAX).toBe(50);
    expect(messagesOf(changed.safeParse({ description: 'x'.repeat(51) }))).toEqual(['reportDescriptionTooLong']);
  });
});
