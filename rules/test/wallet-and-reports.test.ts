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
import { IDS, openReportData, openReportId, reportData, seedBaseline, transactionData } from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));
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
    /** A report and its open-report claim in one batch, as addReport writes them (another promotion by default). */
    function submit(
      actor: ActorName,
      reportId: string,
      overrides: Record<string, unknown> = {},
      claim: Record<string, unknown> | null = {},
    ) {
      const db = world.as[actor].db;
      const uid = reporterUid(actor);
      const report = reportData(uid, { promotionId: 'promo-2', ...overrides });
      const batch = writeBatch(db);
      batch.set(doc(db, 'promotion_reports', reportId), report);
      if (claim) {
        const claimData = openReportData(uid, reportId, {
          brandId: report.brandId,
          promotionId: report.promotionId,
          ...claim,
        });
        batch.set(
          doc(db, 'open_reports', openReportId(uid, String(claimData.brandId), String(claimData.promotionId))),
          claimData,
        );
      }
      return batch.commit();
    }

    it.each([
      ['anonymous', false],
      ['member', true],
      ['other', true],
      ['admin', true],
    ] as [ActorName, boolean][])('%s submitting an own pending report → allowed %s', async (actor, allowed) => {
      await expectOutcome(allowed, () => submit(actor, 'report-new'));
    });

    it('attack: a report without its open-report claim is refused', async () => {
      await expectDenied(submit('member', 'report-new', {}, null));
      await expectDenied(
        setDoc(
          doc(world.as.member.db, 'promotion_reports', 'report-new'),
          reportData(memberUid, { promotionId: 'promo-2' }),
        ),
      );
    });

    it('attack: a second open report on the same promotion is refused (one open report per member and promotion)', async () => {
      // the member's seeded report on IDS.memberPromotion is still pending
      await expectDenied(submit('member', 'report-again', { promotionId: IDS.memberPromotion }));
      await expectAllowed(submit('member', 'report-first'));
      await expectDenied(submit('member', 'report-second'));
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

    it("attack: a claim naming another member's report or another promotion is refused", async () => {
      await expectDenied(submit('member', 'report-new', {}, { reportId: IDS.otherReport }));
      await expectDenied(submit('member', 'report-new', {}, { promotionId: 'promo-3' }));
    });

    it('attack: the member cannot release their own claim to report again', async () => {
      await expectDenied(deleteDoc(doc(world.as.member.db, 'open_reports', openReportId(memberUid))));
      await expectDenied(getDoc(doc(world.as.other.db, 'open_reports', openReportId(memberUid))));
      expect((await getDoc(doc(world.as.member.db, 'open_reports', openReportId(memberUid)))).get('reportId')).toBe(
        IDS.memberReport,
      );
    });

    it('a member reports the promotion again once the open report is reviewed or deleted, not before', async () => {
      const again = () =>
        submit('member', `report-again-${Math.random().toString(36).slice(2)}`, { promotionId: IDS.memberPromotion });
      await expectDenied(again());
      await updateDoc(doc(world.owner.db, 'promotion_reports', IDS.memberReport), { status: 'reviewed' });
      await expectAllowed(again());
      await expectDenied(again());
    });

    it.each(['reviewed', 'resolved'])(
      'an admin marks a claimed report %s without touching its claim, and the claim is free again',
      async (status) => {
        const claim = doc(world.owner.db, 'open_reports', openReportId(memberUid));
        await expectAllowed(
          updateDoc(doc(world.as.admin.db, 'promotion_reports', IDS.memberReport), {
            status,
            adminNotes: 'Checked',
            ...(status === 'reviewed' ? { reviewedAt: serverTimestamp() } : {}),
            updatedAt: serverTimestamp(),
          }),
        );
        expect((await getDoc(claim)).get('reportId')).toBe(IDS.memberReport);
        await expectAllowed(submit('member', 'report-after-review', { promotionId: IDS.memberPromotion }));
        expect((await getDoc(claim)).get('reportId')).toBe('report-after-review');
      },
    );

    it("attack: a claim cannot be taken over while its report is open, or for another member's promotion", async () => {
      const claim = doc(world.as.member.db, 'open_reports', openReportId(memberUid));
      await expectDenied(setDoc(claim, openReportData(memberUid, 'report-x')));
      await expectDenied(
        setDoc(
          doc(world.as.member.db, 'open_reports', openReportId(ACTORS.other.uid)),
          openReportData(ACTORS.other.uid, 'report-x'),
        ),
      );
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
      await expectDenied(
        setDoc(doc(world.as.member.db, 'promotion_reports', 'report-new'), reportData(memberUid, overrides)),
      );
    });

    it('attack: refuses a new report without a reason code', async () => {
      const { reason: _reason, ...withoutReason } = reportData(memberUid);
      await expectDenied(setDoc(doc(world.as.member.db, 'promotion_reports', 'report-new'), withoutReason));
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
