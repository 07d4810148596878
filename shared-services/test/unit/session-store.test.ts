import type { FirebaseHandles } from '../../src/firebase';
import { parseUserProfile } from '../../src/model/user';

const ensureUserProfile = vi.fn();
vi.mock('../../src/users/ensure-user-profile', () => ({
  ensureUserProfile: (...args: unknown[]) => ensureUserProfile(...args),
}));

const { loadSessionFor, resetSession, useSessionStore } = await import('../../src/session');

const firebase = {} as FirebaseHandles;
const maya = { uid: 'demo-member', displayName: 'Maya', email: 'member@bonus-atlas.test', photoURL: null };

describe('session store', () => {
  beforeEach(() => {
    resetSession('loading');
    ensureUserProfile.mockReset();
  });

  it('stays loading until the role from users/{uid} is known', async () => {
    expect(useSessionStore.getState().status).toBe('loading');
    let answer: (value: unknown) => void = () => undefined;
    ensureUserProfile.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const loading = loadSessionFor(maya, firebase);
    expect(useSessionStore.getState()).toMatchObject({ status: 'loading', user: { uid: 'demo-member' } });
    answer(parseUserProfile('demo-member', { role: 'admin', displayName: 'Maya M' }));
    await loading;
    const state = useSessionStore.getState();
    expect(state.status).toBe('signed-in');
    expect(state.role).toBe('admin');
    expect(state.user?.displayName).toBe('Maya M');
  });

  it('falls back to member and logs when the role read fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    ensureUserProfile.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await loadSessionFor(maya, firebase);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', role: 'member', profile: null });
    expect(log).toHaveBeenCalledWith('Error fetching user role', expect.any(Error));
    // a refusal is not a passing fault: no background retry
    expect(ensureUserProfile).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  describe('a role read that does not answer (spec §9: 10 s for the database)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z') });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('lets the page through as a member once 10 s have passed, and takes the late answer', async () => {
      let answer: (value: unknown) => void = () => undefined;
      ensureUserProfile.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const loading = loadSessionFor(maya, firebase);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(useSessionStore.getState().status).toBe('loading');
      await vi.advanceTimersByTimeAsync(1);
      await loading;
      expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', role: 'member', profile: null });
      answer(parseUserProfile('demo-member', { role: 'admin', displayName: 'Maya M' }));
      await vi.advanceTimersByTimeAsync(0);
      expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', role: 'admin' });
    });

    it('reads the role again in the background when the late answer is a failure too', async () => {
      let fail: (error: unknown) => void = () => undefined;
      ensureUserProfile.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
      ensureUserProfile.mockResolvedValue(parseUserProfile('demo-member', { role: 'admin' }));
      const loading = loadSessionFor(maya, firebase);
      await vi.advanceTimersByTimeAsync(10_000);
      await loading;
      expect(useSessionStore.getState().role).toBe('member');
      fail(Object.assign(new Error('unavailable'), { code: 'unavailable' }));
      await vi.advanceTimersByTimeAsync(0);
      expect(ensureUserProfile).toHaveBeenCalledTimes(2);
      expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', role: 'admin' });
    });

    it('keeps a late answer for a user who has signed out meanwhile out of the store', async () => {
      let answer: (value: unknown) => void = () => undefined;
      ensureUserProfile.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const loading = loadSessionFor(maya, firebase);
      await vi.advanceTimersByTimeAsync(10_000);
      await loading;
      resetSession();
      answer(parseUserProfile('demo-member', { role: 'admin' }));
      await vi.advanceTimersByTimeAsync(0);
      expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', role: 'member', user: null });
    });
  });

  it('resets the role to member on sign-out', async () => {
    ensureUserProfile.mockResolvedValue(parseUserProfile('demo-member', { role: 'admin' }));
    await loadSessionFor(maya, firebase);
    resetSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', role: 'member', user: null });
  });

  it('is one instance shared through globalThis', async () => {
    const again = await import('../../src/session/session-store');
    expect(again.useSessionStore).toBe(useSessionStore);
  });

  it('lets any remote ask the shell for the account chooser', () => {
    const seen: number[] = [];
    const unsubscribe = useSessionStore.subscribe((state) => seen.push(state.signInRequests));
    useSessionStore.getState().requestSignIn();
    useSessionStore.getState().requestSignIn();
    unsubscribe();
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe((seen[0] ?? 0) + 1);
  });
});
