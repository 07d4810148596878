import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  brandData,
  commentData,
  displayNameOf,
  IDS,
  openReportClaimPath,
  openReportData,
  profile,
  promotionData,
  reportData,
  reportTarget,
  seedBaseline,
  signedBy,
  slugClaim,
  transactionData,
  userReplyData,
  type PromotionRef,
} from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, setupRulesWorld, type ActorName } from './harness.js';

// The back office: role changes and suspensions of other accounts, settings/site, and the audit log
// written with each of them; what a suspended account may no longer write.

const { member, other, admin, secondAdmin } = ACTORS;
const THIRD_PROMOTION: PromotionRef = { brandId: 'brand-third', promotionId: 'promo-third' };

const world = setupRulesWorld(async (owner) => {
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
});

const uidOf = (actor: ActorName) => (actor === 'anonymous' ? 'anonymous' : ACTORS[actor].uid);

interface AccountChange {
  action: 'role.grant' | 'role.revoke' | 'suspend' | 'unsuspend';
  target: string;
  change: Record<string, unknown>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const grant = (target: string): AccountChange => ({
  action: 'role.grant',
  target,
  change: { role: 'admin' },
  before: { role: 'member' },
  after: { role: 'admin' },
});

const revoke = (target: string): AccountChange => ({
  action: 'role.revoke',
  target,
  change: { role: 'member' },
  before: { role: 'admin' },
  after: { role: 'member' },
});

const suspend = (target: string, reason = 'spam'): AccountChange => ({
  action: 'suspend',
  target,
  change: { suspended: true, suspendedReason: reason },
  before: { suspended: false, suspendedReason: '' },
  after: { suspended: true, suspendedReason: reason },
});

/** What the back office writes: the account change and its audit entry, one commit. */
function changeAccount(
  actor: ActorName,
  { action, target, change, before, after }: AccountChange,
  options: { audit?: Record<string, unknown> | null; account?: 'skip' | 'no-link' } = {},
) {
  const db = world.as[actor].db;
  const auditRef = doc(collection(db, 'admin_audit'));
  const batch = writeBatch(db);
  if (options.account !== 'skip') {
    batch.update(doc(db, 'users', target), {
      ...change,
      ...(options.account === 'no-link' ? {} : { lastAuditId: auditRef.id }),
      updatedAt: serverTimestamp(),
    });
  }
  if (options.audit !== null) {
    batch.set(auditRef, {
      actorUid: uidOf(actor),
      action,
      targetUid: target,
      before,
      after,
      at: serverTimestamp(),
      ...options.audit,
    });
  }
  return batch.commit();
}

const roleOf = async (uid: string) => (await getDoc(doc(world.owner.db, 'users', uid))).get('role') as unknown;

describe('users/{uid}: roles and suspension, each with its audit entry', () => {
  it('an admin makes a member admin; the audit entry records who, what, before and after', async () => {
    await expectAllowed(changeAccount('admin', grant(member.uid)));
    expect(await roleOf(member.uid)).toBe('admin');
    const entries = await getDocs(collection(world.owner.db, 'admin_audit'));
    expect(entries.docs.map((entry) => entry.data())).toMatchObject([
      {
        actorUid: admin.uid,
        action: 'role.grant',
        targetUid: member.uid,
        before: { role: 'member' },
        after: { role: 'admin' },
      },
    ]);
  });

  it('an admin suspends a member with a reason and lifts it again', async () => {
    await expectAllowed(changeAccount('admin', suspend(member.uid)));
    await expectAllowed(
      changeAccount('admin', {
        action: 'unsuspend',
        target: member.uid,
        change: { suspended: false, suspendedReason: '' },
        before: { suspended: true, suspendedReason: 'spam' },
        after: { suspended: false, suspendedReason: '' },
      }),
    );
  });

  it('an admin removes another admin (who is then a member)', async () => {
    await setDoc(
      doc(world.owner.db, 'users', secondAdmin.uid),
      { suspended: false, suspendedReason: '' },
      { merge: true },
    );
    await expectAllowed(changeAccount('admin', revoke(secondAdmin.uid)));
    expect(await roleOf(secondAdmin.uid)).toBe('member');
  });

  it.each([
    ['member', grant(member.uid)],
    ['member', grant(other.uid)],
    ['member', suspend(other.uid)],
    ['other', revoke(admin.uid)],
    ['anonymous', grant(member.uid)],
    ['secondAdmin', grant(member.uid)],
    ['secondAdmin', suspend(member.uid)],
    ['secondAdmin', revoke(admin.uid)],
  ] as [ActorName, AccountChange][])('attack: %s writing %o is refused', async (actor, change) => {
    await expectDenied(changeAccount(actor, change));
  });

  it('attack: an admin removing their own role is refused, so the last admin always stays', async () => {
    await expectDenied(changeAccount('admin', revoke(admin.uid)));
    expect(await roleOf(admin.uid)).toBe('admin');
  });

  it('attack: an admin suspending themselves is refused', async () => {
    await expectDenied(changeAccount('admin', suspend(admin.uid)));
  });

  it('attack: a change without its audit entry is refused (named or not)', async () => {
    await expectDenied(changeAccount('admin', grant(member.uid), { audit: null }));
    await expectDenied(changeAccount('admin', grant(member.uid), { audit: null, account: 'no-link' }));
  });

  it('attack: an audit entry without its change is refused', async () => {
    await expectDenied(changeAccount('admin', grant(member.uid), { account: 'skip' }));
    expect((await getDocs(collection(world.owner.db, 'admin_audit'))).size).toBe(0);
  });

  it.each([
    ['another actor', { actorUid: other.uid }],
    ['an after the change does not have', { after: { role: 'member' } }],
    ['a before the account did not have', { before: { role: 'admin' } }],
    ['another target', { targetUid: other.uid }],
    ['another action', { action: 'suspend' }],
    ['a date of its own', { at: new Date('2020-01-01') }],
    ['an extra field', { note: 'hidden' }],
  ])('attack: an audit entry with %s is refused', async (_label, audit) => {
    await expectDenied(changeAccount('admin', grant(member.uid), { audit }));
  });

  it.each([
    ['an unknown reason', { suspended: true, suspendedReason: 'because' }],
    ['no reason', { suspended: true }],
    ['a reason while unsuspended', { suspended: false, suspendedReason: 'spam' }],
    ['a role outside member/admin', { role: 'owner' }],
    ['a balance change alongside', { role: 'admin', balance: 999999 }],
  ])('attack: an admin writing %s is refused', async (_label, change) => {
    const base = 'role' in change ? grant(member.uid) : suspend(member.uid);
    await expectDenied(changeAccount('admin', { ...base, change, after: change as Record<string, unknown> }));
  });
});

describe('admin_audit/{id}: read by admins, never edited or deleted', () => {
  async function seedEntry() {
    await setDoc(doc(world.owner.db, 'admin_audit', 'entry-1'), {
      actorUid: admin.uid,
      action: 'role.grant',
      targetUid: member.uid,
      before: { role: 'member' },
      after: { role: 'admin' },
      at: new Date('2026-01-02T03:04:05Z'),
    });
  }

  it('admins read it, members and visitors do not', async () => {
    await seedEntry();
    await expectAllowed(getDocs(collection(world.as.admin.db, 'admin_audit')));
    await expectDenied(getDocs(collection(world.as.member.db, 'admin_audit')));
    await expectDenied(getDoc(doc(world.as.anonymous.db, 'admin_audit', 'entry-1')));
  });

  it.each(['admin', 'member'] as ActorName[])('attack: %s editing or deleting an entry is refused', async (actor) => {
    await seedEntry();
    await expectDenied(updateDoc(doc(world.as[actor].db, 'admin_audit', 'entry-1'), { action: 'role.revoke' }));
    await expectDenied(deleteDoc(doc(world.as[actor].db, 'admin_audit', 'entry-1')));
  });
});

const SETTINGS = {
  minWithdrawal: 75000,
  withdrawalsPaused: false,
  withdrawalsNotice: { en: '', id: '' },
  siteNotice: { en: 'Maintenance tonight at 23:00.', id: 'Pemeliharaan malam ini pukul 23.00.' },
};

/** What Settings writes: settings/site and its audit entry, one commit. */
function saveSettings(
  actor: ActorName,
  values: Record<string, unknown> = SETTINGS,
  options: { audit?: Record<string, unknown> | null; before?: Record<string, unknown> } = {},
) {
  const db = world.as[actor].db;
  const auditRef = doc(collection(db, 'admin_audit'));
  const batch = writeBatch(db);
  batch.set(doc(db, 'settings', 'site'), {
    ...values,
    updatedBy: uidOf(actor),
    updatedAt: serverTimestamp(),
    lastAuditId: auditRef.id,
  });
  if (options.audit !== null) {
    batch.set(auditRef, {
      actorUid: uidOf(actor),
      action: 'settings.update',
      targetUid: '',
      before: options.before ?? {},
      after: values,
      at: serverTimestamp(),
      ...options.audit,
    });
  }
  return batch.commit();
}

describe('settings/site', () => {
  it('an admin saves it with its audit entry; everyone reads it', async () => {
    await expectAllowed(saveSettings('admin'));
    await expectAllowed(saveSettings('admin', { ...SETTINGS, withdrawalsPaused: true }, { before: SETTINGS }));
    const read = await getDoc(doc(world.as.anonymous.db, 'settings', 'site'));
    expect(read.get('siteNotice')).toEqual(SETTINGS.siteNotice);
    expect(read.get('withdrawalsPaused')).toBe(true);
  });

  it.each(['member', 'anonymous', 'secondAdmin'] as ActorName[])('attack: %s writing it is refused', async (actor) => {
    await expectDenied(saveSettings(actor));
  });

  it('attack: a settings change without its audit entry, or with an entry that lies, is refused', async () => {
    await expectDenied(saveSettings('admin', SETTINGS, { audit: null }));
    await expectDenied(saveSettings('admin', SETTINGS, { audit: { after: { ...SETTINGS, minWithdrawal: 50000 } } }));
    await expectAllowed(saveSettings('admin'));
    // the entry must repeat the values before the change
    await expectDenied(saveSettings('admin', { ...SETTINGS, minWithdrawal: 60000 }, { before: {} }));
  });

  it.each([
    ['a minimum under IDR 50,000', { minWithdrawal: 10000 }],
    ['a fractional minimum', { minWithdrawal: 50000.5 }],
    ['a notice in one language only', { siteNotice: { en: 'Hello' } }],
    ['a 301-character notice', { siteNotice: { en: 'x'.repeat(301), id: '' } }],
    ['a pause that is not a boolean', { withdrawalsPaused: 'yes' }],
  ])('attack: settings with %s are refused', async (_label, change) => {
    await expectDenied(saveSettings('admin', { ...SETTINGS, ...change }));
  });

  it('attack: nobody deletes it', async () => {
    await expectAllowed(saveSettings('admin'));
    await expectDenied(deleteDoc(doc(world.as.admin.db, 'settings', 'site')));
  });
});

/** The member's withdrawal commit, as requestWithdrawal writes it. */
function requestWithdrawal(db: Firestore, id: string, amount: number, balanceBefore = 100000) {
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

describe('withdrawals read the minimum and the pause from settings/site', () => {
  it('attack: a request while withdrawals are paused is refused; reopened, it is allowed', async () => {
    await expectAllowed(saveSettings('admin', { ...SETTINGS, withdrawalsPaused: true }));
    await expectDenied(requestWithdrawal(world.as.member.db, 'w1', 80000));
    await setDoc(doc(world.owner.db, 'settings', 'site'), { withdrawalsPaused: false }, { merge: true });
    await expectAllowed(requestWithdrawal(world.as.member.db, 'w1', 80000));
  });

  it('attack: a request under the site minimum is refused; at the minimum it is allowed', async () => {
    await expectAllowed(saveSettings('admin', { ...SETTINGS, minWithdrawal: 75000 }));
    await expectDenied(requestWithdrawal(world.as.member.db, 'w1', 60000));
    await expectAllowed(requestWithdrawal(world.as.member.db, 'w1', 75000));
  });
});

describe('a suspended member reads but writes none of it', () => {
  const suspendMember = () =>
    setDoc(doc(world.owner.db, 'users', member.uid), { suspended: true, suspendedReason: 'spam' }, { merge: true });

  function comment(db: Firestore) {
    const id = doc(collection(db, 'comments')).id;
    const batch = writeBatch(db);
    batch.set(doc(db, 'comments', id), commentData(signedBy(member)));
    batch.set(doc(db, 'comment_pace', IDS.memberBrand), { lastCommentId: id, lastCommentAt: serverTimestamp() });
    return batch.commit();
  }

  function reply(db: Firestore) {
    const commentRef = doc(db, 'comments', IDS.copiesComment);
    const replyRef = doc(collection(commentRef, 'replies'));
    const data = userReplyData(IDS.copiesComment, { userName: displayNameOf(member.email) });
    const batch = writeBatch(db);
    batch.set(replyRef, data);
    batch.update(commentRef, {
      [`replies.${replyRef.id}`]: data,
      lastReplyId: replyRef.id,
      lastReplyAt: serverTimestamp(),
    });
    return batch.commit();
  }

  function report(db: Firestore) {
    const batch = writeBatch(db);
    batch.set(
      doc(db, 'promotion_reports', 'report-new'),
      reportData(member.uid, reportTarget(THIRD_PROMOTION, 'third-brand')),
    );
    batch.set(doc(db, openReportClaimPath(THIRD_PROMOTION)), openReportData('report-new'));
    return batch.commit();
  }

  function createBrand(db: Firestore) {
    const batch = writeBatch(db);
    batch.set(doc(db, 'brands', 'brand-new'), brandData(member.uid, 'new-brand'));
    batch.set(doc(db, 'brand_slugs', 'new-brand'), slugClaim('brand-new', member.uid));
    return batch.commit();
  }

  const editBrand = (db: Firestore) =>
    updateDoc(doc(db, 'brands', IDS.memberBrand), { description: 'Edited.', updatedAt: serverTimestamp() });

  const writes: [string, (db: Firestore) => Promise<unknown>][] = [
    ['commenting', comment],
    ['replying', reply],
    ['reporting a promotion', report],
    ['creating a brand', createBrand],
    ['editing their brand', editBrand],
    ['withdrawing', (db) => requestWithdrawal(db, 'w1', 60000)],
  ];

  it.each(writes)('the member may go on %s while not suspended', async (_label, write) => {
    await expectAllowed(write(world.as.member.db));
  });

  it.each(writes)('attack: a suspended member %s is refused', async (_label, write) => {
    await suspendMember();
    await expectDenied(write(world.as.member.db));
  });

  it('a suspended member still reads their profile, comments and brands', async () => {
    await suspendMember();
    const own = await getDoc(doc(world.as.member.db, 'users', member.uid));
    expect(own.get('suspendedReason')).toBe('spam');
    await expectAllowed(getDoc(doc(world.as.member.db, 'comments', IDS.comment)));
    await expectAllowed(getDoc(doc(world.as.member.db, 'brands', IDS.memberBrand)));
  });

  it('attack: a suspended member cannot lift their own suspension', async () => {
    await suspendMember();
    await expectDenied(
      updateDoc(doc(world.as.member.db, 'users', member.uid), { suspended: false, suspendedReason: '' }),
    );
  });
});

describe("firestore.rules' copy of the suspension reasons", () => {
  // read as text: the package root needs a browser's types, this suite runs in Node
  const itemsOf = (text: string, pattern: RegExp) =>
    [...(pattern.exec(text)?.[1] ?? '').matchAll(/'([^']*)'/g)].map((item) => item[1]);

  it("suspensionReasons() is exactly shared-services' SUSPENSION_REASONS", () => {
    const rules = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');
    const model = readFileSync(
      new URL('../../shared-services/src/admin-users/account-facts.ts', import.meta.url),
      'utf8',
    );
    const inModel = itemsOf(model, /SUSPENSION_REASONS = \[([^\]]*)\]/);
    expect(inModel).toHaveLength(4);
    expect(itemsOf(rules, /function suspensionReasons\(\)\s*\{\s*return\s*\[([^\]]*)\];/)).toEqual(inModel);
  });
});
