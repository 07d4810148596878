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
} from 'firebase/firestore/lite';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {} from './fixtures.js';
import { seedBackOffice, uidOf } from './backoffice-world.js';
import { ACTORS, expectAllowed, expectDenied, setupRulesWorld, type ActorName } from './harness.js';

// The back office: role changes and suspensions of other accounts, and the audit log written with each
// of them (settings/site and what a suspended account may write: admin-settings.test.ts).

const { member, other, admin, secondAdmin } = ACTORS;
const world = setupRulesWorld((owner) => seedBackOffice(owner));

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
