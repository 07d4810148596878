import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  brandData,
  commentData,
  displayNameOf,
  IDS,
  openReportClaimPath,
  openReportData,
  reportData,
  reportTarget,
  signedBy,
  slugClaim,
  userReplyData,
} from './fixtures.js';
import { requestWithdrawal, seedBackOffice, THIRD_PROMOTION, uidOf } from './backoffice-world.js';
import { ACTORS, expectAllowed, expectDenied, setupRulesWorld, type ActorName } from './harness.js';

// The back office's settings/site (saved with its audit entry; the withdrawals read their minimum and
// pause from it) and what a suspended account may no longer write.

const { member } = ACTORS;
const world = setupRulesWorld((owner) => seedBackOffice(owner));

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
