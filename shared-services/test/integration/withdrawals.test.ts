import { collection, doc, getDoc, getDocs, query, Timestamp, where, writeBatch } from 'firebase/firestore/lite';
import { decideWithdrawal } from '../../src/withdrawals/decide-withdrawal';
import { listPendingWithdrawals } from '../../src/withdrawals/list-pending-withdrawals';
import { newWithdrawalId, requestWithdrawal } from '../../src/withdrawals/request-withdrawal';
import { getUserTransactions } from '../../src/wallet/get-transactions';
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

/** The member's wallet after rewards worth `amount`: a bonus entry and the balance it explains. */
async function earn(uid: string, amount: number) {
  const owner = connectAs('owner');
  const batch = writeBatch(owner.db);
  batch.set(doc(owner.db, 'user_transactions', `bonus-${uid}`), {
    userId: uid,
    amount,
    type: 'bonus',
    description: 'Bonus',
    status: 'completed',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  batch.update(doc(owner.db, 'users', uid), { balance: amount, totalEarned: amount });
  await batch.commit();
}

async function wallet(uid: string) {
  return (await getDoc(doc(connectAs('owner').db, 'users', uid))).data() ?? {};
}

/** balance = credits − withdrawals not rejected, as stored. */
async function ledgerBalance(uid: string) {
  const entries = await getDocs(
    query(collection(connectAs('owner').db, 'user_transactions'), where('userId', '==', uid)),
  );
  return entries.docs.reduce((sum, entry) => {
    const { type, amount, status } = entry.data() as { type: string; amount: number; status: string };
    if (type === 'withdrawal') return status === 'rejected' ? sum : sum - amount;
    return sum + amount;
  }, 0);
}

const toDana = (withdrawalId: string, userId = member.uid, amount = '50.000') => ({
  withdrawalId,
  userId,
  amount,
  method: 'ewallet' as const,
  provider: 'DANA',
  accountNumber: '+62 812-3456-7890',
  accountName: 'Maya Member',
});

describe('withdrawals: request, pay, refuse', () => {
  beforeEach(async () => {
    await resetFirestore();
    await seedUsers(connectAs('owner'), [member, other, admin, admin2]);
    await earn(member.uid, 60000);
  });
  afterAll(closeAll);

  it('asks once however often the same submission is sent, and keeps only the last 4 digits in the wallet', async () => {
    const asMember = connectAs(member);
    const id = newWithdrawalId();
    expect(await requestWithdrawal(toDana(id), asMember)).toEqual({ success: true, data: id });
    expect(await requestWithdrawal(toDana(id), asMember)).toEqual({ success: true, data: id });
    expect(await wallet(member.uid)).toMatchObject({ balance: 10000, totalEarned: 60000, pendingWithdrawalId: id });
    const request = (await getDoc(doc(connectAs('owner').db, 'withdrawals', id))).data();
    expect(request).toMatchObject({ amount: 50000, accountNumber: '081234567890', status: 'pending' });
    const history = await getUserTransactions(member.uid, asMember);
    const entry = history.success ? history.data.find((row) => row.type === 'withdrawal') : undefined;
    expect(entry).toMatchObject({ amount: 50000, status: 'pending', provider: 'DANA', accountLast4: '7890' });
    expect(JSON.stringify(entry)).not.toContain('81234567890');
  });

  it('refuses with a message the member can act on: a second pending request, more than the balance', async () => {
    const asMember = connectAs(member);
    expect(await requestWithdrawal(toDana(newWithdrawalId(), member.uid, '70000'), asMember)).toEqual({
      success: false,
      error: 'withdrawalOverBalance',
      values: { balance: 60000 },
    });
    expect(await requestWithdrawal(toDana(newWithdrawalId(), member.uid, '49.999'), asMember)).toMatchObject({
      success: false,
      error: 'withdrawalAmountTooSmall',
    });
    await requestWithdrawal(toDana(newWithdrawalId()), asMember);
    await earn(member.uid, 200000);
    expect(await requestWithdrawal(toDana(newWithdrawalId()), asMember)).toMatchObject({
      success: false,
      error: 'withdrawalPending',
    });
  });

  it('lists the queue oldest first; an admin pays with a reference and the entry completes', async () => {
    const first = newWithdrawalId();
    await requestWithdrawal(toDana(first), connectAs(member));
    await earn(other.uid, 80000);
    await requestWithdrawal({ ...toDana(newWithdrawalId(), other.uid), accountName: 'Rina Pratama' }, connectAs(other));
    const queue = await listPendingWithdrawals(connectAs(admin));
    expect(queue.success && queue.data.map((request) => request.userId)).toEqual([member.uid, other.uid]);

    const asAdmin = connectAs(admin);
    const paid = await decideWithdrawal(
      { withdrawalId: first, decision: 'paid', reference: 'DANA-20260301-001', actor: actorOf(admin) },
      asAdmin,
    );
    expect(paid).toEqual({ success: true, data: 'paid' });
    const entry = (await getDoc(doc(connectAs('owner').db, 'user_transactions', `withdrawal_${first}`))).data();
    expect(entry?.status).toBe('completed');
    expect(await wallet(member.uid)).toMatchObject({ balance: 10000 });
    expect((await wallet(member.uid)).pendingWithdrawalId).toBeUndefined();
    expect(await ledgerBalance(member.uid)).toBe(10000);
  });

  it('refuses with a reason and gives the amount back once; two admins at once: one wins, the other is told', async () => {
    const id = newWithdrawalId();
    await requestWithdrawal(toDana(id), connectAs(member));
    const [one, two] = await Promise.all([
      decideWithdrawal(
        { withdrawalId: id, decision: 'rejected', reason: 'Name does not match', actor: actorOf(admin) },
        connectAs(admin),
      ),
      decideWithdrawal(
        { withdrawalId: id, decision: 'paid', reference: 'TRX-1', actor: actorOf(admin2) },
        connectAs(admin2),
      ),
    ]);
    const results = [one, two];
    expect(results.filter((result) => result.success)).toHaveLength(1);
    expect(results.filter((result) => !result.success)).toEqual([
      { success: false, error: 'withdrawalAlreadyDecided' },
    ]);
    const status = (await getDoc(doc(connectAs('owner').db, 'withdrawals', id))).get('status');
    expect((await wallet(member.uid)).balance).toBe(status === 'rejected' ? 60000 : 10000);
    expect(await ledgerBalance(member.uid)).toBe((await wallet(member.uid)).balance);

    // the loser trying again is told again; the winner's retry counts as done
    const winner = one.success
      ? { admin, decision: 'rejected' as const }
      : { admin: admin2, decision: 'paid' as const };
    const again = await decideWithdrawal(
      winner.decision === 'rejected'
        ? { withdrawalId: id, decision: 'rejected', reason: 'Name does not match', actor: actorOf(winner.admin) }
        : { withdrawalId: id, decision: 'paid', reference: 'TRX-1', actor: actorOf(winner.admin) },
      connectAs(winner.admin),
    );
    expect(again).toEqual({ success: true, data: winner.decision });
    expect(await ledgerBalance(member.uid)).toBe((await wallet(member.uid)).balance);
  });

  it("refuses an admin's decision on their own request", async () => {
    await earn(admin.uid, 90000);
    const id = newWithdrawalId();
    await requestWithdrawal({ ...toDana(id, admin.uid), accountName: 'Atlas Team' }, connectAs(admin));
    expect(
      await decideWithdrawal(
        { withdrawalId: id, decision: 'paid', reference: 'SELF', actor: actorOf(admin) },
        connectAs(admin),
      ),
    ).toEqual({ success: false, error: 'withdrawalOwnRequest' });
  });
});
