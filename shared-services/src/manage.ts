// @bonus-atlas/shared-services/manage: what only the account and admin sections use (brand editing,
// image upload and processing, wallet history, report and comment moderation, migration). Kept out
// of the package root so the public pages' first load does not carry it. It shares the
// root's Firebase handles, session store and query client (one shared package, provided by the shell).

// its modules import Firestore Lite statically: their handles have it at once
import './shared/firestore-static';

// Validation of the editing forms (spec §5)
export * from './validation/display-name';
export * from './validation/brand-form';
export * from './validation/image';

// Brands
export * from './brands/brand-errors';
export * from './brands/get-owner-brands';
export * from './brands/is-slug-available';
export * from './brands/create-brand';
export * from './brands/update-brand';
export * from './brands/delete-brand';
export * from './brands/old-addresses';

// Promotions of a brand being edited
export * from './promotions/save-brand-promotions';
export * from './promotions/get-promotion-counts';
export * from './promotions/confirm-promotion-terms';
export * from './promotions/delete-promotion';
export type { AnsweredReport, PromotionWriteCounts } from './promotions/stage-promotion-writes';

// Users
export * from './users/update-display-name';
export * from './users/get-author-names';

// Wallet history
export * from './wallet/get-transactions';

// Withdrawals (a member's request, the admins' queue and decisions)
export * from './validation/withdrawal-form';
export * from './withdrawals/request-withdrawal';
export * from './withdrawals/decide-withdrawal';
export * from './withdrawals/list-pending-withdrawals';

// Reports (a member's own, and admin review)
export * from './reports/get-reports';
export * from './reports/update-report-status';
export * from './reports/delete-report';
export * from './reports/list-reports-page';
export * from './reports/count-reports';
export * from './reports/get-my-reports';
export * from './reports/duplicate-reports';

// Comment moderation
export * from './comments/delete-comment';
export * from './comments/delete-reply';
export * from './comments/comment-contacts';
export * from './migration/move-comment-contacts';

// Media
export * from './media/upload-brand-image';
export * from './media/delete-image';
export * from './media/process-image';

// Migration
export * from './migration/base64-images';
export * from './migration/analyze-migration';
export * from './migration/run-migration';

// Back office: accounts (roles, suspension, audit), site settings, analytics
export * from './admin-users/list-users';
export * from './admin-users/user-details';
export * from './admin-users/change-account';
export * from './site-settings/save-site-settings';
export * from './site-settings/stored-site-settings';
export * from './analytics/site-figures';
export * from './analytics/read-cost';
