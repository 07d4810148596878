import { collection, getCount, getDocs, query, where } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { seedBaseline } from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, setupRulesWorld } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));

// List and aggregation access is decided from the query's constraints, never from the data
// it would return (Google's emulator and production: "rules are not filters").
describe('list queries are decided from their constraints', () => {
  const transactionsOf = (actor: 'member' | 'other', uid: string) =>
    query(collection(world.as[actor].db, 'user_transactions'), where('userId', '==', uid));

  it("refuses a member's query for another user's transactions even when that user has none", async () => {
    // `other` has no transactions: the old check let the empty answer through and leaked that fact
    await expectDenied(getDocs(transactionsOf('member', ACTORS.other.uid)));
    await expectDenied(getCount(transactionsOf('member', ACTORS.other.uid)));
  });

  it('allows a member to list their own transactions, also when they have none', async () => {
    await expectAllowed(getDocs(transactionsOf('member', ACTORS.member.uid)));
    const none = await getDocs(transactionsOf('other', ACTORS.other.uid));
    expect(none.size).toBe(0);
  });

  it('refuses a query whose rule reads a field the query does not pin down', async () => {
    await expectDenied(getDocs(collection(world.as.member.db, 'user_transactions')));
    await expectDenied(getDocs(collection(world.as.anonymous.db, 'comments')));
    await expectAllowed(getDocs(query(collection(world.as.anonymous.db, 'comments'), where('status', '==', 'active'))));
  });

  it('checks every value of an `in` filter', async () => {
    const mixed = query(
      collection(world.as.member.db, 'user_transactions'),
      where('userId', 'in', [ACTORS.member.uid, ACTORS.other.uid]),
    );
    await expectDenied(getDocs(mixed));
    const own = query(collection(world.as.member.db, 'user_transactions'), where('userId', 'in', [ACTORS.member.uid]));
    await expectAllowed(getDocs(own));
  });
});
