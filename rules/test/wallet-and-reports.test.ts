import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  brandData,
  IDS,
  MEMBER_PROMOTION,
  OTHER_PROMOTION,
  openReportClaimPath,
  openReportData,
  promotionData,
  reportData,
  reportTarget,
  seedBaseline,
  slugClaim,
  transactionData,
  type PromotionRef,
} from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

/** A brand of none of the actors (an owner outside the tests' four), with one promotion anyone may report. */
const THIRD_PROMOTION: PromotionRef = { brandId: 'brand-third', promotionId: 'promo-third' };

const world = setupRulesWorld(async (owner) => {
  await seedBaseline(owner.db);
  const { brandId, promotionId } = THIRD_PROMOTION;
  const batch = writeBatch(owner.db);
  batch.set(
    doc(owner.db, 'brands', brandId),
    brandData('demo-owner-3', 'third-brand', { promotionIds: [promotionId] }),
  );
  batch.set(doc(owner.db, 'brand_slugs', 'third-brand'), slugClaim(brandId, 'demo-owner-3'));
  batch.set(doc(owner.db, 'brands', brandId, 'promotions', promotionId), promotionData(brandId, 'third-brand'));
  await batch.commit();
});
const memberUid = ACTORS.member.uid;

/** The admin's reward flow (spec §4): review the report, pay IDR 5,000, credit the wallet — one commit. */
function rewardBatch(
  db: Firestore,
  reportId: string,
  userId: string,
  overrides: { amount?: number; credit?: number; promotionTitle?: string } = {},
) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'promotion_reports', reportId), {
    status: 'reviewed',
    rewarded: true,
    reviewedAt: serverTimestamp(),
    rewardedAt: serverTimestamp(),
    adminNotes: 'Confirmed',
    updatedAt: serverTimestamp(),
  });
  batch.set(
    doc(db, 'user_transactions', `report_reward_${reportId}`),
    transactionData(userId, {
      type: 'report_reward',
      amount: overrides.amount ?? 5000,
      relatedId: reportId,
      description: 'Report Reward',
      ...(overrides.promotionTitle === undefined ? {} : { promotionTitle: overrides.promotionTitle }),
    }),
  );
  const credit = overrides.credit ?? overrides.amount ?? 5000;
  batch.update(doc(db, 'users', userId), {
    balance: increment(credit),
    totalEarned: increment(credit),
    lastTransactionId: `report_reward_${reportId}`,
    updatedAt: serverTimestamp(),
  });
  return batch.commit();
}

/** A ledger entry and its wallet move in one commit, as the rules require. */
function ledgerBatch(
  db: Firestore,
  txId: string,
  userId: string,
  entry: Record<string, unknown>,
  move: { balance?: number; totalEarned?: number; lastTransactionId?: string | null } = {},
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'user_transactions', txId), transactionData(userId, entry));
  const amount = typeof entry.amount === 'number' ? entry.amount : 5000;
  const credit = entry.type === 'withdrawal' ? 0 : amount;
  const wallet: Record<string, unknown> = {
    balance: increment(move.balance ?? amount),
    totalEarned: increment(move.totalEarned ?? credit),
    updatedAt: serverTimestamp(),
  };
  if (move.lastTransactionId !== null) wallet.lastTransactionId = move.lastTransactionId ?? txId;
  batch.update(doc(db, 'users', userId), wallet);
  return batch.commit();
}

describe('user_transactions/{txId}', () => {
  describe('read', () => {
    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])("%s reading the member's transaction → allowed %s", async (actor, allowed) => {
      await expectOutcome(allowed, () => getDoc(doc(world.as[actor].db, 'user_transactions', IDS.memberTransaction)));
    });

    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])(
      "%s querying the member's wallet (userId + createdAt desc) → allowed %s",
      async (actor, allowed) => {
        const wallet = (db: Firestore) =>
          query(collection(db, 'user_transactions'), where('userId', '==', memberUid), orderBy('createdAt', 'desc'));
        await expectOutcome(allowed, () => getDocs(wallet(world.as[actor].db)));
      },
    );

    it.each([
      ['member', false],
      ['admin', true],
    ] as [ActorName, boolean][])("%s reading everyone's transactions → allowed %s", async (actor, allowed) => {
      await setDoc(doc(world.owner.db, 'user_transactions', 'tx-other'), transactionData(ACTORS.other.uid));
      await expectOutcome(allowed, () => getDocs(collection(world.as[actor].db, 'user_transactions')));
    });
  });

  describe('create', () => {
    it.each([
      ['anonymous', false],
      ['member', false],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])('%s crediting a bonus with its ledger entry → allowed %s', async (actor, allowed) => {
      await expectOutcome(allowed, () => ledgerBatch(world.as[actor].db, 'tx-new', memberUid, {}));
    });

    it('attack: an admin cannot record a withdrawal: only its member asks, with a request (withdrawals.test.ts)', async () => {
      await expectDenied(ledgerBatch(world.as.admin.db, 'tx-out', memberUid, { type: 'withdrawal', amount: -4000 }));
      await expectDenied(
        ledgerBatch(
          world.as.admin.db,
          'withdrawal_x',
          memberUid,
          { type: 'withdrawal', amount: 4000, status: 'pending' },
          { balance: -4000 },
        ),
      );
    });

    it.each([
      [
        'a ledger entry without the wallet move',
        () => setDoc(doc(world.as.admin.db, 'user_transactions', 'tx-new'), transactionData(memberUid)),
      ],
      [
        'a wallet credit without a ledger entry',
        () =>
          updateDoc(doc(world.as.admin.db, 'users', memberUid), {
            balance: increment(5000),
            totalEarned: increment(5000),
          }),
      ],
      [
        'a wallet credit naming an entry that already existed',
        () =>
          updateDoc(doc(world.as.admin.db, 'users', memberUid), {
            balance: increment(5000),
            totalEarned: increment(5000),
            lastTransactionId: IDS.memberTransaction,
          }),
      ],
      [
        'a credit larger than its entry',
        () => ledgerBatch(world.as.admin.db, 'tx-new', memberUid, {}, { balance: 50000, totalEarned: 50000 }),
      ],
      [
        'a totalEarned that moves without the balance',
        () => ledgerBatch(world.as.admin.db, 'tx-new', memberUid, {}, { balance: 5000, totalEarned: 9000 }),
      ],
      ['an entry for a user that does not exist', () => ledgerBatch(world.as.admin.db, 'tx-new', 'ghost-user', {})],
      [
        'a withdrawal entry without its request',
        () =>
          ledgerBatch(
            world.as.member.db,
            'withdrawal_x',
            memberUid,
            {
              type: 'withdrawal',
              amount: 4000,
              status: 'pending',
              relatedId: 'x',
            },
            { balance: -4000, totalEarned: 0 },
          ),
      ],
      ['a bonus with a negative amount', () => ledgerBatch(world.as.admin.db, 'tx-new', memberUid, { amount: -5000 })],
    ])('attack: the wallet cannot drift from its ledger - %s is refused', async (_label, write) => {
      await expectDenied(write());
      expect((await getDoc(doc(world.owner.db, 'users', memberUid))).get('balance')).toBe(10000);
    });

    it('attack: a member cannot create a transaction paying themselves', async () => {
      await expectDenied(
        setDoc(
          doc(world.as.member.db, 'user_transactions', 'tx-self'),
          transactionData(memberUid, { amount: 1000000 }),
        ),
      );
    });

    it.each([
      ['a zero bonus', { amount: 0 }],
      ['a fractional amount', { amount: 10.5 }],
      ['an unknown type', { type: 'gift' }],
      ['a pending status', { status: 'pending' }],
      ['an unknown key', { approvedBy: 'x' }],
    ])('refuses even an admin transaction with %s', async (_label, overrides) => {
      await expectDenied(
        setDoc(doc(world.as.admin.db, 'user_transactions', 'tx-new'), transactionData(memberUid, overrides)),
      );
    });

    it('refuses a report_reward transaction outside the reward commit', async () => {
      const reward = transactionData(memberUid, { type: 'report_reward', relatedId: IDS.memberReport });
      await expectDenied(
        setDoc(doc(world.as.admin.db, 'user_transactions', `report_reward_${IDS.memberReport}`), reward),
      );
    });

    it('refuses a report_reward type under another id, and the reward id with another type', async () => {
      const reward = transactionData(memberUid, { type: 'report_reward', relatedId: IDS.memberReport });
      await expectDenied(setDoc(doc(world.as.admin.db, 'user_transactions', 'tx-any'), reward));
      await expectDenied(
        setDoc(
          doc(world.as.admin.db, 'user_transactions', `report_reward_${IDS.memberReport}`),
          transactionData(memberUid),
        ),
      );
    });
  });

  describe('update and delete', () => {
    it.each(['anonymous', 'member', 'other', 'admin'] as ActorName[])(
      '%s updating a transaction → denied (never updated)',
      async (actor) => {
        await expectDenied(
          updateDoc(doc(world.as[actor].db, 'user_transactions', IDS.memberTransaction), { amount: 999999 }),
        );
      },
    );

    it.each([
      ['anonymous', false],
      ['member', false],
      ['other', false],
      ['admin', false],
    ] as [ActorName, boolean][])(
      '%s deleting a transaction → denied (a ledger entry is never deleted)',
      async (actor) => {
        await expectDenied(deleteDoc(doc(world.as[actor].db, 'user_transactions', IDS.memberTransaction)));
      },
    );
  });
});

describe('report reward flow (one commit)', () => {
  it('lets an admin review, reward and credit the reporter exactly once', async () => {
    await expectAllowed(rewardBatch(world.as.admin.db, IDS.memberReport, memberUid));
    const profile = await getDoc(doc(world.owner.db, 'users', memberUid));
    expect(profile.data()).toMatchObject({ balance: 15000, totalEarned: 15000 });
    expect((await getDoc(doc(world.owner.db, 'promotion_reports', IDS.memberReport))).data()).toMatchObject({
      rewarded: true,
      status: 'reviewed',
    });
  });

  it('works inside runTransaction as the wallet service runs it', async () => {
    const db = world.as.admin.db;
    await expectAllowed(
      runTransaction(db, async (tx) => {
        const report = await tx.get(doc(db, 'promotion_reports', IDS.otherReport));
        const userId = report.get('userId') as string;
        tx.update(report.ref, {
          status: 'reviewed',
          rewarded: true,
          rewardedAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
        tx.set(
          doc(db, 'user_transactions', `report_reward_${IDS.otherReport}`),
          transactionData(userId, { type: 'report_reward', relatedId: IDS.otherReport }),
        );
        tx.update(doc(db, 'users', userId), {
          balance: increment(5000),
          totalEarned: increment(5000),
          lastTransactionId: `report_reward_${IDS.otherReport}`,
        });
      }),
    );
  });

  it('keeps the promotion a reward is for, for each language to word the description', async () => {
    await expectAllowed(
      rewardBatch(world.as.admin.db, IDS.memberReport, memberUid, { promotionTitle: 'Weekly Refill' }),
    );
    expect(
      (await getDoc(doc(world.owner.db, 'user_transactions', `report_reward_${IDS.memberReport}`))).get(
        'promotionTitle',
      ),
    ).toBe('Weekly Refill');
  });

  it('attack: a reward naming a promotion title of 201 characters is refused', async () => {
    await expectDenied(
      rewardBatch(world.as.admin.db, IDS.memberReport, memberUid, { promotionTitle: 'x'.repeat(201) }),
    );
  });

  it('attack: rewarding the same report twice is refused', async () => {
    await rewardBatch(world.as.admin.db, IDS.memberReport, memberUid);
    await expectDenied(rewardBatch(world.as.admin.db, IDS.memberReport, memberUid));
    expect((await getDoc(doc(world.owner.db, 'users', memberUid))).get('balance')).toBe(15000);
  });

  it('attack: a member cannot reward their own report', async () => {
    await expectDenied(rewardBatch(world.as.member.db, IDS.memberReport, memberUid));
  });

  it('refuses a reward of another amount or a credit that differs from it', async () => {
    await expectDenied(rewardBatch(world.as.admin.db, IDS.memberReport, memberUid, { amount: 50000 }));
    await expectDenied(rewardBatch(world.as.admin.db, IDS.memberReport, memberUid, { amount: 5000, credit: -5000 }));
  });

  it('refuses paying the reward to someone other than the reporter', async () => {
    await expectDenied(rewardBatch(world.as.admin.db, IDS.memberReport, ACTORS.other.uid));
  });

  it('refuses marking a report rewarded without its transaction', async () => {
    await expectDenied(
      updateDoc(doc(world.as.admin.db, 'promotion_reports', IDS.memberReport), { status: 'reviewed', rewarded: true }),
    );
  });

  it('refuses an admin rewarding a report they filed themselves', async () => {
    await setDoc(doc(world.owner.db, 'promotion_reports', 'report-admin'), reportData(ACTORS.admin.uid));
    await expectDenied(rewardBatch(world.as.admin.db, 'report-admin', ACTORS.admin.uid));
  });

  it('pays a report whose brand is gone since (no owner to compare)', async () => {
    await setDoc(
      doc(world.owner.db, 'promotion_reports', 'report-gone-brand'),
      reportData(ACTORS.other.uid, { brandId: 'brand-gone', promotionId: 'promo-gone' }),
    );
    await expectAllowed(rewardBatch(world.as.admin.db, 'report-gone-brand', ACTORS.other.uid));
  });

  it("attack: a report on the reporter's own brand (filed before the create rule refused it) is never paid", async () => {
    // the member reports their own brand's promotion, as the rules once allowed
    await setDoc(doc(world.owner.db, 'promotion_reports', 'report-own-brand'), reportData(memberUid));
    await expectDenied(rewardBatch(world.as.admin.db, 'report-own-brand', memberUid));
    expect((await getDoc(doc(world.owner.db, 'users', memberUid))).get('balance')).toBe(10000);
    // reviewing it without the reward is still the admin's to do
    await expectAllowed(
      updateDoc(doc(world.as.admin.db, 'promotion_reports', 'report-own-brand'), {
        status: 'reviewed',
        reviewedAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('promotion_reports/{reportId}', () => {
  describe('read', () => {
    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])("%s reading the member's report → allowed %s", async (actor, allowed) => {
      await expectOutcome(allowed, () => getDoc(doc(world.as[actor].db, 'promotion_reports', IDS.memberReport)));
    });

    it.each([
      ['anonymous', false],
      ['member', false],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])('%s listing all reports by status → allowed %s', async (actor, allowed) => {
      const pending = (db: Firestore) =>
        query(collection(db, 'promotion_reports'), where('status', '==', 'pending'), orderBy('createdAt', 'desc'));
      await expectOutcome(allowed, () => getDocs(pending(world.as[actor].db)));
    });

    it('lets a reporter query their own reports', async () => {
      const own = query(collection(world.as.member.db, 'promotion_reports'), where('userId', '==', memberUid));
      expect((await getDocs(own)).size).toBe(1);
    });
  });

  describe('create', () => {
    const reporterUid = (actor: ActorName) => (actor === 'anonymous' ? 'anonymous' : ACTORS[actor].uid);
    /**
     * A report and its promotion's open-report claim in one batch, as addReport writes them: on the
     * third brand's promotion (nobody's own) by default, the claim at the promotion's path.
     */
    function submit(
      actor: ActorName,
      reportId: string,
      overrides: Record<string, unknown> = {},
      claim: { at?: PromotionRef; data?: Record<string, unknown> } | null = {},
    ) {
      const db = world.as[actor].db;
      const report = reportData(reporterUid(actor), { ...reportTarget(THIRD_PROMOTION, 'third-brand'), ...overrides });
      const batch = writeBatch(db);
      batch.set(doc(db, 'promotion_reports', reportId), report);
      if (claim) {
        const at = claim.at ?? { brandId: String(report.brandId), promotionId: String(report.promotionId) };
        batch.set(doc(db, openReportClaimPath(at)), openReportData(reportId, claim.data));
      }
      return batch.commit();
    }

    const claimOf = async (at: PromotionRef) =>
      (await getDoc(doc(world.owner.db, openReportClaimPath(at)))).get('reportId') as unknown;

    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', true],
      ['admin', true],
    ] as [ActorName, boolean][])('%s submitting a pending report → allowed %s', async (actor, allowed) => {
      await expectOutcome(allowed, () => submit(actor, 'report-new'));
    });

    it('attack: a report without its open-report claim is refused', async () => {
      await expectDenied(submit('member', 'report-new', {}, null));
      await expectDenied(
        setDoc(
          doc(world.as.member.db, 'promotion_reports', 'report-new'),
          reportData(memberUid, reportTarget(THIRD_PROMOTION, 'third-brand')),
        ),
      );
    });

    it('attack: one promotion reported four times at once with variants of its brand id is stored once', async () => {
      // the same promotion, named with spaces after the brand id: each variant is another text, not another promotion
      const variants = ['', ' ', '  ', '\t'].map((suffix) => `${THIRD_PROMOTION.brandId}${suffix}`);
      const results = await Promise.allSettled(
        variants.map((brandId, i) => submit('member', `report-variant-${i}`, { brandId })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const stored = await getDocs(
        query(collection(world.owner.db, 'promotion_reports'), where('promotionId', '==', THIRD_PROMOTION.promotionId)),
      );
      expect(stored.size).toBe(1);
      expect(stored.docs[0]?.get('brandId')).toBe(THIRD_PROMOTION.brandId);
    });

    it('attack: a second open report on the same promotion is refused, from the same member or another', async () => {
      await expectAllowed(submit('member', 'report-first'));
      await expectDenied(submit('member', 'report-second'));
      await expectDenied(submit('other', 'report-by-other'));
      // the seeded claim of the member's promotion is held by the other member's pending report
      await expectDenied(submit('admin', 'report-again', reportTarget(MEMBER_PROMOTION, 'member-brand')));
      expect(await claimOf(THIRD_PROMOTION)).toBe('report-first');
    });

    it.each([
      ['a promotion that does not exist', { promotionId: 'no-such-promotion' }],
      ['a brand that does not exist', { brandId: 'no-such-brand' }],
      [
        'a path of more than one segment',
        { brandId: `${THIRD_PROMOTION.brandId}/promotions/${THIRD_PROMOTION.promotionId}` },
      ],
      [
        "an admin-looking title that is not the promotion's",
        { promotionTitle: 'URGENT: verify your admin account at https://evil.example' },
      ],
      ["a brand name that is not the brand's", { brandName: 'Atlas Security Team' }],
      ['an empty title and brand name', { promotionTitle: '', brandName: '' }],
    ])('attack: a report naming %s is refused', async (_label, overrides) => {
      await expectDenied(submit('member', 'report-forged', overrides));
    });

    it("attack: a member cannot report a promotion of their own brand (no reward for one's own listing)", async () => {
      await expectDenied(
        submit('other', 'report-own', reportTarget(OTHER_PROMOTION, 'other-brand'), { at: OTHER_PROMOTION }),
      );
      await updateDoc(doc(world.owner.db, 'promotion_reports', IDS.memberReport), { status: 'reviewed' });
      await expectDenied(submit('other', 'report-own', reportTarget(OTHER_PROMOTION, 'other-brand')));
      await expectAllowed(submit('member', 'report-not-own', reportTarget(OTHER_PROMOTION, 'other-brand')));
    });

    it('attack: a retried report under the same id is stored once (the second write is refused)', async () => {
      await expectAllowed(submit('member', 'report-retried'));
      await expectDenied(submit('member', 'report-retried'));
      const own = query(collection(world.as.member.db, 'promotion_reports'), where('userId', '==', memberUid));
      expect((await getDocs(own)).size).toBe(2);
    });

    it('a retry can see that its first attempt was stored (a missing report reads as missing)', async () => {
      expect((await getDoc(doc(world.as.member.db, 'promotion_reports', 'not-yet'))).exists()).toBe(false);
      await expectDenied(getDoc(doc(world.as.member.db, 'promotion_reports', IDS.otherReport)));
    });

    it('a member sees whether a promotion has an open report (its id only), a visitor does not', async () => {
      expect((await getDoc(doc(world.as.member.db, openReportClaimPath(MEMBER_PROMOTION)))).get('reportId')).toBe(
        IDS.otherReport,
      );
      await expectDenied(getDoc(doc(world.as.anonymous.db, openReportClaimPath(MEMBER_PROMOTION))));
    });

    it("attack: a claim naming another member's report, another promotion or another place is refused", async () => {
      await expectDenied(submit('member', 'report-new', {}, { data: { reportId: IDS.otherReport } }));
      await expectDenied(submit('member', 'report-new', {}, { at: MEMBER_PROMOTION }));
      // a claim beside the promotion under another name is no claim
      const batch = writeBatch(world.as.member.db);
      batch.set(
        doc(world.as.member.db, 'promotion_reports', 'report-new'),
        reportData(memberUid, reportTarget(THIRD_PROMOTION, 'third-brand')),
      );
      batch.set(
        doc(
          world.as.member.db,
          `brands/${THIRD_PROMOTION.brandId}/promotions/${THIRD_PROMOTION.promotionId}/open_report/other`,
        ),
        openReportData('report-new'),
      );
      await expectDenied(batch.commit());
    });

    it('attack: the member cannot release a claim to report again', async () => {
      await expectDenied(deleteDoc(doc(world.as.member.db, openReportClaimPath(OTHER_PROMOTION))));
      await expectDenied(deleteDoc(doc(world.as.other.db, openReportClaimPath(MEMBER_PROMOTION))));
      expect(await claimOf(OTHER_PROMOTION)).toBe(IDS.memberReport);
    });

    it('the promotion is reported again once the open report is reviewed or deleted, not before', async () => {
      const again = () =>
        submit(
          'admin',
          `report-again-${Math.random().toString(36).slice(2)}`,
          reportTarget(MEMBER_PROMOTION, 'member-brand'),
        );
      await expectDenied(again());
      await updateDoc(doc(world.owner.db, 'promotion_reports', IDS.otherReport), { status: 'reviewed' });
      await expectAllowed(again());
      await expectDenied(again());
    });

    it.each(['reviewed', 'resolved'])(
      'an admin marks a claimed report %s without touching its claim, and the claim is free again',
      async (status) => {
        await expectAllowed(
          updateDoc(doc(world.as.admin.db, 'promotion_reports', IDS.otherReport), {
            status,
            adminNotes: 'Checked',
            ...(status === 'reviewed' ? { reviewedAt: serverTimestamp() } : {}),
            updatedAt: serverTimestamp(),
          }),
        );
        expect(await claimOf(MEMBER_PROMOTION)).toBe(IDS.otherReport);
        await expectAllowed(submit('admin', 'report-after-review', reportTarget(MEMBER_PROMOTION, 'member-brand')));
        expect(await claimOf(MEMBER_PROMOTION)).toBe('report-after-review');
      },
    );

    it('attack: a claim cannot be taken over while its report is open', async () => {
      await expectDenied(
        setDoc(doc(world.as.member.db, openReportClaimPath(MEMBER_PROMOTION)), openReportData('report-x')),
      );
      await expectDenied(submit('member', 'report-x', reportTarget(MEMBER_PROMOTION, 'member-brand')));
      expect(await claimOf(MEMBER_PROMOTION)).toBe(IDS.otherReport);
    });

    it("attack: a report carrying another account's e-mail is refused", async () => {
      await expectDenied(submit('member', 'report-new', { userEmail: ACTORS.admin.email }));
    });

    it.each([
      ['a forged userId', { userId: ACTORS.other.uid }],
      ['status reviewed', { status: 'reviewed' }],
      ['rewarded already true', { rewarded: true }],
      ['a blank description', { description: '   ' }],
      ['a 2001-character description', { description: 'x'.repeat(2001) }],
      ['admin notes', { adminNotes: 'pay me' }],
      ['a forged timestamp', { timestamp: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }],
      ['a reason that is not a known code', { reason: 'scam' }],
      ['a free-text reason', { reason: 'the bonus is wrong' }],
    ])('attack: refuses a new report with %s', async (_label, overrides) => {
      await expectDenied(submit('member', 'report-new', overrides));
    });

    it('attack: refuses a new report without a reason code', async () => {
      const { reason: _reason, ...withoutReason } = reportData(memberUid, reportTarget(THIRD_PROMOTION, 'third-brand'));
      const batch = writeBatch(world.as.member.db);
      batch.set(doc(world.as.member.db, 'promotion_reports', 'report-new'), withoutReason);
      batch.set(doc(world.as.member.db, openReportClaimPath(THIRD_PROMOTION)), openReportData('report-new'));
      await expectDenied(batch.commit());
    });
  });

  describe('update', () => {
    it.each([
      ['anonymous', false],
      ['member', false],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])('%s resolving a report with notes → allowed %s', async (actor, allowed) => {
      const resolve = { status: 'resolved', adminNotes: 'Fixed by the brand', updatedAt: serverTimestamp() };
      await expectOutcome(allowed, () =>
        updateDoc(doc(world.as[actor].db, 'promotion_reports', IDS.memberReport), resolve),
      );
    });

    it('refuses an unknown status or a change of the reporter', async () => {
      await expectDenied(updateDoc(doc(world.as.admin.db, 'promotion_reports', IDS.memberReport), { status: 'paid' }));
      await expectDenied(
        updateDoc(doc(world.as.admin.db, 'promotion_reports', IDS.memberReport), { userId: ACTORS.other.uid }),
      );
    });
  });

  describe('delete', () => {
    it.each([
      ['anonymous', false],
      ['member', false],
      ['other', false],
      ['admin', true],
    ] as [ActorName, boolean][])('%s deleting a report → allowed %s', async (actor, allowed) => {
      await expectOutcome(allowed, () => deleteDoc(doc(world.as[actor].db, 'promotion_reports', IDS.memberReport)));
    });
  });
});
