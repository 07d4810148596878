import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import {
  brandData,
  profile,
  promotionData,
  seedBaseline,
  slugClaim,
  transactionData,
  type PromotionRef,
} from './fixtures.js';
import { ACTORS, type ActorName, type Client } from './harness.js';

// The back office tests' world and the writes both of their files make (admin-backoffice.test.ts:
// accounts and the audit log; admin-settings.test.ts: settings/site and what a suspended member may write).

const { member, secondAdmin } = ACTORS;

export const THIRD_PROMOTION: PromotionRef = { brandId: 'brand-third', promotionId: 'promo-third' };

/** The back office's world: the baseline, a suspended second admin, money for the member's withdrawal, a third brand. */
export async function seedBackOffice(owner: Client): Promise<void> {
  await seedBaseline(owner.db);
  const batch = writeBatch(owner.db);
  // a suspended second admin, and money enough for the member to ask for a withdrawal
  batch.set(doc(owner.db, 'users', secondAdmin.uid), {
    ...profile(secondAdmin.uid, secondAdmin.email, 'admin'),
    suspended: true,
    suspendedReason: 'abuse',
  });
  batch.set(doc(owner.db, 'user_transactions', 'tx-member-bonus'), transactionData(member.uid, { amount: 90000 }));
  batch.update(doc(owner.db, 'users', member.uid), { balance: 100000, totalEarned: 100000 });
  batch.set(doc(owner.db, 'brands', THIRD_PROMOTION.brandId), {
    ...brandData('demo-owner-3', 'third-brand', { promotionIds: [THIRD_PROMOTION.promotionId] }),
  });
  batch.set(doc(owner.db, 'brand_slugs', 'third-brand'), slugClaim(THIRD_PROMOTION.brandId, 'demo-owner-3'));
  batch.set(
    doc(owner.db, 'brands', THIRD_PROMOTION.brandId, 'promotions', THIRD_PROMOTION.promotionId),
    promotionData(THIRD_PROMOTION.brandId, 'third-brand'),
  );
  await batch.commit();
}

export const uidOf = (actor: ActorName) => (actor === 'anonymous' ? 'anonymous' : ACTORS[actor].uid);

/** What a member's withdrawal request writes: the request, its wallet entry and the balance, one commit. */
export function requestWithdrawal(db: Firestore, id: string, amount: number, balanceBefore = 100000) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'withdrawals', id), {
    userId: member.uid,
    amount,
    method: 'ewallet',
    provider: 'DANA',
    accountNumber: '081234567890',
    accountName: 'Maya Member',
    status: 'pending',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.set(doc(db, 'user_transactions', `withdrawal_${id}`), {
    ...transactionData(member.uid, { type: 'withdrawal', amount, status: 'pending' }),
    description: 'Withdrawal to DANA',
    relatedId: id,
    provider: 'DANA',
    accountLast4: '7890',
  });
  batch.update(doc(db, 'users', member.uid), {
    balance: balanceBefore - amount,
    lastTransactionId: `withdrawal_${id}`,
    pendingWithdrawalId: id,
    updatedAt: serverTimestamp(),
  });
  return batch.commit();
}
