import { collection, doc, getDoc, getDocs, query, setDoc, where, writeBatch } from 'firebase/firestore/lite';
import { addReport } from '../../src/reports/add-report';
import { deleteReport } from '../../src/reports/delete-report';
import { countReportsByStatus, getReports } from '../../src/reports/get-reports';
import { updateReportStatus } from '../../src/reports/update-report-status';
import { getWalletSummary } from '../../src/wallet/get-wallet-summary';
import { getAllTransactions, getUserTransactions } from '../../src/wallet/get-transactions';
import {
  actorOf,
  admin,
  admin2,
  closeAll,
  connectAs,
  member,
  other,
  resetFirestore,
  seedUsers,
} from './support/actors';

// each report on its own promotion: a promotion has one open report at a time
let promotionCounter = 0;
const report = (description = 'The max bonus is wrong', promotionId = `promo-${++promotionCounter}`) => ({
  userId: member.uid,
  userEmail: member.email,
  brandId: BRAND_ID,
  promotionId,
  description,
});

/** A brand of someone else than the reporters, with the promotions the tests report (stored as the app writes them). */
const BRAND_ID = 'brand-1';
const PROMOTION_IDS = [...Array.from({ length: 12 }, (_, i) => `promo-${i + 1}`), 'promo-retry', 'promo-attack'];

async function seedBrand(): Promise<void> {
  const owner = connectAs('owner');
  const batch = writeBatch(owner.db);
  batch.set(doc(owner.db, 'brands', BRAND_ID), {
    name: 'Lucky Star',
    slug: 'lucky-star',
    createdBy: 'it-brand-owner',
    promotionIds: PROMOTION_IDS,
  });
  for (const promotionId of PROMOTION_IDS)
    batch.set(doc(owner.db, 'brands', BRAND_ID, 'promotions', promotionId), {
      title: '100% welcome',
      brandId: BRAND_ID,
    });
  await batch.commit();
}

async function rewardTransactions(reportId: string) {
  const owner = connectAs('owner');
  return getDocs(query(collection(owner.db, 'user_transactions'), where('relatedId', '==', reportId)));
}

describe('reports and the IDR 5,000 reward', () => {
  beforeAll(async () => {
    await resetFirestore();
    await seedUsers(connectAs('owner'), [member, other, admin, admin2]);
    await seedBrand();
  });
  afterAll(closeAll);

  it('adds a pending report for a signed-in user and refuses anonymous or empty ones', async () => {
    const result = await addReport(report(), connectAs(member));
    expect(result.success).toBe(true);
    expect(await addReport({ ...report(), userId: null }, connectAs(null))).toEqual({
      success: false,
      error: 'Please log in to submit a report.',
    });
    expect(await addReport(report('   '), connectAs(member))).toEqual({
      success: false,
      error: 'Please provide a description of the issue.',
    });
    // a member cannot file a report in someone else's name: the rules refuse it
    expect(await addReport({ ...report(), userId: other.uid }, connectAs(member))).toEqual({
      success: false,
      error: 'Failed to submit report. Please try again.',
    });
    const [stored] = await getReports({}, connectAs(admin));
    // the promotion's own title and brand name, read where they are stored
    expect(stored).toMatchObject({
      status: 'pending',
      rewarded: false,
      userAgent: expect.any(String),
      promotionTitle: '100% welcome',
      brandName: 'Lucky Star',
    });
    expect(stored?.timestamp).toBeInstanceOf(Date);
  });

  it('pays exactly once when two admins mark the same report reviewed at the same time', async () => {
    const added = await addReport(report('Turnover should be 25x'), connectAs(member));
    if (!added.success) throw new Error(added.error);
    const reportId = added.data;
    const before = await getWalletSummary(member.uid, connectAs(member));

    const [first, second] = await Promise.all([
      updateReportStatus(
        { reportId, status: 'reviewed', adminNotes: 'confirmed', actor: actorOf(admin) },
        connectAs(admin),
      ),
      updateReportStatus({ reportId, status: 'reviewed', actor: actorOf(admin2) }, connectAs(admin2)),
    ]);
    expect(first.success && second.success).toBe(true);
    const paid = [first, second].filter((result) => result.success && result.data.rewarded);
    expect(paid).toHaveLength(1);
    expect([first, second].every((result) => result.success && result.data.rewardError === null)).toBe(true);

    const after = await getWalletSummary(member.uid, connectAs(member));
    expect(before.success && after.success).toBe(true);
    if (before.success && after.success) {
      expect(after.data.balance - before.data.balance).toBe(5000);
      expect(after.data.totalEarned - before.data.totalEarned).toBe(5000);
    }
    const transactions = await rewardTransactions(reportId);
    expect(transactions.docs.map((tx) => tx.id)).toEqual([`report_reward_${reportId}`]);
    expect(transactions.docs[0]?.data()).toMatchObject({
      amount: 5000,
      type: 'report_reward',
      status: 'completed',
      userId: member.uid,
    });
    const stored = await getDoc(doc(connectAs(admin).db, 'promotion_reports', reportId));
    expect(stored.data()).toMatchObject({ status: 'reviewed', rewarded: true });
    expect(stored.get('reviewedAt')).toBeTruthy();
    expect(stored.get('rewardedAt')).toBeTruthy();

    // a double click later pays nothing more
    const again = await updateReportStatus({ reportId, status: 'reviewed', actor: actorOf(admin) }, connectAs(admin));
    expect(again).toEqual({ success: true, data: { status: 'reviewed', rewarded: false, rewardError: null } });
    expect((await rewardTransactions(reportId)).size).toBe(1);
  });

  it('never rewards a resolved report', async () => {
    const added = await addReport(report('Wrong game categories'), connectAs(member));
    if (!added.success) throw new Error(added.error);
    const result = await updateReportStatus(
      { reportId: added.data, status: 'resolved', actor: actorOf(admin) },
      connectAs(admin),
    );
    expect(result).toEqual({ success: true, data: { status: 'resolved', rewarded: false, rewardError: null } });
    expect((await rewardTransactions(added.data)).size).toBe(0);
    const stored = await getDoc(doc(connectAs(admin).db, 'promotion_reports', added.data));
    expect(stored.get('reviewedAt')).toBeUndefined();
  });

  it('refuses status changes by members', async () => {
    const added = await addReport(report('Members cannot review'), connectAs(member));
    if (!added.success) throw new Error(added.error);
    expect(
      await updateReportStatus({ reportId: added.data, status: 'reviewed', actor: actorOf(member) }, connectAs(member)),
    ).toEqual({ success: false, error: 'Failed to update report status' });
  });

  it('filters by status and promotion, counts per status, and lists wallet transactions', async () => {
    const asAdmin = connectAs(admin);
    const all = await getReports({}, asAdmin);
    expect(countReportsByStatus(all)).toEqual({ all: 4, pending: 2, reviewed: 1, resolved: 1 });
    expect(await getReports({ status: 'resolved' }, asAdmin)).toHaveLength(1);
    // each report here is on its own promotion (one open report per member and promotion)
    expect(await getReports({ promotionId: 'promo-1' }, asAdmin)).toHaveLength(1);
    const own = await getUserTransactions(member.uid, connectAs(member));
    expect(own.success && own.data.map((tx) => tx.amount)).toEqual([5000]);
    const everything = await getAllTransactions(asAdmin);
    expect(everything.success && everything.data).toHaveLength(1);
    // another member cannot read someone's transactions
    expect(await getUserTransactions(member.uid, connectAs(other))).toEqual({
      success: false,
      error: 'Failed to fetch transactions',
    });
  });

  it('deletes a report (admin only)', async () => {
    const [first] = await getReports({ status: 'resolved' }, connectAs(admin));
    expect(await deleteReport(first!.id, connectAs(member))).toEqual({
      success: false,
      error: 'Failed to delete report',
    });
    expect(await deleteReport(first!.id, connectAs(admin))).toEqual({ success: true, data: null });
    expect(await getReports({ status: 'resolved' }, connectAs(admin))).toHaveLength(0);
  });

  it('stores a retried report once and refuses a second open report on the same promotion', async () => {
    const reportId = 'retried-report';
    const first = await addReport({ ...report('Wrong max bonus', 'promo-retry'), reportId }, connectAs(member));
    // the same submission again (its first answer lost): success, and still one report
    const retry = await addReport({ ...report('Wrong max bonus', 'promo-retry'), reportId }, connectAs(member));
    expect(first).toEqual({ success: true, data: reportId });
    expect(retry).toEqual({ success: true, data: reportId });
    const owner = connectAs('owner');
    const stored = await getDocs(
      query(collection(owner.db, 'promotion_reports'), where('promotionId', '==', 'promo-retry')),
    );
    expect(stored.size).toBe(1);
    expect(await addReport(report('Another complaint', 'promo-retry'), connectAs(member))).toEqual({
      success: false,
      error: 'You already have an open report on this promotion. Our team will review it soon.',
    });
    // one open report per promotion: another member is told it is reported already
    expect(
      await addReport(
        { ...report('Me too', 'promo-retry'), userId: other.uid, userEmail: other.email },
        connectAs(other),
      ),
    ).toEqual({
      success: false,
      error: 'This promotion has already been reported. Our team will review it soon.',
    });
    // once reviewed, the promotion may be reported again
    await updateReportStatus({ reportId, status: 'resolved', actor: actorOf(admin) }, connectAs(admin));
    expect((await addReport(report('Wrong again', 'promo-retry'), connectAs(member))).success).toBe(true);
  });

  it('attack: names the promotion by its path only: a variant, a missing promotion or an own brand is refused with its text', async () => {
    const refused = (error: string) => ({ success: false, error });
    // "<id> " names no promotion: refused, not a second report of the promotion
    expect((await addReport(report('Wrong bonus', 'promo-attack'), connectAs(member))).success).toBe(true);
    expect(
      await addReport({ ...report('Wrong bonus', 'promo-attack'), brandId: `${BRAND_ID} ` }, connectAs(member)),
    ).toEqual(refused('This promotion no longer exists.'));
    expect(
      await addReport(
        { ...report('x', 'promo-attack'), brandId: `${BRAND_ID}/promotions/promo-attack` },
        connectAs(member),
      ),
    ).toEqual(refused('This promotion no longer exists.'));
    expect(await addReport(report('Gone', 'no-such-promotion'), connectAs(member))).toEqual(
      refused('This promotion no longer exists.'),
    );
    // the brand's owner reports nothing for a reward
    await setDoc(doc(connectAs('owner').db, 'brands', 'brand-of-other'), { name: 'Other Brand', createdBy: other.uid });
    await setDoc(doc(connectAs('owner').db, 'brands', 'brand-of-other', 'promotions', 'own-promo'), { title: 'Own' });
    expect(
      await addReport(
        { ...report('Mine', 'own-promo'), brandId: 'brand-of-other', userId: other.uid, userEmail: other.email },
        connectAs(other),
      ),
    ).toEqual(refused('This promotion belongs to your own brand: edit it instead of reporting it.'));
  });
});
