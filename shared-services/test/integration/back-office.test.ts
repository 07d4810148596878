import { collection, doc, getDoc, getDocs, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { changeAccount } from '../../src/admin-users/change-account';
import { listUsersPage, countUsers } from '../../src/admin-users/list-users';
import { getAdminUserDetails } from '../../src/admin-users/user-details';
import { computeSiteFigures, weekStart } from '../../src/analytics/site-figures';
import { saveSiteSettings } from '../../src/site-settings/save-site-settings';
import { readSiteSettings } from '../../src/site-settings/read-site-settings';
import { DEFAULT_SITE_SETTINGS } from '../../src/site-settings/site-settings-facts';
import { newWithdrawalId, requestWithdrawal } from '../../src/withdrawals/request-withdrawal';
import { addComment } from '../../src/comments/add-comment';
import { addReply } from '../../src/comments/add-reply';
import { addReport } from '../../src/reports/add-report';
import { createBrand } from '../../src/brands/create-brand';
import { updateBrand } from '../../src/brands/update-brand';
import { uploadBrandImage } from '../../src/media/upload-brand-image';
import {
  actorOf,
  admin,
  admin2,
  brandValues,
  closeAll,
  connectAs,
  member,
  other,
  resetFirestore,
  seedUsers,
} from './support/actors';

const NOW = new Date('2026-11-25T05:00:00Z');

beforeEach(async () => {
  await resetFirestore();
  await seedUsers(connectAs('owner'), [member, other, admin, admin2]);
});
afterAll(() => closeAll());

describe('Users: list, search, filters', () => {
  it('lists everyone newest first, finds by e-mail or name prefix, filters by role and suspension', async () => {
    const db = connectAs(admin);
    const all = await listUsersPage({ search: '', role: 'all', suspendedOnly: false }, null, db);
    expect(all.rows.map((row) => row.uid).sort()).toEqual([admin.uid, admin2.uid, member.uid, other.uid].sort());
    expect(all.next).toBeNull();

    const byEmail = await listUsersPage({ search: 'member@', role: 'all', suspendedOnly: false }, null, db);
    expect(byEmail.rows.map((row) => row.uid)).toEqual([member.uid]);
    const byName = await listUsersPage({ search: 'rina', role: 'all', suspendedOnly: false }, null, db);
    expect(byName.rows.map((row) => row.uid)).toEqual([other.uid]);

    const admins = await listUsersPage({ search: '', role: 'admin', suspendedOnly: false }, null, db);
    expect(admins.rows.map((row) => row.uid).sort()).toEqual([admin.uid, admin2.uid].sort());
    expect(await countUsers({ search: '', role: 'admin', suspendedOnly: false }, db)).toBe(2);

    expect((await changeAccount(member.uid, { kind: 'suspend', reason: 'spam' }, actorOf(admin), db)).success).toBe(
      true,
    );
    const suspended = await listUsersPage({ search: 'ma', role: 'member', suspendedOnly: true }, null, db);
    expect(suspended.rows).toMatchObject([{ uid: member.uid, suspended: true, suspendedReason: 'spam' }]);
  });
});

describe('Users: actions with their audit entries', () => {
  it("grants and removes the role, refuses one's own and the last admin, and shows the audit on the page", async () => {
    const db = connectAs(admin);
    expect(await changeAccount(member.uid, { kind: 'role', role: 'admin' }, actorOf(admin), db)).toEqual({
      success: true,
      data: 'role.grant',
    });
    expect(await changeAccount(admin.uid, { kind: 'role', role: 'member' }, actorOf(admin), db)).toEqual({
      success: false,
      error: 'ownAccount',
    });
    expect((await changeAccount(member.uid, { kind: 'role', role: 'member' }, actorOf(admin), db)).success).toBe(true);
    const details = await getAdminUserDetails(member.uid, db);
    expect(details?.audit.map((entry) => entry.action)).toEqual(['role.revoke', 'role.grant']);
    expect(details?.audit[0]).toMatchObject({
      actorUid: admin.uid,
      before: { role: 'admin' },
      after: { role: 'member' },
    });
    expect(details?.commentCount).toBe(0);

    // admin2 removed: admin is then the last admin, whom admin2 (a member now) cannot remove
    expect((await changeAccount(admin2.uid, { kind: 'role', role: 'member' }, actorOf(admin), db)).success).toBe(true);
    expect(
      await changeAccount(admin.uid, { kind: 'role', role: 'member' }, actorOf(admin2), connectAs(admin2)),
    ).toEqual({
      success: false,
      error: 'saveFailed',
    });
    expect((await getDoc(doc(connectAs('owner').db, 'users', admin.uid))).get('role')).toBe('admin');
  });

  it('a suspended member is told why their comment and withdrawal are refused', async () => {
    const owner = connectAs('owner');
    const batch = writeBatch(owner.db);
    batch.set(doc(owner.db, 'brands', 'bo-brand'), {
      name: 'Back Office Brand',
      slug: 'bo-brand',
      createdBy: other.uid,
      createdAt: Timestamp.now(),
    });
    batch.update(doc(owner.db, 'users', member.uid), { balance: 100000, totalEarned: 100000 });
    await batch.commit();
    expect(
      (await changeAccount(member.uid, { kind: 'suspend', reason: 'report_farming' }, actorOf(admin), connectAs(admin)))
        .success,
    ).toBe(true);
    const db = connectAs(member);
    await expect(
      addComment(
        {
          text: 'Let me in',
          authorName: member.displayName,
          authorUid: member.uid,
          relatedContent: 'Back Office Brand',
          relatedContentId: 'bo-brand',
        },
        db,
      ),
    ).rejects.toMatchObject({ key: 'suspendedReportFarming' });
    const withdrawal = await requestWithdrawal(
      {
        withdrawalId: newWithdrawalId(),
        userId: member.uid,
        amount: '50.000',
        method: 'ewallet',
        provider: 'DANA',
        accountNumber: '081234567890',
        accountName: 'Maya Member',
      },
      db,
    );
    expect(withdrawal).toMatchObject({ success: false, error: 'suspendedReportFarming' });
  });
});

describe('Suspension: what a suspended member is told', () => {
  it('their report, reply, brand create and edit and upload are refused with the reason, not a generic error', async () => {
    const promotion = {
      category: 'Welcome Bonus',
      title: '100% welcome',
      description: 'Up to 1M',
      maxBonus: 1_000_000,
    };
    const theirs = await createBrand(
      { actor: actorOf(other), values: brandValues('Rina Casino', { promotions: [promotion] }) },
      connectAs(other),
    );
    const own = await createBrand({ actor: actorOf(member), values: brandValues('Maya Slots') }, connectAs(member));
    const commentId = await addComment(
      {
        text: 'Great brand',
        authorName: other.displayName,
        authorUid: other.uid,
        relatedContent: 'Rina Casino',
        relatedContentId: theirs.brandId,
      },
      connectAs(other),
    );
    const [promotionId] = (await getDoc(doc(connectAs(other).db, 'brands', theirs.brandId))).get(
      'promotionIds',
    ) as string[];
    expect(
      (await changeAccount(member.uid, { kind: 'suspend', reason: 'abuse' }, actorOf(admin), connectAs(admin))).success,
    ).toBe(true);

    const db = connectAs(member);
    expect(
      await addReport(
        {
          userId: member.uid,
          userEmail: member.email,
          brandId: theirs.brandId,
          promotionId: promotionId!,
          description: 'The bonus is only 50%',
          reason: 'wrong_amount',
        },
        db,
      ),
    ).toMatchObject({ success: false, error: 'suspendedAbuse' });
    await expect(
      addReply({ replyType: 'user', commentId, text: 'Agreed', userName: member.displayName, userUid: member.uid }, db),
    ).rejects.toMatchObject({ key: 'suspendedAbuse' });
    await expect(createBrand({ actor: actorOf(member), values: brandValues('Maya Second') }, db)).rejects.toMatchObject(
      { key: 'suspendedAbuse' },
    );
    await expect(
      updateBrand({ brandId: own.brandId, actor: actorOf(member), values: brandValues('Maya Slots Renamed') }, db),
    ).rejects.toMatchObject({ key: 'suspendedAbuse' });
    // 1×1 transparent PNG
    const png = new Blob(
      [
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
          'base64',
        ),
      ],
      { type: 'image/png' },
    );
    await expect(
      uploadBrandImage({ file: png, kind: 'logo', brandId: own.brandId, fileName: 'logo.png', uid: member.uid }, db),
    ).rejects.toMatchObject({ key: 'suspendedAbuse' });
    // nothing of theirs was stored meanwhile
    expect((await getDoc(doc(db.db, 'brands', own.brandId))).get('name')).toBe('Maya Slots');
  });
});

describe('Settings', () => {
  it('saves settings/site with its audit entry, skips a save that changes nothing, and everyone reads it', async () => {
    const db = connectAs(admin);
    const settings = { ...DEFAULT_SITE_SETTINGS, minWithdrawal: 75000, siteNotice: { en: 'Hello', id: 'Halo' } };
    expect((await saveSiteSettings(settings, actorOf(admin), db)).success).toBe(true);
    expect((await saveSiteSettings({ ...settings, withdrawalsPaused: true }, actorOf(admin), db)).success).toBe(true);
    expect((await saveSiteSettings({ ...settings, withdrawalsPaused: true }, actorOf(admin), db)).success).toBe(true);
    const audit = await getDocs(collection(connectAs('owner').db, 'admin_audit'));
    expect(audit.size).toBe(2);
    globalThis.sessionStorage?.clear();
    expect(await readSiteSettings(connectAs(null))).toMatchObject({
      withdrawalsPaused: true,
      siteNotice: { id: 'Halo' },
    });
    expect((await saveSiteSettings(settings, actorOf(member), connectAs(member))).success).toBe(false);
    expect((await getDoc(doc(connectAs('owner').db, 'settings', 'site'))).get('withdrawalsPaused')).toBe(true);
  });
});

describe('Analytics', () => {
  it('counts and sums what is stored, and buckets the last 12 weeks in Jakarta time', async () => {
    const owner = connectAs('owner');
    const batch = writeBatch(owner.db);
    const at = (iso: string) => Timestamp.fromDate(new Date(iso));
    const report = (status: string, created: string, decided?: string) => ({
      userId: member.uid,
      status,
      createdAt: at(created),
      updatedAt: at(decided ?? created),
      ...(decided ? { reviewedAt: at(decided) } : {}),
    });
    batch.set(doc(owner.db, 'promotion_reports', 'r1'), report('pending', '2026-11-24T01:00:00Z'));
    batch.set(
      doc(owner.db, 'promotion_reports', 'r2'),
      report('reviewed', '2026-11-10T01:00:00Z', '2026-11-10T03:00:00Z'),
    );
    batch.set(
      doc(owner.db, 'promotion_reports', 'r3'),
      report('resolved', '2026-11-11T01:00:00Z', '2026-11-11T05:00:00Z'),
    );
    const reward = (id: string, created: string) =>
      batch.set(doc(owner.db, 'user_transactions', id), {
        userId: member.uid,
        amount: 5000,
        type: 'report_reward',
        status: 'completed',
        createdAt: at(created),
      });
    reward('t1', '2026-11-10T03:00:00Z');
    reward('t2', '2026-08-01T03:00:00Z');
    batch.set(doc(owner.db, 'withdrawals', 'w1'), {
      userId: member.uid,
      amount: 60000,
      status: 'pending',
      createdAt: at('2026-11-20T00:00:00Z'),
    });
    batch.set(doc(owner.db, 'withdrawals', 'w2'), {
      userId: other.uid,
      amount: 50000,
      status: 'paid',
      createdAt: at('2026-11-01T00:00:00Z'),
    });
    batch.set(doc(owner.db, 'comments', 'c1'), { status: 'active', createdAt: at('2026-11-24T00:00:00Z') });
    batch.set(doc(owner.db, 'brands', 'b1'), { name: 'B', createdAt: at('2026-01-01T00:00:00Z') });
    batch.set(doc(owner.db, 'brands', 'b1', 'promotions', 'p1'), { validUntil: at('2026-10-01T00:00:00Z') });
    batch.set(doc(owner.db, 'brands', 'b1', 'promotions', 'p2'), { validUntil: null });
    await batch.commit();

    const figures = await computeSiteFigures(NOW, connectAs(admin));
    expect(figures.members.total.value).toBe(4);
    expect(figures.brands.value).toBe(1);
    expect(figures.promotions).toMatchObject({ total: { value: 2 }, ended: { value: 1 }, live: 1 });
    expect(figures.reports).toMatchObject({ pending: { value: 1 }, reviewed: { value: 1 }, resolved: { value: 1 } });
    expect(figures.reports.medianDecisionHours).toBe(3);
    expect(figures.rewards.total.value).toBe(10000);
    expect(figures.rewards.last30.value).toBe(5000);
    expect(figures.withdrawals).toMatchObject({
      pendingCount: { value: 1 },
      pendingSum: { value: 60000 },
      paidCount: { value: 1 },
      paidSum: { value: 50000 },
    });
    expect(figures.comments.last7.value).toBe(1);
    expect(figures.weeks).toHaveLength(12);
    expect(figures.weeks.at(-1)?.start.toISOString()).toBe(weekStart(NOW).toISOString());
    expect(figures.weeks.reduce((total, week) => total + week.reports, 0)).toBe(3);
    expect(figures.weeks.reduce((total, week) => total + week.rewardsPaid, 0)).toBe(5000);
    expect(figures.reads).toBeGreaterThan(40);
  });
});
