// Public API of @bonus-atlas/shared-services: the only door to Firebase for the shell and remotes.

// Firebase clients and the session
export * from './firebase';
export * from './session';
export * from './query-keys';

// Domain model, pure rules and formatting
export * from './format/currency';
export * from './model/result';
export * from './model/timestamp';
export * from './model/user';
export * from './model/brand';
export * from './model/promotion';
export * from './model/categories';
export * from './model/use-category-label';
export * from './model/slug';
export * from './model/safe-url';
export * from './model/storage-folder';
export * from './model/wallet-transaction';
export * from './model/comment';
export * from './model/report';
export type { Actor } from './shared/actor';

// Validation (spec §5) with message keys
export * from './validation/messages';
export * from './validation/messages.id';
export * from './validation/display-name';
export * from './validation/brand-form';
export * from './validation/comment';
export * from './validation/image';

// Caching and resilience (spec §4, §8, §9)
export * from './cache/query-client';
export * from './cache/react-query';
export * from './cache/brand-cache';
export * from './cache/refresh-policy';
export * from './resilience/classify-error';
export * from './resilience/error-log';
export * from './resilience/circuit-breaker';
export * from './resilience/policies';

// Brands
export * from './brands/brand-errors';
export * from './brands/get-brands';
export * from './brands/prefetch-brand-page';
export * from './brands/get-brand';
export * from './brands/get-owner-brands';
export * from './brands/is-slug-available';
export * from './brands/create-brand';
export * from './brands/update-brand';
export * from './brands/delete-brand';

// Promotions
export * from './promotions/get-brand-promotions';
export * from './promotions/list-promotions';
export * from './promotions/get-welcome-bonus-promotions';
export * from './promotions/save-brand-promotions';
export * from './promotions/get-promotion-counts';
export type { PromotionWriteCounts } from './promotions/stage-promotion-writes';

// Users
export * from './users/get-user-profile';
export * from './users/ensure-user-profile';
export * from './users/update-display-name';
export * from './users/local-favorites';
export * from './users/get-favorites';
export * from './users/toggle-favorite';
export * from './users/merge-local-favorites';
export * from './users/get-author-names';

// Take a break (responsible gambling)
export * from './take-a-break';

// Wallet
export * from './wallet/get-wallet-summary';
export * from './wallet/wallet-summary-store';
export * from './wallet/get-transactions';

// Comments and replies
export * from './comments/comment-messages';
export * from './comments/get-comments';
export * from './comments/get-replies';
export * from './comments/add-comment';
export * from './comments/add-reply';
export * from './comments/delete-comment';
export * from './comments/delete-reply';

// Reports
export * from './reports/report-messages';
export * from './reports/add-report';
export * from './reports/get-reports';
export * from './reports/update-report-status';
export * from './reports/delete-report';
export * from './reports/list-reports-page';
export * from './reports/count-reports';
export * from './reports/get-my-reports';

// Media
export * from './media/upload-brand-image';
export * from './media/delete-image';
export * from './media/process-image';

// Migration
export * from './migration/base64-images';
export * from './migration/analyze-migration';
export * from './migration/run-migration';

// Performance
export * from './performance/promotions-tracker';
