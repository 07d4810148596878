import {
  collection,
  doc,
  getDocs,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { ACTORS } from './harness.js';

/** Fixed ids of the seeded documents every test starts from. */
export const IDS = {
  memberBrand: 'brand-member',
  otherBrand: 'brand-other',
  memberPromotion: 'promo-member',
  otherPromotion: 'promo-other',
  comment: 'comment-1',
  hiddenComment: 'comment-hidden',
  /** A comment as written today: it keeps copies of its replies. */
  copiesComment: 'comment-copies',
  reply: 'reply-1',
  memberReport: 'report-member',
  otherReport: 'report-other',
  memberTransaction: 'tx-member',
} as const;

/**
 * A download URL of the project's own bucket for an image in a brand's folder
 * (brands/{brandId}/{kind}/{file}), as the Storage emulator hands them out.
 */
export function brandImageUrl(
  brandId: string,
  kind = 'logo',
  file = 'logo.png',
  origin = 'http://127.0.0.1:9199',
): string {
  return `${origin}/v0/b/demo-bonus-atlas.appspot.com/o/${encodeURIComponent(`brands/${brandId}/${kind}/${file}`)}?alt=media&token=0d9c`;
}

/** The member's brand's logo: an image of its own folder. */
export const OWN_IMAGE_URL = brandImageUrl('brand-member');

/**
 * The record of a promotion id of a brand (brands/{brandId}/promotion_ids/{id}): written with the
 * promotion's create (or, for an older promotion, its delete), never removed, so the id is used once.
 */
export function promotionIdRecord(db: Firestore, brandId: string, promotionId: string) {
  return doc(db, 'brands', brandId, 'promotion_ids', promotionId);
}

/** What a brand's slug claim holds: the brand and the user who claimed it. */
export function slugClaim(brandId: string, uid: string) {
  return { brandId, uid };
}

const seededAt = Timestamp.fromDate(new Date('2026-01-02T03:04:05Z'));

export function profile(uid: string, email: string, role: 'member' | 'admin', balance = 0) {
  return {
    uid,
    email,
    displayName: displayNameOf(email),
    photoURL: null,
    role,
    balance,
    totalEarned: balance,
    createdAt: seededAt,
  };
}

/** A brand exactly as data-model.md describes it (what createBrand writes). */
export function brandData(createdBy: string, slug: string, overrides: Record<string, unknown> = {}) {
  return {
    name: `Brand ${slug}`,
    slug,
    description: 'A fictional brand for the rules tests.',
    welcomeBonus: '100% up to IDR 1.000.000',
    websiteUrl: 'https://example.test',
    verified: false,
    acceptsCrypto: false,
    rating: 4.5,
    logoImage: '',
    coverImage: '',
    features: ['Fast payout'],
    createdBy,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

export function promotionData(brandId: string, slug: string, overrides: Record<string, unknown> = {}) {
  return {
    category: 'Welcome Bonus',
    title: 'Welcome 100%',
    description: '## Bonus\n**100%** on the first deposit',
    image: '',
    terms: 'Turnover 10x',
    gameCategories: ['Slots'],
    maxBonus: 1000000,
    turnoverNeeded: 10,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    brandId,
    brandName: `Brand ${slug}`,
    brandSlug: slug,
    brandLogo: '',
    brandWebsite: 'https://example.test',
    brandRating: 4.5,
    brandCreatedAt: seededAt,
    ...overrides,
  };
}

/** A profile's display name in these fixtures (profile() above): the e-mail's local part. */
export function displayNameOf(email: string): string {
  return email.split('@')[0] as string;
}

/** How a signed-in actor signs a comment: own uid, profile display name (a visitor signs with any name). */
export function signedBy(actor: { uid: string; email: string } | null): Record<string, unknown> {
  return actor ? { authorUid: actor.uid, authorName: displayNameOf(actor.email) } : {};
}

export function commentData(overrides: Record<string, unknown> = {}) {
  return {
    text: 'Great bonus, paid out fast.',
    authorName: 'Visitor',
    relatedContent: 'Brand member',
    relatedContentId: IDS.memberBrand,
    status: 'active',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

export function userReplyData(commentId: string, overrides: Record<string, unknown> = {}) {
  return {
    commentId,
    text: 'Agreed!',
    replyType: 'user',
    userName: 'Visitor',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

export function adminReplyData(commentId: string, adminUid: string, overrides: Record<string, unknown> = {}) {
  return {
    commentId,
    text: 'Thanks for the feedback.',
    replyType: 'admin',
    adminName: 'Atlas Admin',
    adminUid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A promotion by its path: the brand it lies under and its id. */
export interface PromotionRef {
  brandId: string;
  promotionId: string;
}

export const MEMBER_PROMOTION: PromotionRef = { brandId: IDS.memberBrand, promotionId: IDS.memberPromotion };
export const OTHER_PROMOTION: PromotionRef = { brandId: IDS.otherBrand, promotionId: IDS.otherPromotion };

/** The open-report claim of a promotion: at the promotion's own path (firestore.rules openReportClaimPath). */
export function openReportClaimPath({ brandId, promotionId }: PromotionRef): string {
  return `brands/${brandId}/promotions/${promotionId}/open_report/claim`;
}

export function openReportData(reportId: string, overrides: Record<string, unknown> = {}) {
  return { reportId, createdAt: serverTimestamp(), ...overrides };
}

/** The e-mail of an actor's token by uid ('' for unknown uids). */
function emailOf(userId: string): string {
  return Object.values(ACTORS).find((actor) => actor?.uid === userId)?.email ?? `${userId}@bonus-atlas.test`;
}

/**
 * A report as addReport writes it: on the member's promotion unless told otherwise, its title and brand
 * name as the seeded promotion and brand have them (the rules compare).
 */
export function reportData(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    userEmail: emailOf(userId),
    promotionId: IDS.memberPromotion,
    promotionTitle: 'Welcome 100%',
    brandId: IDS.memberBrand,
    brandName: 'Brand member-brand',
    description: 'The bonus code does not work.',
    reason: 'wrong_amount',
    userAgent: 'vitest',
    timestamp: serverTimestamp(),
    status: 'pending',
    rewarded: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

export function transactionData(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    amount: 5000,
    type: 'bonus',
    description: 'Bonus',
    status: 'completed',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** What a report names of a seeded promotion: its path, title and brand name. */
export function reportTarget({ brandId, promotionId }: PromotionRef, slug: string) {
  return { brandId, promotionId, promotionTitle: 'Welcome 100%', brandName: `Brand ${slug}` };
}

/** The common world: profiles of all actors, one brand each for member and other, content around them. */
export async function seedBaseline(db: Firestore): Promise<void> {
  const { member, other, admin } = ACTORS;
  const documents: [string, Record<string, unknown>][] = [
    [`users/${member.uid}`, profile(member.uid, member.email, 'member', 10000)],
    [`users/${other.uid}`, profile(other.uid, other.email, 'member')],
    [`users/${admin.uid}`, profile(admin.uid, admin.email, 'admin')],
    [`brands/${IDS.memberBrand}`, brandData(member.uid, 'member-brand', { promotionIds: [IDS.memberPromotion] })],
    ['brand_slugs/member-brand', slugClaim(IDS.memberBrand, member.uid)],
    [`brands/${IDS.otherBrand}`, brandData(other.uid, 'other-brand', { promotionIds: [IDS.otherPromotion] })],
    ['brand_slugs/other-brand', slugClaim(IDS.otherBrand, other.uid)],
    [`brands/${IDS.memberBrand}/promotions/${IDS.memberPromotion}`, promotionData(IDS.memberBrand, 'member-brand')],
    [`brands/${IDS.otherBrand}/promotions/${IDS.otherPromotion}`, promotionData(IDS.otherBrand, 'other-brand')],
    [`comments/${IDS.comment}`, commentData()],
    [`comments/${IDS.hiddenComment}`, commentData({ status: 'hidden' })],
    [
      `comments/${IDS.copiesComment}`,
      commentData({ relatedContent: 'Brand other', relatedContentId: IDS.otherBrand, replies: {} }),
    ],
    [`comments/${IDS.comment}/replies/${IDS.reply}`, userReplyData(IDS.comment)],
    [`comments/${IDS.hiddenComment}/replies/${IDS.reply}`, userReplyData(IDS.hiddenComment)],
    // each member reports the other's promotion (nobody reports their own brand), each holding its claim
    [`promotion_reports/${IDS.memberReport}`, reportData(member.uid, reportTarget(OTHER_PROMOTION, 'other-brand'))],
    [openReportClaimPath(OTHER_PROMOTION), openReportData(IDS.memberReport, { createdAt: seededAt })],
    [`promotion_reports/${IDS.otherReport}`, reportData(other.uid)],
    [openReportClaimPath(MEMBER_PROMOTION), openReportData(IDS.otherReport, { createdAt: seededAt })],
    [`user_transactions/${IDS.memberTransaction}`, transactionData(member.uid)],
    [`users/${member.uid}/favorites/${IDS.otherBrand}`, { createdAt: seededAt }],
  ];
  // one owner commit: fast, and the fixtures exist all together or not at all
  const batch = writeBatch(db);
  for (const [path, data] of documents) batch.set(doc(db, path), data);
  await batch.commit();
}

/** What createBrand does: brand + slug reservation (naming its claimant) in ONE batch. */
export function createBrandBatch(
  db: Firestore,
  brandId: string,
  slug: string,
  data: Record<string, unknown>,
  claimant = data.createdBy as string,
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'brands', brandId), data);
  batch.set(doc(db, 'brand_slugs', slug), slugClaim(brandId, claimant));
  return batch.commit();
}

/** What deleteBrand does: promotions, slug reservation and brand in ONE batch. */
export async function deleteBrandBatch(db: Firestore, brandId: string, slug: string) {
  const batch = writeBatch(db);
  const promotions = await getDocs(collection(db, 'brands', brandId, 'promotions'));
  for (const promotion of promotions.docs) {
    batch.delete(promotion.ref);
    // the promotion's id stays retired (recorded now if it is older than the records)
    batch.set(promotionIdRecord(db, brandId, promotion.id), {});
  }
  batch.delete(doc(db, 'brand_slugs', slug));
  batch.delete(doc(db, 'brands', brandId));
  return batch.commit();
}
