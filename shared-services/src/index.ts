// Public API of @bonus-atlas/shared-services: the only door to Firebase for the shell and remotes.
// The package root is what the public pages read through (brands, promotions, comments, favourites,
// the session); what only signed-in editors and admins use is @bonus-atlas/shared-services/manage,
// so a visitor's first load does not carry it.

// Firebase clients and the session
export * from './firebase';
export * from './session';
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
export * from './cache/query-client';
export * from './cache/react-query';
export * from './cache/brand-cache';
export * from './cache/keep-brand-list-copy';
export * from './cache/refresh-policy';
export { shareServerReads, type ServerReads } from './cache/server-reads';
export * from './resilience/classify-error';
export * from './resilience/error-log';
export * from './resilience/circuit-open-error';
export * from './resilience/policies';
export * from './resilience/deadline';

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

// Pages' first reads, by the name a remote's page list gives
export * from './pages/page-starters';
export * from './pages/parse-page-list';

// Users
export * from './users/get-user-profile';
export * from './users/ensure-user-profile';
export * from './users/local-favorites';
export * from './users/get-favorites';
export * from './users/toggle-favorite';
export * from './users/merge-local-favorites';

// Take a break (responsible gambling)
export * from './take-a-break';

// Wallet
export * from './wallet/get-wallet-summary';
export * from './wallet/wallet-summary-store';

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
export * from './brands/brand-page-query';
export * from './brand-listing/list-head';
