import { defineRecord } from './record-definition';

/** brands/{brandId} (docs/data-model.md): the one definition of a brand. */
export const brandDefinition = defineRecord('brand', {
  name: { kind: 'text', key: 'required', filled: true, max: 100, form: true },
  slug: { kind: 'slug', key: 'required', max: 100, form: true },
  description: { kind: 'text', key: 'required', filled: true, max: 5000, form: true },
  welcomeBonus: { kind: 'text', key: 'required', filled: true, max: 200, form: true },
  websiteUrl: { kind: 'url', key: 'required', max: 500, form: true, messageName: 'Website' },
  verified: { kind: 'flag', key: 'required' },
  acceptsCrypto: { kind: 'flag', key: 'required', form: true },
  rating: { kind: 'number', key: 'required', min: 1, max: 5, step: 0.1, form: true, initial: 4 },
  logoImage: { kind: 'image', key: 'required', form: true },
  coverImage: { kind: 'image', key: 'required', form: true },
  features: { kind: 'textList', key: 'optional', max: 10, maxItemLength: 100, form: true, itemMessageName: 'Feature' },
  createdBy: { kind: 'uid', key: 'required' },
  createdAt: { kind: 'timestamp', key: 'required' },
  updatedAt: { kind: 'timestamp', key: 'required' },
  migratedAt: { kind: 'timestamp', key: 'optional' },
  // the promotions' ids, kept by the promotion writes (stage-promotion-writes.ts)
  promotionIds: { kind: 'idList', key: 'optional', unread: true, max: 8 },
});
