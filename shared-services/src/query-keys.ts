import { brandDefinition } from './model/brand-definition';
import { commentDefinition } from './model/comment-definition';
import { promotionDefinition } from './model/promotion-definition';
import { adminReplyDefinition, userReplyDefinition } from './model/reply-definition';
import { reportDefinition } from './model/report-definition';
import { walletQueryKeys } from './wallet/wallet-query-keys';

/**
 * The version of the brand records a key's data holds: the page has one query cache (the kernel's) and
 * apps built at different versions of a record (a remote deployed with a new field, the shell not)
 * parse it differently, so each reads and writes its own version's entries. Invalidations name the
 * family (`queryKeys.brands.all`) and reach every version.
 */
const brandVersion = `v:${brandDefinition.version}`;
// a promotion carries its brand's copied fields: either definition's change is a new version
const promotionVersion = `v:${promotionDefinition.version}.${brandDefinition.version}`;
const replyVersions = `${userReplyDefinition.version}.${adminReplyDefinition.version}`;
const replyVersion = `v:${replyVersions}`;
// a comment carries its replies: a change of either kind of reply's definition is a new version too
const commentVersion = `v:${commentDefinition.version}.${replyVersions}`;
const reportVersion = `v:${reportDefinition.version}`;

/** Every TanStack Query key in one place, so hooks and invalidations never drift apart. */
export const queryKeys = {
  brands: {
    all: ['brands'] as const,
    list: () => [...queryKeys.brands.all, brandVersion, 'list'] as const,
    adminList: () => [...queryKeys.brands.all, brandVersion, 'admin-list'] as const,
    byOwner: (uid: string) => [...queryKeys.brands.all, brandVersion, 'owner', uid] as const,
    bySlug: (slug: string) => [...queryKeys.brands.all, brandVersion, 'slug', slug] as const,
    byId: (id: string) => [...queryKeys.brands.all, brandVersion, 'id', id] as const,
    oldAddresses: (id: string) => [...queryKeys.brands.all, 'old-addresses', id] as const,
  },
  promotions: {
    all: ['promotions'] as const,
    ofBrand: (brandId: string) => [...queryKeys.promotions.all, promotionVersion, 'brand', brandId] as const,
    listing: (filter: { category?: string | null; brandId?: string | null; pageSize: number }) =>
      [...queryKeys.promotions.all, promotionVersion, 'listing', filter] as const,
    history: (brandId: string, promotionId: string) =>
      [...queryKeys.promotions.all, 'history', brandId, promotionId] as const,
    /** Promotion counts of these brands (My Brands): one key for any order of the same brands. */
    counts: (brandIds: readonly string[]) =>
      [...queryKeys.promotions.all, 'counts', [...new Set(brandIds)].sort()] as const,
  },
  users: {
    all: ['users'] as const,
    profile: (uid: string) => [...queryKeys.users.all, 'profile', uid] as const,
    favorites: (uid: string | null) => [...queryKeys.users.all, 'favorites', uid ?? 'anonymous'] as const,
    /** Display names of these authors (My Brands): one key for any order of the same uids. */
    authorNames: (uids: readonly string[]) =>
      [...queryKeys.users.all, 'author-names', [...new Set(uids)].sort()] as const,
  },
  wallet: walletQueryKeys,
  comments: {
    all: ['comments'] as const,
    byBrand: (brandId: string) => [...queryKeys.comments.all, commentVersion, 'brand', brandId] as const,
    active: () => [...queryKeys.comments.all, commentVersion, 'active'] as const,
    replies: (commentId: string) => [...queryKeys.comments.all, replyVersion, 'replies', commentId] as const,
  },
  reports: {
    all: ['reports'] as const,
    list: (filter: { status?: string | null; promotionId?: string | null } = {}) =>
      [...queryKeys.reports.all, reportVersion, 'list', filter] as const,
    pages: (filter: { status: string | null; reason: string | null }) =>
      [...queryKeys.reports.all, reportVersion, 'pages', filter] as const,
    counts: () => [...queryKeys.reports.all, 'counts'] as const,
    mine: (uid: string) => [...queryKeys.reports.all, reportVersion, 'mine', uid] as const,
  },
  withdrawals: {
    all: ['withdrawals'] as const,
    pending: () => [...queryKeys.withdrawals.all, 'pending'] as const,
  },
  migration: {
    all: ['migration'] as const,
    analysis: () => [...queryKeys.migration.all, 'analysis'] as const,
  },
} as const;
