import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  Timestamp,
  writeBatch,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { IDS, seedBaseline, transactionData } from './fixtures.js';
import { ACTORS, expectAllowed, expectDenied, expectOutcome, setupRulesWorld, type ActorName } from './harness.js';

const world = setupRulesWorld((owner) => seedBaseline(owner.db));
const memberUid = ACTORS.member.uid;
const memberProfile = () => ['users', memberUid] as const;

describe('users/{uid}', () => {
  describe('get', () => {
    const table: [ActorName, boolean][] = [
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', true],
    ];
    it.each(table)("%s reading the member's profile → allowed %s", async (actor, allowed) => {
      await expectOutcome(allowed, () => getDoc(doc(world.as[actor].db, ...memberProfile())));
    });

    it('lets a signed-in user look up their own missing profile (first sign-in)', async () => {
      await world.server.reset();
      const snapshot = await getDoc(doc(world.as.member.db, ...memberProfile()));
      expect(snapshot.exists()).toBe(false);
    });
  });

  describe('list', () => {
    const table: [ActorName, boolean][] = [
      ['anonymous', false],
      ['member', false],
      ['other', false],
      ['admin', true],
    ];
    it.each(table)('%s listing all users → allowed %s', async (actor, allowed) => {
      await expectOutcome(allowed, () => getDocs(collection(world.as[actor].db, 'users')));
    });
  });

  describe('create at first sign-in', () => {
    const firstProfile = (overrides: Record<string, unknown> = {}) => ({
      uid: memberUid,
      email: ACTORS.member.email,
      displayName: 'Maya Member',
      photoURL: null,
      role: 'member',
      balance: 0,
      totalEarned: 0,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      ...overrides,
    });

    const table: [ActorName, boolean][] = [
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', false],
    ];
    it.each(table)('%s creating the member profile → allowed %s', async (actor, allowed) => {
      await world.server.reset();
      await expectOutcome(allowed, () => setDoc(doc(world.as[actor].db, ...memberProfile()), firstProfile()));
    });

    it('accepts a profile without wallet fields', async () => {
      await world.server.reset();
      const { balance: _b, totalEarned: _t, ...withoutWallet } = firstProfile();
      await expectAllowed(setDoc(doc(world.as.member.db, ...memberProfile()), withoutWallet));
    });

    it.each([
      ['role admin', { role: 'admin' }],
      ['a starting balance', { balance: 1000000 }],
      ['a starting totalEarned', { totalEarned: 5 }],
      ['another uid in the document', { uid: ACTORS.other.uid }],
      ['an empty display name', { displayName: '   ' }],
      ['a 51-character display name', { displayName: 'x'.repeat(51) }],
      ['an unknown key', { isVip: true }],
      ["attack: another account's e-mail", { email: ACTORS.admin.email }],
      ['attack: no e-mail where the token has one', { email: '' }],
      ['attack: a display name posing as the admin', { displayName: 'Atlas Admin' }],
      ['attack: a display name with a Cyrillic look-alike', { displayName: 'Atlas \u0410dmin' }],
      ['attack: a display name with a zero-width character', { displayName: 'Maya\u200B Member' }],
      ['attack: a display name with a bidi override', { displayName: '\u202EMaya' }],
      ['attack: a display name with a newline', { displayName: 'Maya\nMember' }],
      ['a backdated createdAt', { createdAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }],
    ])('refuses a first profile with %s', async (_label, overrides) => {
      await world.server.reset();
      await expectDenied(setDoc(doc(world.as.member.db, ...memberProfile()), firstProfile(overrides)));
    });
  });

  describe('update', () => {
    const rename = { displayName: 'Maya M.', updatedAt: serverTimestamp() };
    const table: [ActorName, boolean][] = [
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', false],
    ];
    it.each(table)('%s changing the member display name → allowed %s', async (actor, allowed) => {
      await expectOutcome(allowed, () => updateDoc(doc(world.as[actor].db, ...memberProfile()), rename));
    });

    it('accepts Latin-1 letters in a display name (Zoë, José)', async () => {
      await expectAllowed(updateDoc(doc(world.as.member.db, ...memberProfile()), { displayName: "Zoë O'Brien-José" }));
    });

    it('lets the member change the photo URL', async () => {
      await expectAllowed(
        updateDoc(doc(world.as.member.db, ...memberProfile()), { photoURL: 'https://example.test/me.png' }),
      );
    });

    it.each([
      ['raise own balance', { balance: 99999999 }],
      ['raise own totalEarned', { totalEarned: 99999999 }],
      ['make themselves admin', { role: 'admin' }],
      ['change their email', { email: 'boss@bonus-atlas.test' }],
      ['change their uid', { uid: 'someone' }],
      ['use a 51-character display name', { displayName: 'x'.repeat(51) }],
      ['pose as the admin by display name', { displayName: 'Atlas Admin' }],
      ['pose as the admin with fullwidth letters', { displayName: 'Atlas \uFF21dmin' }],
      ['hide a zero-width character in the display name', { displayName: 'Ad\u200Dmin' }],
      ['put a control character in the display name', { displayName: 'Maya\u0000' }],
    ])('attack: the member cannot %s', async (_label, change) => {
      await expectDenied(updateDoc(doc(world.as.member.db, ...memberProfile()), change));
    });

    it('attack: the member cannot increment their own balance with a transform', async () => {
      await expectDenied(updateDoc(doc(world.as.member.db, ...memberProfile()), { balance: increment(5000) }));
    });

    const withEntry = (amount: number, type = 'bonus') => {
      const db = world.as.admin.db;
      const batch = writeBatch(db);
      batch.set(doc(db, 'user_transactions', `tx-${type}-${amount}`), transactionData(memberUid, { type, amount }));
      return batch;
    };

    it('lets an admin credit a wallet with its ledger entry: balance and totalEarned up by the same amount', async () => {
      const batch = withEntry(5000);
      batch.update(doc(world.as.admin.db, ...memberProfile()), {
        balance: increment(5000),
        totalEarned: increment(5000),
        lastTransactionId: 'tx-bonus-5000',
        updatedAt: serverTimestamp(),
      });
      await expectAllowed(batch.commit());
      const after = await getDoc(doc(world.owner.db, ...memberProfile()));
      expect(after.data()).toMatchObject({ balance: 15000, totalEarned: 15000 });
    });

    it('refuses an admin wallet change that is not a credit or a withdrawal', async () => {
      const batch = withEntry(5000);
      batch.update(doc(world.as.admin.db, ...memberProfile()), {
        balance: increment(5000),
        lastTransactionId: 'tx-bonus-5000',
      });
      await expectDenied(batch.commit());
      await expectDenied(updateDoc(doc(world.as.admin.db, ...memberProfile()), { role: 'admin' }));
    });

    it('attack: an admin cannot lower a balance with a withdrawal entry of their own (only the member asks)', async () => {
      const out = withEntry(-10000, 'withdrawal');
      out.update(doc(world.as.admin.db, ...memberProfile()), {
        balance: increment(-10000),
        lastTransactionId: 'tx-withdrawal--10000',
      });
      await expectDenied(out.commit());
      expect((await getDoc(doc(world.owner.db, ...memberProfile()))).get('balance')).toBe(10000);
    });
  });

  describe('take a break (breakUntil)', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const daysAhead = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY);
    const startBreak = (actor: ActorName, days: number) =>
      updateDoc(doc(world.as[actor].db, ...memberProfile()), {
        breakUntil: daysAhead(days),
        updatedAt: serverTimestamp(),
      });

    const table: [ActorName, boolean][] = [
      ['anonymous', false],
      ['member', true],
      ['other', false],
      ['admin', false],
    ];
    it.each(table)("%s starting a 30-day break on the member's profile → allowed %s", async (actor, allowed) => {
      await expectOutcome(allowed, () => startBreak(actor, 30));
    });

    it('accepts 24 hours and 90 days, refuses more than 91 days ahead and a time in the past', async () => {
      await expectAllowed(startBreak('member', 1));
      await expectAllowed(startBreak('member', 90));
      await world.server.reset();
      await seedBaseline(world.owner.db);
      await expectDenied(startBreak('member', 92));
      await expectDenied(startBreak('member', -1));
    });

    it('attack: a break cannot be shortened, lifted or cleared once started', async () => {
      await expectAllowed(startBreak('member', 30));
      const profile = doc(world.as.member.db, ...memberProfile());
      await expectDenied(updateDoc(profile, { breakUntil: daysAhead(1) }));
      await expectDenied(updateDoc(profile, { breakUntil: null }));
      await expectDenied(updateDoc(profile, { breakUntil: 'never' }));
      await expectDenied(updateDoc(profile, { breakUntil: Timestamp.fromMillis(Date.now() - DAY) }));
      // extending stays possible
      await expectAllowed(updateDoc(profile, { breakUntil: daysAhead(60) }));
    });

    it('attack: a break write cannot carry other changes (balance, role)', async () => {
      await expectDenied(
        updateDoc(doc(world.as.member.db, ...memberProfile()), { breakUntil: daysAhead(30), balance: 99999999 }),
      );
      await expectDenied(
        updateDoc(doc(world.as.member.db, ...memberProfile()), { breakUntil: daysAhead(30), role: 'admin' }),
      );
    });
  });

  describe('delete', () => {
    it.each(['anonymous', 'member', 'other', 'admin'] as ActorName[])(
      '%s deleting the member profile → denied',
      async (actor) => {
        await expectDenied(deleteDoc(doc(world.as[actor].db, ...memberProfile())));
      },
    );
  });
});

describe('users/{uid}/favorites/{brandId}', () => {
  const favorite = (actor: ActorName) => doc(world.as[actor].db, 'users', memberUid, 'favorites', IDS.memberBrand);

  it.each([
    ['anonymous', false],
    ['member', true],
    ['other', false],
    ['admin', true],
  ] as [ActorName, boolean][])('%s reading the member favourites → allowed %s', async (actor, allowed) => {
    await expectOutcome(allowed, () => getDocs(collection(world.as[actor].db, 'users', memberUid, 'favorites')));
  });

  it.each([
    ['anonymous', false],
    ['member', true],
    ['other', false],
    ['admin', false],
  ] as [ActorName, boolean][])('%s adding a favourite for the member → allowed %s', async (actor, allowed) => {
    await expectOutcome(allowed, () => setDoc(favorite(actor), { createdAt: serverTimestamp() }));
  });

  it.each([
    ['anonymous', false],
    ['member', true],
    ['other', false],
    ['admin', false],
  ] as [ActorName, boolean][])(
    '%s saving an existing member favourite again (update) → allowed %s',
    async (actor, allowed) => {
      const existing = doc(world.as[actor].db, 'users', memberUid, 'favorites', IDS.otherBrand);
      await expectOutcome(allowed, () => setDoc(existing, { createdAt: serverTimestamp() }));
    },
  );

  it.each([
    ['anonymous', false],
    ['member', true],
    ['other', false],
    ['admin', false],
  ] as [ActorName, boolean][])('%s removing a member favourite → allowed %s', async (actor, allowed) => {
    await expectOutcome(allowed, () =>
      deleteDoc(doc(world.as[actor].db, 'users', memberUid, 'favorites', IDS.otherBrand)),
    );
  });

  it('refuses a favourite with extra keys', async () => {
    await expectDenied(setDoc(favorite('member'), { createdAt: serverTimestamp(), note: 'x' }));
  });

  it('commits a favourite atomically with nothing else the member may not write', async () => {
    const batch = writeBatch(world.as.member.db);
    batch.set(favorite('member'), { createdAt: serverTimestamp() });
    batch.update(doc(world.as.member.db, ...memberProfile()), { balance: 1 });
    await expectDenied(batch.commit());
    expect((await getDoc(doc(world.owner.db, 'users', memberUid, 'favorites', IDS.memberBrand))).exists()).toBe(false);
  });
});
