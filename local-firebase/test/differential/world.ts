import { Double, Reference, toFields, type Plain } from '../../src/firestore/plain-values.js';
import { Random } from '../../src/random.js';
import { ROOT } from './rest.js';

/** `dbl(3)` is the double 3.0; `ref('brands/x')` a reference to that document. */
export const dbl = (n: number) => new Double(n);
export const ref = (path: string) => new Reference(`${ROOT}/${path}`);

export const MEMBERS = ['m1', 'm2', 'm3'] as const;
export const ADMIN = 'demo-admin';
export const CATEGORIES = ['Welcome Bonus', 'Rebate', 'Cashback', 'Deposit Bonus'] as const;
export const GAMES = ['Slots', 'Casino', 'Sports', 'Poker', 'Lottery'] as const;

/** The documents both engines start from: the app's collections plus `misc`, a collection of mixed types. */
export interface World {
  docs: Map<string, { [key: string]: Plain }>;
  brandIds: string[];
  commentIds: string[];
  miscIds: string[];
  /** Values that occur in `misc` fields, for filters and cursors. */
  miscValues: Plain[];
}

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000 + (n % 7) * 1234);

export function buildWorld(seed: number): World {
  const random = new Random(seed);
  const docs = new Map<string, { [key: string]: Plain }>();
  const brandIds: string[] = [];
  const commentIds: string[] = [];
  const miscIds: string[] = [];
  for (const uid of [...MEMBERS, ADMIN]) {
    docs.set(`users/${uid}`, {
      uid,
      email: `${uid}@bonus-atlas.test`,
      displayName: `User ${uid}`,
      role: uid === ADMIN ? 'admin' : 'member',
      balance: random.int(0, 4) * 5000,
      totalEarned: 20000,
      createdAt: day(random.int(0, 30)),
    });
  }
  for (let b = 0; b < 10; b++) {
    const id = `brand${String(b).padStart(2, '0')}`;
    brandIds.push(id);
    const owner = b % 4 === 3 ? ADMIN : random.pick(MEMBERS);
    const createdAt = day(40 + b * 3);
    docs.set(`brands/${id}`, {
      name: `Brand ${b}`,
      slug: `brand-${b}`,
      description: `About brand ${b}`,
      welcomeBonus: `${random.int(1, 3) * 50}%`,
      websiteUrl: b % 3 === 0 ? '' : `https://brand${b}.example`,
      verified: random.chance(0.5),
      acceptsCrypto: random.chance(0.5),
      rating: random.chance(0.5) ? random.int(1, 5) : Math.round((1 + random.next() * 4) * 10) / 10,
      logoImage: '',
      coverImage: '',
      features: random.sample(['Fast payout', 'Live chat', 'VIP', 'Mobile app'], random.int(0, 3)),
      createdBy: owner,
      createdAt,
      updatedAt: createdAt,
    });
    docs.set(`brand_slugs/brand-${b}`, { brandId: id });
    for (let p = 0; p < 4; p++) {
      const promoAt = day(60 + b * 4 + p);
      docs.set(`brands/${id}/promotions/promo${b}${p}`, {
        category: random.pick(CATEGORIES),
        title: `Promo ${b}.${p}`,
        description: 'Terms apply',
        image: '',
        terms: '',
        gameCategories: random.sample(GAMES, random.int(0, 3)),
        maxBonus: random.chance(0.2) ? dbl(random.int(1, 40) * 250_000) : random.int(0, 40) * 250_000,
        turnoverNeeded: random.int(1, 30),
        createdAt: promoAt,
        updatedAt: promoAt,
        brandId: id,
        brandName: `Brand ${b}`,
        brandSlug: `brand-${b}`,
        brandLogo: '',
        brandWebsite: '',
        brandRating: 4,
        brandCreatedAt: createdAt,
      });
    }
  }
  for (let c = 0; c < 14; c++) {
    const id = `comment${String(c).padStart(2, '0')}`;
    commentIds.push(id);
    const brand = random.pick(brandIds);
    const status = c % 5 === 4 ? 'hidden' : 'active';
    const author = random.pick(MEMBERS);
    const at = day(100 + c);
    docs.set(`comments/${id}`, {
      text: `Comment ${c}`,
      authorName: `User ${author}`,
      authorUid: author,
      relatedContent: brand,
      relatedContentId: brand,
      status,
      createdAt: at,
      updatedAt: at,
    });
    for (let r = 0; r < c % 3; r++) {
      docs.set(`comments/${id}/replies/reply${c}${r}`, {
        commentId: id,
        text: `Reply ${r}`,
        replyType: r === 1 ? 'admin' : 'user',
        userName: 'Someone',
        relatedContentId: brand,
        commentStatus: status,
        createdAt: day(120 + c + r),
        updatedAt: day(120 + c + r),
      });
    }
  }
  for (let t = 0; t < 12; t++) {
    const userId = MEMBERS[t % 2] as string;
    docs.set(`user_transactions/tx${t}`, {
      userId,
      amount: 5000,
      type: t % 3 === 0 ? 'bonus' : 'report_reward',
      description: `Transaction ${t}`,
      status: 'completed',
      createdAt: day(150 + t),
      updatedAt: day(150 + t),
    });
  }
  for (let r = 0; r < 8; r++) {
    const userId = MEMBERS[r % 3] as string;
    docs.set(`promotion_reports/report${r}`, {
      userId,
      userEmail: `${userId}@bonus-atlas.test`,
      promotionId: `promo${r}0`,
      promotionTitle: `Promo ${r}.0`,
      brandId: `brand0${r}`,
      brandName: `Brand ${r}`,
      description: 'Expired',
      reason: 'expired',
      userAgent: 'test',
      timestamp: day(170 + r),
      status: r % 3 === 0 ? 'reviewed' : 'pending',
      rewarded: false,
      createdAt: day(170 + r),
      updatedAt: day(170 + r),
    });
  }
  for (const uid of MEMBERS) {
    for (const brand of random.sample(brandIds, 3)) docs.set(`users/${uid}/favorites/${brand}`, { createdAt: day(200) });
  }
  // Mixed types in one field `v`, for Firestore's cross-type ordering and filter semantics.
  const miscValues: Plain[] = [
    null, false, true, -3, 0, 1, 2, dbl(2), dbl(2.5), dbl(-0.5), dbl(Number.NaN), dbl(Infinity), 1e15, -(2 ** 40),
    day(1), day(2), '', 'a', 'B', 'b', 'ab', 'é', 'z', ref('brands/brand01'), ref('brands/brand02/promotions/promo20'),
    [], [1], [1, 2], ['a', 'b'], [null], {}, { a: 1 }, { a: 1, b: 2 }, { b: 0 },
  ];
  for (let i = 0; i < 48; i++) {
    const id = i % 11 === 0 ? `m${i}` : `misc${String(i).padStart(2, '0')}`;
    miscIds.push(id);
    const doc: { [key: string]: Plain } = {
      v: random.pick(miscValues),
      n: random.chance(0.15) ? random.pick(['x', null, dbl(Number.NaN)] as Plain[]) : random.int(-5, 5),
      g: random.pick(['red', 'green', 'blue']),
      tags: random.sample(['a', 'b', 'c', 'd'], random.int(0, 3)),
      at: day(random.int(0, 9)),
    };
    if (random.chance(0.2)) delete doc.n;
    if (random.chance(0.3)) doc.nested = { x: random.int(0, 3), y: random.pick(['p', 'q']) };
    docs.set(`misc/${id}`, doc);
  }
  for (let i = 0; i < 6; i++) docs.set(`misc/misc0${i % 3}/sub/s${i}`, { v: i, g: i % 2 === 0 ? 'red' : 'blue', at: day(i) });
  return { docs, brandIds, commentIds, miscIds, miscValues };
}

/** The commits that write the world, 200 documents per commit. */
export function worldCommits(world: World): unknown[] {
  const entries = [...world.docs];
  const commits: unknown[] = [];
  for (let i = 0; i < entries.length; i += 200) {
    commits.push({
      writes: entries.slice(i, i + 200).map(([path, data]) => ({ update: { name: `${ROOT}/${path}`, fields: toFields(data) } })),
    });
  }
  return commits;
}
