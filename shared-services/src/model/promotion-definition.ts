import { GAME_CATEGORIES, WELCOME_BONUS } from './categories';
import { defineRecord } from './record-definition';

/** The largest amount a promotion's numbers may hold (the rules' isAmount; Infinity must not pass). */
export const PROMOTION_AMOUNT_MAX = 10_000_000_000_000;

/** brands/{brandId}/promotions/{id} (docs/data-model.md): the one definition of a promotion. */
export const promotionDefinition = defineRecord('promotion', {
  // a new promotion starts as a welcome bonus; one saved without a category is filed under Others
  category: {
    kind: 'text',
    key: 'required',
    filled: true,
    max: 100,
    form: true,
    initial: WELCOME_BONUS,
    blankAs: 'Others',
  },
  title: { kind: 'text', key: 'required', max: 200, form: true },
  description: { kind: 'text', key: 'required', max: 10000, form: true },
  image: { kind: 'image', key: 'required', form: true },
  terms: { kind: 'text', key: 'required', max: 5000, form: true },
  gameCategories: { kind: 'textList', key: 'required', max: GAME_CATEGORIES.length, form: true },
  // the editor reads an amount it cannot take (negative, endless) as 0 rather than refusing the save
  maxBonus: { kind: 'number', key: 'required', min: 0, max: PROMOTION_AMOUNT_MAX, form: true, invalidAsMin: true },
  // older documents hold it as a text; the editor sets a number
  turnoverNeeded: {
    kind: 'value',
    key: 'optional',
    form: true,
    formKind: 'number',
    min: 0,
    max: PROMOTION_AMOUNT_MAX,
    invalidAsMin: true,
  },
  // the older name of turnoverNeeded, read and rewritten by edits of older documents
  turnoverMultiplier: { kind: 'value', key: 'later' },
  // a date input's text in the editor ('' : no end date, stored as null), a timestamp in older documents
  validUntil: { kind: 'value', key: 'optional', max: 40, form: true, initial: '' },
  discountValue: { kind: 'value', key: 'optional', max: 100, form: true },
  createdAt: { kind: 'timestamp', key: 'required' },
  updatedAt: { kind: 'timestamp', key: 'required' },
  // the parent brand's fields, copied so the cross-brand listing needs no per-brand reads
  brandId: { kind: 'text', key: 'required' },
  brandName: { kind: 'text', key: 'required', max: 100 },
  brandSlug: { kind: 'text', key: 'required', max: 100 },
  brandLogo: { kind: 'text', key: 'required' },
  brandWebsite: { kind: 'text', key: 'required' },
  brandRating: { kind: 'number', key: 'required', min: 0, max: 5 },
  brandCreatedAt: { kind: 'timestamp', key: 'optional' },
  // "Verified on": the owner or an admin confirms the terms
  verifiedAt: { kind: 'timestamp', key: 'later' },
  verifiedBy: { kind: 'uid', key: 'later' },
  // the change log entry of the last change of the terms
  lastHistoryId: { kind: 'text', key: 'later', unread: true },
});
