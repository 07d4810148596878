import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { countReports } from '../../src/reports/count-reports';
import { getMyReports } from '../../src/reports/get-my-reports';
import { listReportsPage } from '../../src/reports/list-reports-page';
import { admin, closeAll, connectAs, member, other, resetFirestore, seedUsers } from './support/actors';

const STATUSES = ['pending', 'pending', 'reviewed', 'resolved', 'pending'] as const;
const REASONS = ['expired', 'wrong_amount', 'expired', 'broken_link', 'other'] as const;

describe('admin reports list: pages and counts', () => {
  beforeAll(async () => {
    await resetFirestore();
    const owner = connectAs('owner');
    await seedUsers(owner, [member, other, admin]);
    // 25 reports, one minute apart, newest = r24
    for (let index = 0; index < 25; index += 1) {
      const at = Timestamp.fromMillis(Date.UTC(2026, 10, 1, 8, index));
      await setDoc(doc(owner.db, 'promotion_reports', `r${String(index).padStart(2, '0')}`), {
        userId: member.uid,
        userEmail: member.email,
        promotionId: `promo-${index}`,
        promotionTitle: `Promotion ${index}`,
        brandId: 'brand-1',
        brandName: 'Lucky Star',
        description: `Report ${index}`,
        reason: REASONS[index % REASONS.length],
        userAgent: 'test',
        timestamp: at,
        status: STATUSES[index % STATUSES.length],
        rewarded: false,
        createdAt: at,
        updatedAt: at,
      });
    }
  });
  afterAll(closeAll);

  it('pages newest first with a cursor until the last page', async () => {
    const asAdmin = connectAs(admin);
    const first = await listReportsPage({ pageSize: 10 }, null, asAdmin);
    expect(first.reports.map((report) => report.id).slice(0, 3)).toEqual(['r24', 'r23', 'r22']);
    expect(first.reports).toHaveLength(10);
    expect(first.next).not.toBeNull();
    const second = await listReportsPage({ pageSize: 10 }, first.next, asAdmin);
    expect(second.reports[0]?.id).toBe('r14');
    const third = await listReportsPage({ pageSize: 10 }, second.next, asAdmin);
    expect(third.reports.map((report) => report.id)).toEqual(['r04', 'r03', 'r02', 'r01', 'r00']);
    expect(third.next).toBeNull();
  });

  it('filters by status and by reason together', async () => {
    const page = await listReportsPage({ status: 'pending', reason: 'expired' }, null, connectAs(admin));
    // pending: index % 5 in {0, 1, 4}; expired: index % 5 in {0, 2} → index % 5 == 0
    expect(page.reports.map((report) => report.id)).toEqual(['r20', 'r15', 'r10', 'r05', 'r00']);
    expect(page.reports.every((report) => report.reason === 'expired' && report.status === 'pending')).toBe(true);
  });

  it('counts every status with aggregations', async () => {
    expect(await countReports(connectAs(admin))).toEqual({ all: 25, pending: 15, reviewed: 5, resolved: 5 });
  });

  it('is refused to a member (reports of others are private)', async () => {
    await expect(listReportsPage({}, null, connectAs(other))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(countReports(connectAs(other))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it("lists a reporter's own reports newest first, and nobody else's", async () => {
    const mine = await getMyReports(member.uid, connectAs(member));
    expect(mine).toHaveLength(25);
    expect(mine[0]?.id).toBe('r24');
    expect(await getMyReports(other.uid, connectAs(other))).toEqual([]);
    await expect(getMyReports(member.uid, connectAs(other))).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
