import { Random } from '@bonus-atlas/local-firebase/random';
import {
  brandStorageFolder,
  GAME_CATEGORIES,
  generateSlug,
  MAX_PROMOTIONS_PER_BRAND,
  STANDARD_CATEGORIES,
  accountLast4,
  withdrawalTransactionId,
  type UserRole,
} from '@bonus-atlas/shared-services/model';
import {
  ADMIN_REPLY_TEXTS,
  brandDescription,
  brandNames,
  COMMENT_TEXTS,
  COMMENTER_NAMES,
  FEATURES,
  promotionDescription,
  promotionTerms,
  promotionTitle,
  REPLY_TEXTS,
  REPORT_TEXTS,
  WELCOME_BONUSES,
} from './catalog.js';
import { coverSvg, logoSvg, promotionSvg } from './images.js';
import { pngDataUrl } from './inline-images.js';

export interface DemoAccount {
  uid: string;
  email: string;
  displayName: string;
  role: UserRole;
}

/** An image to upload; documents refer to it by `path` until the upload gives its download URL. */
export interface ImagePlan {
  path: string;
  svg: string;
  uploadedBy: string;
}

export type DocData = Record<string, unknown>;

export interface PromotionPlan {
  id: string;
  /** Every field except `image` and `brandLogo` (URLs known after upload). */
  data: DocData;
  imagePath: string;
}

export interface BrandPlan {
  id: string;
  /** Every field except `logoImage` and `coverImage`. */
  data: DocData;
  logoPath: string;
  coverPath: string;
  promotions: PromotionPlan[];
  /** Legacy brand whose logo, cover and first promotion image are inline base64 PNGs (for the migration tool). */
  inlineImages?: { logo: string; cover: string; promotion: string };
}

/** The last few demo brands keep inline base64 images, so /migration has real work locally. */
export const INLINE_IMAGE_BRANDS = 3;

export interface SeedPlan {
  images: ImagePlan[];
  brands: BrandPlan[];
  /** Other documents, by path: users, comments and replies, reports, transactions. */
  documents: { path: string; data: DocData }[];
}

export interface PlanOptions {
  brandCount: number;
  /** Fixed number per brand (scale mode) or undefined for 8–12. */
  promotionsPerBrand?: number;
  /** false = a handful of shared images instead of one per brand and promotion. */
  imagePerBrand: boolean;
  /** Users' community data: comments, replies, reports, transactions. */
  community: boolean;
  accounts: DemoAccount[];
  now: Date;
  seed?: number;
}

const DAY = 86_400_000;

/** `YYYY-MM-DD` (what the brand form stores): a seventh expired, a few ending within a week. */
function seedValidUntil(randomDays: number | null, brand: number, promotion: number, now: Date): string | null {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  if ((brand + promotion) % 7 === 3) return day(-(1 + (brand % 20)));
  if (randomDays !== null && brand % 3 === 0) return day(2 + (brand % 5));
  return randomDays === null ? null : day(randomDays);
}

/** The terms as the rules' termsOf() reads them (a change-log entry must match them). */
function termsOf(data: DocData) {
  return {
    maxBonus: data.maxBonus ?? null,
    turnover: data.turnoverNeeded ?? null,
    gameCategories: data.gameCategories ?? null,
    terms: data.terms ?? null,
    validUntil: data.validUntil ?? null,
  };
}

/**
 * Two earlier changes of a promotion's terms as valid data: the newest entry ends at the terms the
 * promotion has now, and the promotion names it (lastHistoryId), as a brand save writes them.
 */
function seedHistory(path: string, promotion: DocData, now: Date): SeedPlan['documents'] {
  const created = (promotion.createdAt as Date).getTime();
  const at = (days: number) => new Date(Math.min(now.getTime() - DAY / 24, created + days * DAY));
  const current = termsOf(promotion);
  const maxBonus = typeof current.maxBonus === 'number' ? current.maxBonus : 0;
  const turnover = typeof current.turnover === 'number' ? current.turnover : 0;
  const middle = { ...current, maxBonus: Math.max(0, maxBonus - 500_000) };
  const oldest = { ...middle, turnover: turnover + 5, validUntil: null };
  const id = path.split('/').pop() as string;
  promotion.lastHistoryId = `${id}-change-2`;
  return [
    { path: `${path}/history/${id}-change-1`, data: { before: oldest, after: middle, createdAt: at(1) } },
    { path: `${path}/history/${id}-change-2`, data: { before: middle, after: current, createdAt: at(2) } },
  ];
}

function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY);
}

/** Deterministic demo data (same PRNG seed → same brands, ids and texts); dates are relative to `now`. */
export function planSeed(options: PlanOptions): SeedPlan {
  const random = new Random(options.seed ?? 20_260_101);
  const { now, accounts } = options;
  const admin = accounts.find((a) => a.role === 'admin') ?? accounts[0];
  const members = accounts.filter((a) => a.role === 'member');
  const owner = (i: number): DemoAccount => {
    // spec: some brands belong to demo-member, the rest to the admin and the other members.
    if (i % 5 === 1 && members[0]) return members[0];
    if (i % 7 === 3 && members[1]) return members[1];
    return admin as DemoAccount;
  };
  const images: ImagePlan[] = [];
  const shared = (kind: string, svg: string): string => {
    const path = `brands/Shared_Demo_Images/${kind}`;
    if (!images.some((img) => img.path === path)) images.push({ path, svg, uploadedBy: (admin as DemoAccount).uid });
    return path;
  };
  const names = brandNames(random, options.brandCount);
  const history: SeedPlan['documents'] = [];
  const brands: BrandPlan[] = names.map((name, i) => {
    const id = random.autoId();
    const createdBy = owner(i);
    const hue = random.int(0, 359);
    // A few brands are new (created within 7 days), the rest spread over the last year.
    const createdAt = i % 9 === 4 ? daysAgo(now, random.int(1, 5)) : daysAgo(now, random.int(10, 360));
    const rating = i % 6 === 0 ? random.int(47, 50) / 10 : random.int(30, 46) / 10;
    const welcomeBonus =
      i % 8 === 2 ? random.pick(WELCOME_BONUSES.filter((w) => w.includes('No Deposit'))) : random.pick(WELCOME_BONUSES);
    const features = random.sample(FEATURES, random.int(2, 4));
    const slug = generateSlug(name);
    const folder = brandStorageFolder(id);
    const logoPath = options.imagePerBrand
      ? `brands/${folder}/logo/logo.svg`
      : shared(`logo-${i % 3}.svg`, logoSvg(`Demo ${i % 3}`, i * 90));
    const coverPath = options.imagePerBrand
      ? `brands/${folder}/cover/cover.svg`
      : shared(`cover-${i % 3}.svg`, coverSvg('Demo brand', 'Fictional data', i * 90));
    if (options.imagePerBrand) {
      images.push({ path: logoPath, svg: logoSvg(name, hue), uploadedBy: createdBy.uid });
      // the tagline names features, not the bonus: a running Take a break hides bonus amounts, images included
      images.push({
        path: coverPath,
        svg: coverSvg(name, features.slice(0, 2).join(' · '), hue),
        uploadedBy: createdBy.uid,
      });
    }
    const data: DocData = {
      name,
      slug,
      description: brandDescription(random, name, features),
      welcomeBonus,
      websiteUrl: `https://${slug}.example`,
      verified: i % 3 !== 2,
      acceptsCrypto: i % 4 === 1,
      rating,
      features,
      createdBy: createdBy.uid,
      createdAt,
      updatedAt: createdAt,
    };
    const count = options.promotionsPerBrand ?? random.int(8, 12);
    const promotions: PromotionPlan[] = [];
    for (let p = 0; p < count; p++) {
      // Welcome Bonus first, then the other categories in turn so every one is well covered.
      const category =
        p === 0
          ? 'Welcome Bonus'
          : (STANDARD_CATEGORIES[(i + p) % STANDARD_CATEGORIES.length] as (typeof STANDARD_CATEGORIES)[number]);
      const title = `${promotionTitle(random, category)}`;
      const games = p % 5 === 4 ? [] : random.sample(GAME_CATEGORIES, random.int(1, 3));
      if (p < GAME_CATEGORIES.length && !games.includes(GAME_CATEGORIES[(i + p) % 5] as never))
        games.push(GAME_CATEGORIES[(i + p) % 5] as never);
      const maxBonus = category === 'Others' && p % 2 === 0 ? 0 : random.int(1, 100) * 50_000;
      const turnoverNeeded = category === 'Others' && p % 2 === 0 ? 0 : random.pick([1, 3, 5, 8, 10, 12.5, 15, 20, 25]);
      const promoId = random.autoId();
      const promoCreated = new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(0, 30) * DAY));
      const imagePath = options.imagePerBrand
        ? `brands/${folder}/promotions/${promoId}.svg`
        : shared(`promotion-${p % 4}.svg`, promotionSvg('Demo', 'Shared promotion image', p * 60));
      if (options.imagePerBrand)
        images.push({
          path: imagePath,
          svg: promotionSvg(category, title, (hue + p * 25) % 360),
          uploadedBy: createdBy.uid,
        });
      promotions.push({
        id: promoId,
        imagePath,
        data: {
          category,
          title,
          description: promotionDescription(title, name, maxBonus, turnoverNeeded, games),
          terms: promotionTerms(turnoverNeeded),
          gameCategories: games,
          maxBonus,
          turnoverNeeded,
          // the same random draw as before (the rest of the seed stays as it was), then some expired
          // and some ending within days, for Ends/Expired and the ending-soon order
          validUntil: seedValidUntil(p % 3 === 0 ? random.int(10, 90) : null, i, p, now),
          discountValue: p % 4 === 1 ? random.pick([5, 10, 15, 25]) : null,
          createdAt: promoCreated,
          updatedAt: promoCreated,
          brandId: id,
          brandName: name,
          brandSlug: slug,
          brandWebsite: data.websiteUrl,
          brandRating: rating,
          brandCreatedAt: createdAt,
          // "Verified on": the owner confirmed a quarter of the offers within the last days
          ...((i + p) % 4 === 0 ? { verifiedAt: daysAgo(now, (i + p) % 10), verifiedBy: createdBy.uid } : {}),
        },
      });
    }
    // drawn as before, so the rest of the demo data stays the same; a brand holds at most
    // MAX_PROMOTIONS_PER_BRAND, listed on it (what the rules check when the brand is deleted)
    for (const dropped of promotions.splice(MAX_PROMOTIONS_PER_BRAND)) {
      const image = images.findIndex((planned) => planned.path === dropped.imagePath);
      if (options.imagePerBrand && image >= 0) images.splice(image, 1);
    }
    data.promotionIds = promotions.map((promotion) => promotion.id);
    // a few Welcome Bonus offers with a public change log: what changed in their terms, and when
    const first = promotions[0];
    if (first && i % 5 === 0) history.push(...seedHistory(`brands/${id}/promotions/${first.id}`, first.data, now));
    const inline = options.imagePerBrand && i >= names.length - INLINE_IMAGE_BRANDS;
    const inlineImages = inline
      ? {
          logo: pngDataUrl(hue, 96, 96),
          cover: pngDataUrl((hue + 40) % 360, 240, 80),
          promotion: pngDataUrl((hue + 80) % 360, 160, 120),
        }
      : undefined;
    return { id, data, logoPath, coverPath, promotions, ...(inlineImages ? { inlineImages } : {}) };
  });
  const documents = options.community ? planCommunity(random, brands, accounts, now) : [];
  documents.push(...history);
  documents.push(...planUsers(accounts, documents, now));
  return { images, brands, documents };
}

/** Comments with user and admin replies, reports in every status, reward and bonus transactions. */
function planCommunity(random: Random, brands: BrandPlan[], accounts: DemoAccount[], now: Date): SeedPlan['documents'] {
  const docs: SeedPlan['documents'] = [];
  const admin = accounts.find((a) => a.role === 'admin') as DemoAccount;
  const members = accounts.filter((a) => a.role === 'member');
  brands.slice(0, 16).forEach((brand, b) => {
    for (let c = 0; c < 1 + (b % 3); c++) {
      const id = random.autoId();
      const at = daysAgo(now, random.int(0, 60));
      const signedIn = c === 1 && members[b % members.length];
      // drawn in the order the seed always drew them, so the demo data stays the same
      const text = random.pick(COMMENT_TEXTS);
      const authorName = signedIn ? signedIn.displayName : random.pick(COMMENTER_NAMES);
      const replyAt = new Date(at.getTime() + 3_600_000);
      const replies: Array<{ id: string; data: Record<string, unknown> }> = [];
      if ((b + c) % 2 === 0) {
        replies.push({
          id: random.autoId(),
          data: {
            commentId: id,
            text: random.pick(REPLY_TEXTS),
            replyType: 'user',
            userName: random.pick(COMMENTER_NAMES),
            createdAt: replyAt,
            updatedAt: replyAt,
          },
        });
      }
      if ((b + c) % 3 === 0) {
        replies.push({
          id: random.autoId(),
          data: {
            commentId: id,
            text: random.pick(ADMIN_REPLY_TEXTS),
            replyType: 'admin',
            adminName: admin.displayName,
            adminUid: admin.uid,
            createdAt: replyAt,
            updatedAt: replyAt,
          },
        });
      }
      docs.push({
        path: `comments/${id}`,
        data: {
          text,
          authorName,
          ...(signedIn ? { authorUid: signedIn.uid } : {}),
          relatedContent: brand.data.name,
          relatedContentId: brand.id,
          status: 'active',
          // copies of the replies (spec §3 Comment.replies): a brand page reads them with its comments
          replies: Object.fromEntries(replies.map((reply) => [reply.id, reply.data])),
          createdAt: at,
          updatedAt: at,
        },
      });
      for (const reply of replies) docs.push({ path: `comments/${id}/replies/${reply.id}`, data: reply.data });
      // a visitor's e-mail is kept where only admins read it, never in the public comment
      if (!signedIn && c === 2) {
        docs.push({ path: `comment_contacts/${id}`, data: { email: 'visitor@example.com', createdAt: at } });
      }
    }
  });
  // Reports: pending, reviewed + rewarded (with its transaction), resolved; spread over the members.
  const statuses = [
    'pending',
    'reviewed',
    'resolved',
    'pending',
    'reviewed',
    'pending',
    'resolved',
    'reviewed',
    'pending',
    'reviewed',
  ] as const;
  // nobody reports their own brand (the rules refuse it), and a promotion has one open report at a time
  const reportedPromotions = new Set<string>();
  statuses.forEach((status, r) => {
    const reporter = members[r % members.length] as DemoAccount;
    let b = (r * 3) % brands.length;
    while ((brands[b] as BrandPlan).data.createdBy === reporter.uid) b = (b + 1) % brands.length;
    const brand = brands[b] as BrandPlan;
    let p = r % brand.promotions.length;
    while (reportedPromotions.has(`${brand.id}/${p}`)) p = (p + 1) % brand.promotions.length;
    reportedPromotions.add(`${brand.id}/${p}`);
    const promotion = brand.promotions[p] as PromotionPlan;
    const id = random.autoId();
    const at = daysAgo(now, 20 - r);
    const reviewedAt = new Date(at.getTime() + DAY);
    const data: DocData = {
      userId: reporter.uid,
      userEmail: reporter.email,
      promotionId: promotion.id,
      promotionTitle: promotion.data.title,
      brandId: brand.id,
      brandName: brand.data.name,
      description: random.pick(REPORT_TEXTS),
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) BonusAtlasDemo/1.0',
      timestamp: at,
      status,
      rewarded: status === 'reviewed',
      createdAt: at,
      updatedAt: status === 'pending' ? at : reviewedAt,
    };
    if (status === 'reviewed') {
      Object.assign(data, {
        reviewedAt,
        rewardedAt: reviewedAt,
        adminNotes: 'Confirmed with the brand and corrected.',
      });
      docs.push({
        path: `user_transactions/report_reward_${id}`,
        data: {
          userId: reporter.uid,
          amount: 5000,
          type: 'report_reward',
          description: `Reward for reporting wrong info on ${promotion.data.title} (${brand.data.name})`,
          relatedId: id,
          status: 'completed',
          createdAt: reviewedAt,
          updatedAt: reviewedAt,
        },
      });
    }
    if (status === 'resolved') Object.assign(data, { adminNotes: 'Already fixed before review.' });
    docs.push({ path: `promotion_reports/${id}`, data });
    // a pending report holds its promotion's open-report claim, at the promotion's path (one open report each)
    if (status === 'pending') {
      docs.push({
        path: `brands/${brand.id}/promotions/${promotion.id}/open_report/claim`,
        data: { reportId: id, createdAt: at },
      });
    }
  });
  const first = members[0];
  if (first) {
    const at = daysAgo(now, 30);
    docs.push({
      path: `user_transactions/${random.autoId()}`,
      data: {
        userId: first.uid,
        amount: 10000,
        type: 'bonus',
        description: 'Welcome bonus for joining Bonus Atlas (demo)',
        status: 'completed',
        createdAt: at,
        updatedAt: at,
      },
    });
  }
  docs.push(...planWithdrawals(random, members, now));
  return docs;
}

/**
 * Two payouts so the admins' queue is not empty: a member paid to their bank a while ago, another
 * waiting with an e-wallet request. Each member earned a demo bonus first (the ledger adds up: a
 * request's amount is within what was earned), and each request has its wallet entry.
 */
function planWithdrawals(random: Random, members: DemoAccount[], now: Date): SeedPlan['documents'] {
  const docs: SeedPlan['documents'] = [];
  const payouts = [
    { member: members[1], status: 'paid', method: 'bank', provider: 'BCA', accountNumber: '1234567890', days: 12 },
    {
      member: members[2],
      status: 'pending',
      method: 'ewallet',
      provider: 'DANA',
      accountNumber: '081298765432',
      days: 2,
    },
  ] as const;
  for (const payout of payouts) {
    if (!payout.member) continue;
    const { uid, displayName } = payout.member;
    const earnedAt = daysAgo(now, payout.days + 10);
    docs.push({
      path: `user_transactions/${random.autoId()}`,
      data: {
        userId: uid,
        amount: 100000,
        type: 'bonus',
        description: 'Loyalty bonus (demo)',
        status: 'completed',
        createdAt: earnedAt,
        updatedAt: earnedAt,
      },
    });
    const id = random.autoId();
    const at = daysAgo(now, payout.days);
    const decidedAt = new Date(at.getTime() + DAY);
    const paid = payout.status === 'paid';
    docs.push({
      path: `withdrawals/${id}`,
      data: {
        userId: uid,
        amount: 50000,
        method: payout.method,
        provider: payout.provider,
        accountNumber: payout.accountNumber,
        accountName: displayName,
        status: payout.status,
        createdAt: at,
        updatedAt: paid ? decidedAt : at,
        ...(paid ? { reference: 'BCA-TRF-0001', decidedBy: 'demo-admin', decidedAt } : {}),
      },
    });
    docs.push({
      path: `user_transactions/${withdrawalTransactionId(id)}`,
      data: {
        userId: uid,
        amount: 50000,
        type: 'withdrawal',
        description: `Withdrawal to ${payout.provider}`,
        relatedId: id,
        provider: payout.provider,
        accountLast4: accountLast4(payout.accountNumber),
        status: paid ? 'completed' : 'pending',
        createdAt: at,
        updatedAt: paid ? decidedAt : at,
      },
    });
  }
  return docs;
}

/**
 * users/{uid} for every demo account: totalEarned is the sum of their credits, the balance that minus
 * their withdrawals not refused (the ledger), and a pending request is named as the rules expect.
 */
function planUsers(accounts: DemoAccount[], documents: SeedPlan['documents'], now: Date): SeedPlan['documents'] {
  return accounts.map((account, i) => {
    const entries = documents.filter((d) => d.path.startsWith('user_transactions/') && d.data.userId === account.uid);
    const earned = entries
      .filter((d) => d.data.type !== 'withdrawal')
      .reduce((sum, d) => sum + (d.data.amount as number), 0);
    const paidOut = entries
      .filter((d) => d.data.type === 'withdrawal' && d.data.status !== 'rejected')
      .reduce((sum, d) => sum + (d.data.amount as number), 0);
    const pending = entries.find((d) => d.data.type === 'withdrawal' && d.data.status === 'pending');
    const createdAt = daysAgo(now, 90 - i);
    return {
      path: `users/${account.uid}`,
      data: {
        uid: account.uid,
        email: account.email,
        displayName: account.displayName,
        photoURL: null,
        role: account.role,
        balance: earned - paidOut,
        totalEarned: earned,
        ...(pending ? { pendingWithdrawalId: pending.data.relatedId } : {}),
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
}
