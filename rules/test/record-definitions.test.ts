import { readFileSync } from 'node:fs';
import {
  adminReplyDefinition,
  brandDefinition,
  commentDefinition,
  keysOf,
  promotionDefinition,
  reportDefinition,
  requiredKeys,
  userReplyDefinition,
  writableKeys,
  type FieldSpec,
  type RecordDefinition,
} from '@bonus-atlas/shared-services/model';
import { describe, expect, it } from 'vitest';

// The rules language cannot import, so firestore.rules spells each record's keys and limits itself; these
// cases fail when the rules and a record's one definition (shared-services/src/model/*-definition.ts) differ.
const rules = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');

/** The text of `function name(...) { ... }` up to the next function or rule. */
function functionBody(name: string): string {
  const start = rules.search(new RegExp(`function ${name}\\(`));
  if (start < 0) throw new Error(`firestore.rules has no function ${name}()`);
  const rest = rules.slice(start + 1);
  const end = rest.search(/\n\s*(function |allow |match |\/\/ -{3})/);
  return rules.slice(start, start + 1 + (end < 0 ? rest.length : end));
}

/** The strings of the first `[...]` after `marker` in `text`. */
function listAfter(text: string, marker: string): string[] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`no ${marker} in ${text.slice(0, 60)}`);
  const list = /\[([^\]]*)\]/.exec(text.slice(at))?.[1] ?? '';
  return [...list.matchAll(/'([^']*)'/g)].map((item) => item[1] as string);
}

const sorted = (list: readonly string[]) => [...list].sort();

/** Every length or count bound the text gives `field` (`data.x.size() <= N`, `isText(data.x, m, N)`, ...). */
function boundsOf(text: string, field: string): number[] {
  const patterns = [
    new RegExp(`data\\.${field}\\.size\\(\\) <= (\\d+)`, 'g'),
    new RegExp(`is(?:Filled)?Text\\(data\\.${field}, \\d+, (\\d+)\\)`, 'g'),
    new RegExp(`isPersonName\\(data\\.${field}, (\\d+)\\)`, 'g'),
    new RegExp(`isOptionalText\\(data, '${field}', (\\d+)\\)`, 'g'),
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => Number(match[1])));
}

/** Fields whose rules bound a text's length: each bound the rules write must be the definition's max. */
function expectTextBounds(
  definition: RecordDefinition,
  text: string,
  kinds: FieldSpec['kind'][] = ['text', 'slug', 'personName', 'email'],
) {
  for (const [field, spec] of Object.entries(definition.fields)) {
    if (!kinds.includes(spec.kind)) continue;
    for (const bound of boundsOf(text, field)) expect(bound, `${definition.name}.${field}`).toBe(spec.max);
  }
}

describe("firestore.rules agrees with the brand's definition", () => {
  const newBrand = functionBody('validNewBrand');
  const fields = functionBody('validBrandFields');

  it("requiredBrandKeys() is exactly the definition's required keys", () => {
    expect(sorted(listAfter(functionBody('requiredBrandKeys'), 'return'))).toEqual(
      sorted(requiredKeys(brandDefinition)),
    );
  });

  it('a new brand may have exactly the keys the definition names, an edit the optional ones besides the required', () => {
    expect(sorted(listAfter(newBrand, 'hasOnly('))).toEqual(sorted(writableKeys(brandDefinition)));
    const update = rules.slice(rules.indexOf('writtenKeys().hasOnly(requiredBrandKeys().concat('));
    expect(sorted(listAfter(update, 'concat('))).toEqual(sorted(keysOf(brandDefinition, 'optional', 'later')));
  });

  it("bounds each text, the rating, the features and the promotion list as the definition's limits", () => {
    expectTextBounds(brandDefinition, newBrand);
    expectTextBounds(brandDefinition, fields);
    for (const field of ['name', 'slug', 'description', 'welcomeBonus'])
      expect(boundsOf(newBrand, field).length + boundsOf(fields, field).length, field).toBe(2);
    const { rating, websiteUrl, features, promotionIds, description } = brandDefinition.fields;
    expect(newBrand).toContain(`data.rating >= ${rating.min} && data.rating <= ${rating.max}`);
    expect(fields).toContain(`data.rating >= ${rating.min} && data.rating <= ${rating.max}`);
    expect(functionBody('isWebsite')).toContain(`value.size() <= ${websiteUrl.max}`);
    const list = functionBody('isShortTextList');
    expect(list).toContain(`list.size() <= ${features.max}`);
    expect(list).toContain(`{1,${features.maxItemLength}}`);
    expect(boundsOf(newBrand, 'promotionIds')).toEqual([promotionIds.max]);
    expect(description.filled && newBrand.includes('data.description.trim() != ')).toBe(true);
  });

  it('requires a filled text where the definition does, in a new brand and in an edit', () => {
    for (const [field, spec] of Object.entries(brandDefinition.fields)) {
      if (spec.kind !== 'text') continue;
      expect(newBrand.includes(`data.${field}.trim() != ''`), field).toBe(spec.filled === true);
      expect(fields.includes(`isFilledText(data.${field},`), field).toBe(spec.filled === true);
    }
  });
});

describe("firestore.rules agrees with the promotion's definition", () => {
  const newPromotion = functionBody('validNewPromotion');

  it('a new promotion may have exactly its required and optional keys; an edit every key the definition names', () => {
    expect(sorted(listAfter(newPromotion, 'hasOnly('))).toEqual(
      sorted(keysOf(promotionDefinition, 'required', 'optional')),
    );
    expect(sorted(listAfter(functionBody('promotionKeys'), 'return'))).toEqual(
      sorted(writableKeys(promotionDefinition)),
    );
  });

  it("bounds each text and number as the definition's limits", () => {
    expectTextBounds(promotionDefinition, newPromotion);
    expectTextBounds(promotionDefinition, functionBody('validPromotionFields'));
    const { maxBonus, gameCategories, validUntil, discountValue, brandRating } = promotionDefinition.fields;
    expect(newPromotion).toContain(`data.maxBonus <= ${maxBonus.max}`);
    expect(functionBody('isAmount')).toContain(`<= ${maxBonus.max}`);
    expect(boundsOf(newPromotion, 'gameCategories')).toEqual([gameCategories.max]);
    expect(boundsOf(newPromotion, 'validUntil')).toEqual([validUntil.max]);
    expect(boundsOf(newPromotion, 'discountValue')).toEqual([discountValue.max]);
    expect(functionBody('validPromotionFields')).toContain(`data.brandRating <= ${brandRating.max}`);
  });
});

describe("firestore.rules agrees with the comment's definition", () => {
  const newComment = functionBody('validNewComment');

  it('a new comment has exactly its required keys and may have its optional ones', () => {
    expect(sorted(listAfter(newComment, 'hasShape('))).toEqual(sorted(requiredKeys(commentDefinition)));
    const optional = listAfter(newComment.slice(newComment.indexOf(']') + 1), ',');
    expect(sorted(optional)).toEqual(sorted(keysOf(commentDefinition, 'optional')));
  });

  it("bounds the text, the author's name and the page's title as the definition's limits", () => {
    expectTextBounds(commentDefinition, newComment);
    expect(boundsOf(newComment, 'text')).toEqual([commentDefinition.fields.text.max]);
    expect(boundsOf(newComment, 'authorName')).toEqual([commentDefinition.fields.authorName.max]);
  });
});

describe("firestore.rules agrees with the replies' definitions (a user's and an admin's)", () => {
  const userReply = functionBody('validUserReply');
  const adminReply = functionBody('validAdminReply');
  // the rules of comments/{commentId}/replies/{replyId}, up to the next collection's
  const replyRules = rules.slice(
    rules.indexOf('match /replies/{replyId}'),
    rules.indexOf('// ----------', rules.indexOf('match /replies/{replyId}')),
  );

  it("each kind has exactly its definition's required keys and may have its optional ones", () => {
    for (const [definition, body] of [
      [userReplyDefinition, userReply],
      [adminReplyDefinition, adminReply],
    ] as const) {
      expect(sorted(listAfter(body, 'hasShape(')), definition.name).toEqual(sorted(requiredKeys(definition)));
      const optional = listAfter(body.slice(body.indexOf(']') + 1), ',');
      expect(sorted(optional), definition.name).toEqual(sorted(keysOf(definition, 'optional')));
    }
  });

  it("bounds each kind's text and its author's name as the definition's limits", () => {
    expectTextBounds(userReplyDefinition, userReply);
    expectTextBounds(adminReplyDefinition, adminReply);
    const user = userReplyDefinition.fields;
    const admin = adminReplyDefinition.fields;
    expect(boundsOf(userReply, 'text')).toEqual([user.text.max]);
    expect(boundsOf(userReply, 'userName')).toEqual([user.userName.max]);
    expect(boundsOf(adminReply, 'text')).toEqual([admin.text.max]);
    expect(boundsOf(adminReply, 'adminName')).toEqual([admin.adminName.max]);
  });

  it('requires a filled text where the definition does', () => {
    for (const [definition, body] of [
      [userReplyDefinition, userReply],
      [adminReplyDefinition, adminReply],
    ] as const) {
      for (const [field, spec] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
        if (spec.kind !== 'text' || boundsOf(body, field).length === 0) continue;
        expect(body.includes(`isFilledText(data.${field},`), `${definition.name}.${field}`).toBe(spec.filled === true);
      }
    }
  });

  it("lets an admin edit a reply's text up to an admin reply's limit, and only remove a legacy key", () => {
    const update = replyRules.slice(replyRules.indexOf('allow update:'));
    const bounds = [...update.matchAll(/isText\(incoming\(\)\.text, \d+, (\d+)\)/g)].map((match) => Number(match[1]));
    expect(bounds).toEqual([adminReplyDefinition.fields.text.max]);
    for (const key of keysOf(userReplyDefinition, 'legacy'))
      expect(update, key).toContain(`onlyChanges(['${key}']) && !('${key}' in incoming())`);
  });
});

describe("firestore.rules agrees with the report's definition", () => {
  const newReport = functionBody('validNewReport');

  it('a new report has exactly its required keys; a review changes only the later ones', () => {
    expect(sorted(listAfter(newReport, 'hasShape('))).toEqual(sorted(requiredKeys(reportDefinition)));
    const review = listAfter(functionBody('validReview'), 'onlyChanges(');
    for (const key of keysOf(reportDefinition, 'later')) expect(review, key).toContain(key);
  });

  it("bounds the description, the browser's name and the admin's notes as the definition's limits", () => {
    expectTextBounds(reportDefinition, newReport);
    expectTextBounds(reportDefinition, functionBody('validReview'));
    expect(boundsOf(newReport, 'description')).toEqual([reportDefinition.fields.description.max]);
  });
});
