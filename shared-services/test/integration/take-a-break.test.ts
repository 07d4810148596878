import { loadSessionFor } from '../../src/session/member-session';
import { resetSession, useSessionStore } from '../../src/session/session-store';
import { activeBreakEnd } from '../../src/take-a-break/break-durations';
import { LOCAL_BREAK_KEY, readLocalBreakEnd, useLocalBreakStore } from '../../src/take-a-break/local-break';
import { startBreak } from '../../src/take-a-break/start-break';
import { getUserProfile } from '../../src/users/get-user-profile';
import { closeAll, connectAs, member, other, resetFirestore, seedUsers } from './support/actors';
import { installMemoryStorage, removeMemoryStorage } from './support/memory-storage';

const DAY = 24 * 60 * 60 * 1000;

describe('take a break', () => {
  beforeAll(async () => {
    await resetFirestore();
    await seedUsers(connectAs('owner'), [member, other]);
    installMemoryStorage();
  });
  afterAll(async () => {
    removeMemoryStorage();
    await closeAll();
  });

  it("keeps a member's 30-day break on their record, in the session and in this browser", async () => {
    const asMember = connectAs(member);
    resetSession('loading');
    await loadSessionFor({ uid: member.uid, displayName: member.displayName, email: member.email, photoURL: null }, asMember);
    const before = Date.now();
    const until = await startBreak({ uid: member.uid, duration: '30d' }, asMember);
    expect(until.getTime() - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(until.getTime() - before).toBeLessThanOrEqual(30 * DAY + 5000);

    // a second browser signed in as the same user gets it from the record
    const stored = await getUserProfile(member.uid, asMember);
    expect(stored?.breakUntil?.getTime()).toBe(until.getTime());
    expect(useSessionStore.getState().profile?.breakUntil?.getTime()).toBe(until.getTime());
    expect(readLocalBreakEnd()?.getTime()).toBe(until.getTime());
    expect(useLocalBreakStore.getState().until?.getTime()).toBe(until.getTime());
  });

  it('cannot be shortened: a later 24-hour choice is refused by the rules and the browser keeps the longer end', async () => {
    const asMember = connectAs(member);
    const longer = readLocalBreakEnd();
    await expect(startBreak({ uid: member.uid, duration: '24h' }, asMember)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(readLocalBreakEnd()?.getTime()).toBe(longer?.getTime());
  });

  it("refuses a break on someone else's record", async () => {
    await expect(startBreak({ uid: other.uid, duration: '24h' }, connectAs(member))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it("keeps a visitor's break only in this browser", async () => {
    localStorage.removeItem(LOCAL_BREAK_KEY);
    const until = await startBreak({ uid: null, duration: '24h' }, connectAs(null));
    expect(localStorage.getItem(LOCAL_BREAK_KEY)).toBe(until.toISOString());
    expect(activeBreakEnd([null, readLocalBreakEnd()])?.getTime()).toBe(until.getTime());
  });

  it('a finished break is no longer active', () => {
    const now = new Date();
    expect(activeBreakEnd([new Date(now.getTime() - 1)], now)).toBeNull();
    expect(activeBreakEnd([null, undefined], now)).toBeNull();
    const later = new Date(now.getTime() + DAY);
    expect(activeBreakEnd([new Date(now.getTime() + 1000), later], now)).toEqual(later);
  });
});
