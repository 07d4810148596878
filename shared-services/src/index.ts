// Public API of @bonus-atlas/shared-services: the only door to Firebase for the shell and remotes.
// The package root is the domain the public pages read through (brands, promotions, comments,
// favourites), bundled by each app at its build's version; what only signed-in editors and admins use
// is @bonus-atlas/shared-services/manage, so a visitor's first load does not carry it.

// The kernel (one per page, the shell's): Firebase, the session, the query client, resilience, stores
export * from '@bonus-atlas/shared-services/kernel';
export * from './query-keys';

// Domain model, pure rules and formatting
export * from './model/result';
// the records' zod parsers load on first use (model/load-records.ts); the root keeps their facts and rules
export * from './model/to-date';
export * from './model/user-facts';
export * from './model/brand-facts';
export * from './model/comment-pace';
export * from './model/promotion-facts';
export * from './model/promotion-validity';
export * from './model/promotion-history';
export * from './model/categories';
export * from './model/slug';
export * from './model/promotion-limits';
export * from './model/safe-url';
export * from './model/storage-folder';
export * from './model/wallet-transaction-facts';
export * from './model/withdrawal-facts';
export * from './model/comment-facts';
export * from './model/report-facts';
export { loadRecords } from './model/load-records';
// each record's one definition (fields, keys, limits), plain data
export * from './model/record-definition';
export * from './model/brand-definition';
export * from './model/promotion-definition';
export * from './model/comment-definition';
export * from './model/reply-definition';
export * from './model/report-definition';
export type { Records } from './model/load-records';
export type { Actor } from './shared/actor';

// Props of the components one remote exposes to another (both sides import them)
export type * from './contracts/exposed-components';
export { loadExposedComponent } from './contracts/load-exposed-component';

// Validation (spec §5) with message keys, and their texts in Bahasa Indonesia
export * from './validation/messages';
export * from './validation/messages.id';
export * from './validation/comment-limits';

// Caching and resilience (spec §4, §8, §9)
export * from './cache/brand-cache';
export * from './cache/keep-brand-list-copy';
export * from './cache/refresh-policy';

// Brands
export * from './brands/get-brands';
export * from './brands/prefetch-brand-page';
export * from './brands/get-brand';
export * from './brands/brand-address';

// Promotions
export * from './promotions/get-brand-promotions';
export * from './promotions/list-promotions';
export * from './promotions/category-filter';
export * from './promotions/prefetch-category-page';
export * from './promotions/get-welcome-bonus-promotions';
export * from './promotions/get-promotion-history';

// A remote's page list as the shell reads it (the pages' first reads live beside the pages, in the remotes)
export * from './pages/parse-page-list';

// Users
export * from './users/get-user-profile';
export * from './users/local-favorites';
export * from './users/get-favorites';
export * from './users/toggle-favorite';

// Take a break (responsible gambling)
export * from './take-a-break';

// Wallet: its summary and store are the kernel's (one balance per page)

// Comments and replies
export * from './comments/comment-messages';
export * from './comments/get-comments';
export * from './comments/get-replies';
export * from './comments/add-comment';
export * from './comments/add-reply';

// Reports
export * from './reports/report-messages';
export * from './reports/add-report';

// Performance
export * from './performance/promotions-tracker';

// Site settings (the site notice, withdrawals' switches) and what a suspended account is told
export * from './site-settings/site-settings-facts';
export * from './site-settings/read-site-settings';
export * from './admin-users/account-facts';
export * from './brands/brand-page-query';
export * from './brand-listing/list-head';
