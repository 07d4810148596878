import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  doc,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';
import { DEFAULT_PROJECT_ID, startLocalFirebase, type LocalFirebase } from '@bonus-atlas/local-firebase';
import { GAME_CATEGORIES, MAX_PROMOTIONS_PER_BRAND, STANDARD_CATEGORIES } from '@bonus-atlas/shared-services/model';
import { planSeed, type SeedPlan } from '../src/build.js';
import { demoAccounts, seedDemoData, seedIfEmpty } from '../src/seed.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const DAY = 86_400_000;
const plan = (): SeedPlan =>
  planSeed({ brandCount: 40, imagePerBrand: true, community: true, accounts: demoAccounts(), now: NOW });

const BRAND_KEYS = [
  'acceptsCrypto',
  'createdAt',
  'createdBy',
  'description',
  'features',
  'name',
  'promotionIds',
  'rating',
  'slug',
  'updatedAt',
  'verified',
  'websiteUrl',
  'welcomeBonus',
];
const TRUST_KEYS = ['verifiedAt', 'verifiedBy', 'lastHistoryId'];
const PROMOTION_KEYS = [
  'brandCreatedAt',
  'brandId',
  'brandName',
  'brandRating',
  'brandSlug',
  'brandWebsite',
  'category',
  'createdAt',
  'description',
  'discountValue',
  'gameCategories',
  'maxBonus',
  'terms',
  'title',
  'turnoverNeeded',
  'updatedAt',
  'validUntil',
];

describe('demo data plan', () => {
  it('is deterministic', () => {
    const a = plan();
    const b = plan();
    expect(a.brands.map((x) => [x.id, x.data.name, x.promotions.length])).toEqual(
      b.brands.map((x) => [x.id, x.data.name, x.promotions.length]),
    );
    expect(a.documents).toEqual(b.documents);
  });

  it('has 40 brands and 320 promotions (8 each, listed on the brand) with the data-model keys and denormalised brand fields', () => {
    const { brands } = plan();
    expect(brands).toHaveLength(40);
    const promotions = brands.flatMap((b) => b.promotions.map((p) => ({ brand: b, promotion: p })));
    expect(promotions).toHaveLength(40 * MAX_PROMOTIONS_PER_BRAND);
    for (const brand of brands) {
      expect(brand.data.promotionIds).toEqual(brand.promotions.map((promotion) => promotion.id));
      expect(Object.keys(brand.data).sort()).toEqual(BRAND_KEYS);
      expect(brand.data.slug).toMatch(/^[a-z0-9_-]+$/);
      // every image in the brand's own folder brands/{brandId}/ (the rules accept no other)
      expect(brand.logoPath).toBe(`brands/${brand.id}/logo/logo.svg`);
      expect(brand.coverPath).toBe(`brands/${brand.id}/cover/cover.svg`);
      for (const promotion of brand.promotions)
        expect(promotion.imagePath.startsWith(`brands/${brand.id}/promotions/`)).toBe(true);
    }
    expect(new Set(brands.map((b) => b.data.slug)).size).toBe(40);
    for (const { brand, promotion } of promotions) {
      // plus, on some, when the terms were verified and the change-log entry naming them
      expect(
        Object.keys(promotion.data)
          .filter((key) => !TRUST_KEYS.includes(key))
          .sort(),
      ).toEqual(PROMOTION_KEYS);
      expect(promotion.data).toMatchObject({
        brandId: brand.id,
        brandName: brand.data.name,
        brandSlug: brand.data.slug,
        brandRating: brand.data.rating,
      });
      expect(promotion.data.description).toMatch(/^## .+\n[\s\S]*\*\*[\s\S]*\n### [\s\S]*\n- [\s\S]*\n1\. /);
    }
    expect(new Set(promotions.map((p) => p.promotion.data.category))).toEqual(new Set(STANDARD_CATEGORIES));
    expect(new Set(promotions.flatMap((p) => p.promotion.data.gameCategories as string[]))).toEqual(
      new Set(GAME_CATEGORIES),
    );
  });

  it('seeds offers to trust: expired, ending within a week, verified, and change logs that end at the terms', () => {
    const { brands, documents } = plan();
    const promotions = brands.flatMap((brand) => brand.promotions.map((promotion) => promotion.data));
    const ends = promotions
      .map((promotion) => promotion.validUntil)
      .filter((value): value is string => typeof value === 'string')
      .map((value) => Date.parse(`${value}T23:59:59+07:00`));
    expect(ends.filter((end) => end < NOW.getTime()).length).toBeGreaterThanOrEqual(20);
    expect(
      ends.filter((end) => end > NOW.getTime() && end < NOW.getTime() + 7 * 86_400_000).length,
    ).toBeGreaterThanOrEqual(5);
    expect(promotions.filter((promotion) => promotion.verifiedAt instanceof Date).length).toBeGreaterThanOrEqual(50);
    const logged = promotions.filter((promotion) => typeof promotion.lastHistoryId === 'string');
    expect(logged.length).toBeGreaterThanOrEqual(5);
    for (const promotion of logged) {
      const entry = documents.find((document) =>
        document.path.endsWith(`/history/${promotion.lastHistoryId as string}`),
      );
      // the newest entry ends at the promotion's terms, as the rules ask of a real change
      expect(entry?.data.after).toEqual({
        maxBonus: promotion.maxBonus,
        turnover: promotion.turnoverNeeded,
        gameCategories: promotion.gameCategories,
        terms: promotion.terms,
        validUntil: promotion.validUntil,
      });
      expect(entry?.data.before).not.toEqual(entry?.data.after);
    }
  });

  it('keeps three legacy brands with inline base64 PNGs for the migration tool', () => {
    const inline = plan().brands.filter((brand) => brand.inlineImages);
    expect(inline).toHaveLength(3);
    for (const brand of inline) {
      for (const url of Object.values(brand.inlineImages ?? {})) {
        expect(url).toMatch(/^data:image\/png;base64,/);
        const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
        expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
        expect(png.readUInt32BE(16)).toBeGreaterThan(0); // IHDR width
      }
    }
  });

  it('covers the badges and filters the product shows', () => {
    const brands = plan().brands.map((b) => b.data);
    const isNew = brands.filter((b) => NOW.getTime() - (b.createdAt as Date).getTime() <= 7 * DAY);
    expect(isNew.length).toBeGreaterThanOrEqual(3);
    expect(brands.filter((b) => (b.rating as number) >= 4.7).length).toBeGreaterThanOrEqual(5);
    expect(brands.filter((b) => String(b.welcomeBonus).includes('No Deposit')).length).toBeGreaterThanOrEqual(3);
    expect(brands.filter((b) => b.acceptsCrypto).length).toBeGreaterThanOrEqual(5);
    expect(brands.filter((b) => b.createdBy === 'demo-member').length).toBeGreaterThanOrEqual(5);
    expect(brands.some((b) => b.verified) && brands.some((b) => !b.verified)).toBe(true);
  });

  it('keeps visitor e-mails out of public comments and replies (comment_contacts holds them)', () => {
    const { documents } = plan();
    const publicDocs = documents.filter((d) => d.path.startsWith('comments/'));
    expect(publicDocs.length).toBeGreaterThan(0);
    expect(JSON.stringify(publicDocs.map((d) => d.data))).not.toMatch(/@|authorEmail|userEmail/);
    const contacts = documents.filter((d) => d.path.startsWith('comment_contacts/'));
    expect(contacts.length).toBeGreaterThan(0);
    for (const contact of contacts) {
      const comment = documents.find((d) => d.path === `comments/${contact.path.split('/')[1]}`);
      expect(comment?.data.authorUid, contact.path).toBeUndefined();
    }
  });

  it("gives every pending report its promotion's open-report claim, and no promotion two open reports", () => {
    const { documents } = plan();
    const pending = documents.filter((d) => d.path.startsWith('promotion_reports/') && d.data.status === 'pending');
    const claims = documents.filter((d) => d.path.endsWith('/open_report/claim'));
    expect(claims).toHaveLength(pending.length);
    expect(new Set(claims.map((d) => d.path)).size).toBe(claims.length);
    for (const report of pending) {
      const claim = claims.find((d) => d.data.reportId === report.path.split('/')[1]);
      expect(claim?.path).toBe(`brands/${report.data.brandId}/promotions/${report.data.promotionId}/open_report/claim`);
    }
  });

  it("names each report's promotion as stored (title, brand name) and never the reporter's own brand", () => {
    const { documents, brands } = plan();
    for (const report of documents.filter((d) => d.path.startsWith('promotion_reports/'))) {
      const brand = brands.find((b) => b.id === report.data.brandId);
      const promotion = brand?.promotions.find((p) => p.id === report.data.promotionId);
      expect(promotion?.data.title, report.path).toBe(report.data.promotionTitle);
      expect(brand?.data.name).toBe(report.data.brandName);
      expect(brand?.data.createdBy, report.path).not.toBe(report.data.userId);
    }
  });

  it('has one member paid out and one waiting, each request with its wallet entry, the pending one named on the profile', () => {
    const { documents } = plan();
    const requests = documents.filter((d) => d.path.startsWith('withdrawals/'));
    expect(requests.map((d) => d.data.status).sort()).toEqual(['paid', 'pending']);
    for (const request of requests) {
      const id = request.path.split('/')[1] as string;
      const entry = documents.find((d) => d.path === `user_transactions/withdrawal_${id}`)?.data;
      expect(entry).toMatchObject({
        type: 'withdrawal',
        amount: request.data.amount,
        relatedId: id,
        status: request.data.status === 'paid' ? 'completed' : 'pending',
      });
      expect(JSON.stringify(entry)).not.toContain(String(request.data.accountNumber));
      const user = documents.find((d) => d.path === `users/${String(request.data.userId)}`)?.data;
      expect(user?.pendingWithdrawalId).toBe(request.data.status === 'pending' ? id : undefined);
    }
  });

  it('has reports in every status, a reward transaction per reviewed report, and balances that add up', () => {
    const { documents } = plan();
    const reports = documents.filter((d) => d.path.startsWith('promotion_reports/'));
    expect(new Set(reports.map((r) => r.data.status))).toEqual(new Set(['pending', 'reviewed', 'resolved']));
    for (const report of reports) {
      const id = report.path.split('/')[1] as string;
      const reward = documents.find((d) => d.path === `user_transactions/report_reward_${id}`);
      expect(Boolean(reward), report.path).toBe(report.data.status === 'reviewed');
      expect(report.data.rewarded).toBe(report.data.status === 'reviewed');
      if (reward)
        expect(reward.data).toMatchObject({
          amount: 5000,
          type: 'report_reward',
          relatedId: id,
          userId: report.data.userId,
          status: 'completed',
        });
    }
    for (const account of demoAccounts()) {
      const user = documents.find((d) => d.path === `users/${account.uid}`)?.data;
      const entries = documents.filter((d) => d.path.startsWith('user_transactions/') && d.data.userId === account.uid);
      const sum = (list: typeof entries) => list.reduce((n, d) => n + (d.data.amount as number), 0);
      const earned = sum(entries.filter((d) => d.data.type !== 'withdrawal'));
      const paidOut = sum(entries.filter((d) => d.data.type === 'withdrawal' && d.data.status !== 'rejected'));
      expect(user).toMatchObject({
        uid: account.uid,
        role: account.role,
        email: account.email,
        balance: earned - paidOut,
        totalEarned: earned,
      });
      expect(user?.balance as number).toBeGreaterThanOrEqual(0);
    }
    const replies = documents.filter((d) => d.path.includes('/replies/'));
    expect(new Set(replies.map((r) => r.data.replyType))).toEqual(new Set(['user', 'admin']));
  });
});

let clients = 0;

/** Firestore as an app sees it: `owner` bypasses the rules, null is a visitor, an object a signed-in user. */
function connect(server: LocalFirebase, user: 'owner' | { sub: string; email: string } | null = 'owner') {
  const app = initializeApp({ projectId: DEFAULT_PROJECT_ID, apiKey: 'demo-key' }, `seed-test-${clients++}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(
    db,
    server.host,
    server.firestorePort,
    user === null ? {} : { mockUserToken: user as never },
  );
  return { db, close: () => deleteApp(app) };
}

describe('seeding a server with the project rules', () => {
  let server: LocalFirebase;

  beforeAll(async () => {
    server = await startLocalFirebase({ firestorePort: 0, storagePort: 0, dataDir: null, log: () => {} });
    await seedIfEmpty({ host: server.host, firestorePort: server.firestorePort, storagePort: server.storagePort });
  }, 60_000);
  afterAll(() => server.stop());

  it('lets a visitor browse brands, promotions and their images', async () => {
    const visitor = connect(server, null);
    const brands = await getDocs(collection(visitor.db, 'brands'));
    expect(brands.size).toBe(40);
    const welcome = await getDocs(
      query(
        collectionGroup(visitor.db, 'promotions'),
        where('category', '==', 'Welcome Bonus'),
        orderBy('createdAt', 'desc'),
      ),
    );
    expect(welcome.size).toBeGreaterThanOrEqual(40);
    const times = welcome.docs.map((d) => d.data().createdAt.toMillis() as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const logo = brands.docs[0]?.data().logoImage as string;
    expect(logo).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:${server.storagePort}/v0/b/demo-bonus-atlas\\.appspot\\.com/o/brands%2F.+%2Flogo%2Flogo\\.svg\\?alt=media&token=`,
      ),
    );
    const res = await fetch(logo);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
    await visitor.close();
  });

  it('lets a member read their own profile and wallet', async () => {
    const member = connect(server, { sub: 'demo-member', email: 'member@bonus-atlas.test' });
    const profile = await getDoc(doc(member.db, 'users/demo-member'));
    expect(profile.data()).toMatchObject({ role: 'member', displayName: 'Maya Member' });
    const wallet = await getDocs(
      query(
        collection(member.db, 'user_transactions'),
        where('userId', '==', 'demo-member'),
        orderBy('createdAt', 'desc'),
      ),
    );
    expect(wallet.docs.reduce((n, d) => n + (d.data().amount as number), 0)).toBe(profile.data()?.balance);
    await member.close();
  });

  it('does nothing the second time with --if-empty', async () => {
    expect(
      await seedIfEmpty({ host: server.host, firestorePort: server.firestorePort, storagePort: server.storagePort }),
    ).toBeNull();
  });

  it('builds N brands × 8 promotions (the most a brand may have) with --scale', async () => {
    await server.reset();
    const summary = await seedDemoData({
      host: server.host,
      firestorePort: server.firestorePort,
      storagePort: server.storagePort,
      scale: 30,
    });
    expect(summary).toMatchObject({ brands: 30, promotions: 30 * MAX_PROMOTIONS_PER_BRAND });
    const owner = connect(server);
    expect((await getCount(collectionGroup(owner.db, 'promotions'))).data().count).toBe(30 * MAX_PROMOTIONS_PER_BRAND);
    await owner.close();
  });
});
