// @bonus-atlas/shared-services/model: the domain's plain facts (categories, slugs, storage folders,
// roles, withdrawal limits) for Node tools such as the demo seed, without the package root's Firebase SDK, React hooks and
// browser-only helpers. The apps take the same modules from the package root.
export * from './model/categories';
export * from './model/slug';
export * from './model/promotion-limits';
export * from './model/storage-folder';
export * from './model/user-role';
export * from './model/comment-pace';
export * from './model/withdrawal-facts';
// each record's one definition (fields, keys, limits): rules/test/record-definitions.test.ts reads them
export * from './model/record-definition';
export * from './model/brand-definition';
export * from './model/promotion-definition';
export * from './model/comment-definition';
export * from './model/reply-definition';
export * from './model/report-definition';
export * from './brand-listing/listing-entry';
