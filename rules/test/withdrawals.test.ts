import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { profile, seedBaseline, transactionData } from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

// withdrawals/{id}: a member's payout request, its pending wallet entry and the balance move in one
// commit; an admin's decision (paid, or refused with the amount given back) in another.

const member = ACTORS.member;
const other = ACTORS.other;
const admin = ACTORS.admin;
const secondAdmin = ACTORS.secondAdmin;
/** What the member earned before asking: IDR 60,000 (the seed's IDR 5,000 entry plus a 55,000 bonus). */
const EARNED = 60000;

const world = setupRulesWorld(async (owner) => {
  await seedBaseline(owner.db);
  const batch = writeBatch(owner.db);
  batch.set(doc(owner.db, 'user_transactions', 'tx-member-bonus'), transactionData(member.uid, { amount: 55000 }));
  batch.update(doc(owner.db, 'users', member.uid), { balance: EARNED, totalEarned: EARNED });
  batch.set(doc(owner.db, 'users', secondAdmin.uid), profile(secondAdmin.uid, secondAdmin.email, 'admin', 80000));
  batch.set(doc(owner.db, 'user_transactions', 'tx-admin2-bonus'), transactionData(secondAdmin.uid, { amount: 80000 }));
  await batch.commit();
});

interface RequestOptions {
  amount?: number;
  /** the balance after the commit (default: the balance before minus the amount) */
  balance?: number;
  request?: Record<string, unknown>;
  entry?: Record<string, unknown> | null;
  wallet?: Record<string, unknown> | null;
}

async function balanceOf(uid: string): Promise<number> {
  return ((await getDoc(doc(world.owner.db, 'users', uid))).get('balance') as number | undefined) ?? 0;
}

function requestData(userId: string, amount: number, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    amount,
    method: 'ewallet',
    provider: 'DANA',
    accountNumber: '081234567890',
    accountName: 'Maya Member',
    status: 'pending',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** The member's one commit, as requestWithdrawal writes it. */
async function requestWithdrawal(actor: ActorName, id: string, options: RequestOptions = {}) {
  const db = world.as[actor].db;
  // a visitor tries it on the member's wallet
  const actorUid = actor === 'anonymous' ? member.uid : ACTORS[actor].uid;
  const amount = options.amount ?? 50000;
  const before = await balanceOf(actorUid);
  const batch = writeBatch(db);
  batch.set(doc(db, 'withdrawals', id), requestData(actorUid, amount, options.request));
  if (options.entry !== null) {
    batch.set(doc(db, 'user_transactions', `withdrawal_${id}`), {
      ...transactionData(actorUid, { type: 'withdrawal', amount, status: 'pending' }),
      description: 'Withdrawal to DANA',
      relatedId: id,
      provider: 'DANA',
      accountLast4: '7890',
      ...options.entry,
    });
  }
  if (options.wallet !== null) {
    batch.update(doc(db, 'users', actorUid), {
      balance: options.balance ?? before - amount,
      lastTransactionId: `withdrawal_${id}`,
      pendingWithdrawalId: id,
      updatedAt: serverTimestamp(),
      ...options.wallet,
    });
  }
  return batch.commit();
}

interface DecisionOptions {
  request?: Record<string, unknown>;
  entry?: Record<string, unknown> | null;
  wallet?: Record<string, unknown> | null;
  refund?: number;
}

/** An admin's decision, as decideWithdrawal writes it (a batch: the rules see one commit either way). */
async function decide(
  actor: ActorName,
  id: string,
  userId: string,
  decision: 'paid' | 'rejected',
  options: DecisionOptions = {},
) {
  const db = world.as[actor].db;
  const stored = (await getDoc(doc(world.owner.db, 'withdrawals', id))).data() ?? {};
  const amount = typeof stored.amount === 'number' ? stored.amount : 0;
  const before = await balanceOf(userId);
  const actorUid = actor === 'anonymous' ? 'anonymous' : ACTORS[actor].uid;
  const batch = writeBatch(db);
  batch.update(doc(db, 'withdrawals', id), {
    status: decision,
    ...(decision === 'paid' ? { reference: 'TRX-2026-0001' } : { reason: 'The account name does not match.' }),
    decidedBy: actorUid,
    decidedAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...options.request,
  });
  if (options.entry !== null) {
    batch.update(doc(db, 'user_transactions', `withdrawal_${id}`), {
      status: decision === 'paid' ? 'completed' : 'rejected',
      ...(decision === 'rejected' ? { reason: 'The account name does not match.' } : {}),
      updatedAt: serverTimestamp(),
      ...options.entry,
    });
  }
  if (options.wallet !== null) {
    batch.update(doc(db, 'users', userId), {
      pendingWithdrawalId: deleteField(),
      ...(decision === 'rejected' || options.refund !== undefined
        ? { balance: before + (options.refund ?? amount) }
        : {}),
      updatedAt: serverTimestamp(),
      ...options.wallet,
    });
  }
  return batch.commit();
}

/** balance = credits − withdrawals that are not rejected, from the ledger as stored. */
async function ledgerBalance(uid: string): Promise<number> {
  const entries = await getDocs(query(collection(world.owner.db, 'user_transactions'), where('userId', '==', uid)));
  return entries.docs.reduce((sum, entry) => {
    const { type, amount, status } = entry.data() as { type: string; amount: number; status: string };
    if (type === 'withdrawal') return status === 'rejected' ? sum : sum - amount;
    return sum + amount;
  }, 0);
}

async function expectLedgerHolds(uid: string) {
  const balance = await balanceOf(uid);
  expect(balance).toBeGreaterThanOrEqual(0);
  expect(balance).toBe(await ledgerBalance(uid));
}

describe('withdrawals/{id}: the member asks', () => {
  it.each([
    ['anonymous', false],
    ['member', true],
    ['admin', false],
  ] as [ActorName, boolean][])('%s asking for IDR 50,000 of their own balance → allowed %s', async (actor, allowed) => {
    // the admin's balance is 0 and the visitor has none: only the member has the money
    await expectOutcome(allowed, () => requestWithdrawal(actor, 'w1'));
  });

  it('lowers the balance by the amount, leaves totalEarned, and records a pending entry', async () => {
    await expectAllowed(requestWithdrawal('member', 'w1'));
    const wallet = (await getDoc(doc(world.owner.db, 'users', member.uid))).data();
    expect(wallet).toMatchObject({ balance: 10000, totalEarned: EARNED, pendingWithdrawalId: 'w1' });
    const entry = (await getDoc(doc(world.owner.db, 'user_transactions', 'withdrawal_w1'))).data();
    expect(entry).toMatchObject({ type: 'withdrawal', amount: 50000, status: 'pending', relatedId: 'w1' });
    await expectLedgerHolds(member.uid);
  });

  it.each([
    ['over the balance', { amount: 70000 }],
    ['under the minimum (IDR 49,999)', { amount: 49999 }],
    ['a fractional amount', { amount: 50000.5 }],
    ['a balance that falls by less than the amount', { balance: 20000 }],
    ['a balance that falls by more than the amount', { balance: 0 }],
    ['no wallet entry', { entry: null }],
    ['no balance move', { wallet: null }],
    ['a raised totalEarned', { wallet: { totalEarned: 999999 } }],
    ['an entry for another amount', { entry: { amount: 40000 } }],
    ['an entry already completed', { entry: { status: 'completed' } }],
    ['an entry with the full account number', { entry: { accountLast4: '081234567890' } }],
    ['an entry naming digits the account does not end with', { entry: { accountLast4: '1111' } }],
    ['an entry naming another provider', { entry: { provider: 'OVO' } }],
    ['a request already paid', { request: { status: 'paid' } }],
    ['a request with a reference of its own', { request: { reference: 'TRX-FAKE' } }],
    [
      'a bank that is not on the list',
      { request: { method: 'bank', provider: 'Bank of Nowhere', accountNumber: '1234567890' } },
    ],
    ['an e-wallet number that is not a phone', { request: { accountNumber: '1234567890' } }],
    ['a bank account with letters', { request: { method: 'bank', provider: 'BCA', accountNumber: '12345abc90' } }],
    ['a blank account name', { request: { accountName: '   ' } }],
    ['another member as owner', { request: { userId: other.uid } }],
  ])('attack: a request with %s is refused', async (_label, options) => {
    await expectDenied(requestWithdrawal('member', 'w1', options as RequestOptions));
    expect(await balanceOf(member.uid)).toBe(EARNED);
  });

  it('attack: a request over the maximum (IDR 10,000,001) is refused even with the money; the maximum itself is allowed', async () => {
    await setDoc(doc(world.owner.db, 'users', member.uid), { balance: 20000000 }, { merge: true });
    await expectDenied(requestWithdrawal('member', 'w1', { amount: 10000001 }));
    await expectAllowed(requestWithdrawal('member', 'w1', { amount: 10000000 }));
    expect(await balanceOf(member.uid)).toBe(10000000);
  });

  it('attack: a second pending request is refused until the first is decided', async () => {
    await setDoc(doc(world.owner.db, 'users', member.uid), { balance: 200000, totalEarned: 200000 }, { merge: true });
    await expectAllowed(requestWithdrawal('member', 'w1'));
    await expectDenied(requestWithdrawal('member', 'w2'));
    await expectAllowed(decide('admin', 'w1', member.uid, 'paid'));
    await expectAllowed(requestWithdrawal('member', 'w2'));
  });

  it('attack: parallel requests: one is stored, the balance never goes below 0 and matches the ledger', async () => {
    const results = await Promise.allSettled(['p1', 'p2', 'p3'].map((id) => requestWithdrawal('member', id)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(member.uid)).toBe(EARNED - 50000);
    await expectLedgerHolds(member.uid);
  });

  it('attack: a retry under the same id is refused and changes nothing', async () => {
    await expectAllowed(requestWithdrawal('member', 'w1'));
    await expectDenied(requestWithdrawal('member', 'w1'));
    expect(await balanceOf(member.uid)).toBe(10000);
  });

  it('attack: a member cannot ask on behalf of another member', async () => {
    await expectDenied(requestWithdrawal('other', 'w1', { request: { userId: member.uid } }));
    const db = world.as.other.db;
    const batch = writeBatch(db);
    batch.set(doc(db, 'withdrawals', 'w1'), requestData(member.uid, 50000));
    batch.update(doc(db, 'users', member.uid), {
      balance: 10000,
      lastTransactionId: 'withdrawal_w1',
      pendingWithdrawalId: 'w1',
    });
    await expectDenied(batch.commit());
    expect(await balanceOf(member.uid)).toBe(EARNED);
  });

  it('attack: the member cannot clear their own pending request to ask again', async () => {
    await expectAllowed(requestWithdrawal('member', 'w1'));
    await expectDenied(updateDoc(doc(world.as.member.db, 'users', member.uid), { pendingWithdrawalId: deleteField() }));
  });
});

describe('withdrawals/{id}: reading', () => {
  it.each([
    ['anonymous', false],
    ['member', true],
    ['other', false],
    ['admin', true],
  ] as [ActorName, boolean][])("%s reading the member's request → allowed %s", async (actor, allowed) => {
    await requestWithdrawal('member', 'w1');
    await expectOutcome(allowed, () => getDoc(doc(world.as[actor].db, 'withdrawals', 'w1')));
  });

  it.each([
    ['member', false],
    ['admin', true],
  ] as [ActorName, boolean][])('%s listing the pending queue → allowed %s', async (actor, allowed) => {
    await requestWithdrawal('member', 'w1');
    const pending = query(collection(world.as[actor].db, 'withdrawals'), where('status', '==', 'pending'));
    await expectOutcome(allowed, () => getDocs(pending));
  });

  it('lets a member list their own requests and see that a retried one is missing', async () => {
    await requestWithdrawal('member', 'w1');
    const own = query(collection(world.as.member.db, 'withdrawals'), where('userId', '==', member.uid));
    expect((await getDocs(own)).size).toBe(1);
    expect((await getDoc(doc(world.as.member.db, 'withdrawals', 'not-yet'))).exists()).toBe(false);
  });
});

describe('withdrawals/{id}: the admin decides', () => {
  it('pays: the request is paid with its reference, the entry completed, the balance stays', async () => {
    await requestWithdrawal('member', 'w1');
    await expectAllowed(decide('admin', 'w1', member.uid, 'paid'));
    expect((await getDoc(doc(world.owner.db, 'withdrawals', 'w1'))).data()).toMatchObject({
      status: 'paid',
      reference: 'TRX-2026-0001',
      decidedBy: admin.uid,
    });
    expect((await getDoc(doc(world.owner.db, 'user_transactions', 'withdrawal_w1'))).get('status')).toBe('completed');
    expect(await balanceOf(member.uid)).toBe(10000);
    await expectLedgerHolds(member.uid);
  });

  it('refuses: the request is rejected with its reason, the entry rejected, the amount back once', async () => {
    await requestWithdrawal('member', 'w1');
    await expectAllowed(decide('admin', 'w1', member.uid, 'rejected'));
    expect((await getDoc(doc(world.owner.db, 'withdrawals', 'w1'))).get('status')).toBe('rejected');
    expect((await getDoc(doc(world.owner.db, 'user_transactions', 'withdrawal_w1'))).data()).toMatchObject({
      status: 'rejected',
      reason: 'The account name does not match.',
    });
    expect(await balanceOf(member.uid)).toBe(EARNED);
    await expectLedgerHolds(member.uid);
  });

  it.each([
    ['anonymous', false],
    ['member', false],
    ['other', false],
    ['admin', true],
  ] as [ActorName, boolean][])("%s marking the member's request paid → allowed %s", async (actor, allowed) => {
    await requestWithdrawal('member', 'w1');
    await expectOutcome(allowed, () => decide(actor, 'w1', member.uid, 'paid'));
  });

  it.each([
    ['status', { status: 'paid' }],
    ['amount', { amount: 10 }],
    ['reference', { reference: 'TRX-SELF' }],
    ['account number', { accountNumber: '089999999999' }],
  ])('attack: the member cannot change the %s of their request', async (_label, change) => {
    await requestWithdrawal('member', 'w1');
    await expectDenied(updateDoc(doc(world.as.member.db, 'withdrawals', 'w1'), change));
    await expectDenied(
      updateDoc(doc(world.as.member.db, 'user_transactions', 'withdrawal_w1'), { status: 'completed' }),
    );
  });

  it('attack: refunding twice is refused (a decision is final)', async () => {
    await requestWithdrawal('member', 'w1');
    await expectAllowed(decide('admin', 'w1', member.uid, 'rejected'));
    await expectDenied(decide('admin', 'w1', member.uid, 'rejected'));
    expect(await balanceOf(member.uid)).toBe(EARNED);
    await expectLedgerHolds(member.uid);
  });

  it('attack: paying a refused request is refused', async () => {
    await requestWithdrawal('member', 'w1');
    await expectAllowed(decide('admin', 'w1', member.uid, 'rejected'));
    await expectDenied(decide('admin', 'w1', member.uid, 'paid'));
    expect((await getDoc(doc(world.owner.db, 'withdrawals', 'w1'))).get('status')).toBe('rejected');
  });

  it('attack: refunding a paid request is refused', async () => {
    await requestWithdrawal('member', 'w1');
    await expectAllowed(decide('admin', 'w1', member.uid, 'paid'));
    await expectDenied(decide('admin', 'w1', member.uid, 'rejected'));
    expect(await balanceOf(member.uid)).toBe(10000);
  });

  it('attack: an admin cannot decide their own request; another admin can', async () => {
    await expectAllowed(requestWithdrawal('secondAdmin', 'w-admin'));
    await expectDenied(decide('secondAdmin', 'w-admin', secondAdmin.uid, 'rejected'));
    await expectDenied(decide('secondAdmin', 'w-admin', secondAdmin.uid, 'paid'));
    await expectAllowed(decide('admin', 'w-admin', secondAdmin.uid, 'paid'));
  });

  it.each([
    ['a refusal that gives back more than the amount', 'rejected', { refund: 60000 }],
    ['a refusal without giving the amount back', 'rejected', { refund: 0 }],
    ['a payment that also gives the amount back', 'paid', { refund: 50000 }],
    ['a refusal without the entry', 'rejected', { entry: null }],
    ['a payment without the entry', 'paid', { entry: null }],
    ['a payment that rejects the entry', 'paid', { entry: { status: 'rejected' } }],
    ['a refusal that completes the entry', 'rejected', { entry: { status: 'completed', reason: deleteField() } }],
    ['a decision that keeps the request pending on the wallet', 'paid', { wallet: null }],
    ['a payment without a reference', 'paid', { request: { reference: '  ' } }],
    ['a refusal without a reason', 'rejected', { request: { reason: '' } }],
    ['a decision signed by someone else', 'paid', { request: { decidedBy: secondAdmin.uid } }],
    ['a decision that changes the amount', 'paid', { request: { amount: 1 } }],
    ['an unknown status', 'paid', { request: { status: 'cancelled' }, entry: { status: 'completed' } }],
  ] as [string, 'paid' | 'rejected', DecisionOptions][])('attack: %s is refused', async (_label, decision, options) => {
    await requestWithdrawal('member', 'w1');
    await expectDenied(decide('admin', 'w1', member.uid, decision, options));
    expect((await getDoc(doc(world.owner.db, 'withdrawals', 'w1'))).get('status')).toBe('pending');
    expect(await balanceOf(member.uid)).toBe(10000);
  });

  it('attack: two admins deciding at once: one decision wins, never paid and refunded', async () => {
    await requestWithdrawal('member', 'w1');
    const results = await Promise.allSettled([
      decide('admin', 'w1', member.uid, 'paid'),
      decide('secondAdmin', 'w1', member.uid, 'rejected'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const status = (await getDoc(doc(world.owner.db, 'withdrawals', 'w1'))).get('status') as string;
    const entry = (await getDoc(doc(world.owner.db, 'user_transactions', 'withdrawal_w1'))).get('status') as string;
    expect([status, entry]).toEqual(status === 'paid' ? ['paid', 'completed'] : ['rejected', 'rejected']);
    expect(await balanceOf(member.uid)).toBe(status === 'paid' ? 10000 : EARNED);
    await expectLedgerHolds(member.uid);
  });

  it('attack: an admin cannot move a wallet entry or a balance without a decision', async () => {
    await requestWithdrawal('member', 'w1');
    await expectDenied(
      updateDoc(doc(world.as.admin.db, 'user_transactions', 'withdrawal_w1'), {
        status: 'rejected',
        updatedAt: serverTimestamp(),
      }),
    );
    await expectDenied(
      updateDoc(doc(world.as.admin.db, 'users', member.uid), {
        balance: EARNED,
        pendingWithdrawalId: deleteField(),
      }),
    );
    await expectDenied(
      updateDoc(doc(world.as.admin.db, 'user_transactions', 'tx-member-bonus'), { status: 'rejected' }),
    );
  });

  it.each(['member', 'admin'] as ActorName[])('attack: %s cannot delete a request', async (actor) => {
    await requestWithdrawal('member', 'w1');
    await expectDenied(deleteDoc(doc(world.as[actor].db, 'withdrawals', 'w1')));
  });
});
