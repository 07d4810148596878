import type { FirebaseHandles } from '../../src/firebase';

const { initSession, resetSession, SESSION_CONFIRM_DEADLINE_MS, useSessionStore } = await import('../../src/session');

describe('a saved sign-in that Auth does not confirm', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetSession('signed-out');
  });

  it('shows the site as to a visitor, marked unconfirmed, once the deadline passes with no answer', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z') });
    resetSession('loading');
    // Auth down: the SDK never answers
    const firebase = { auth: () => new Promise(() => undefined) } as unknown as FirebaseHandles;
    const stop = initSession(firebase);
    try {
      vi.advanceTimersByTime(SESSION_CONFIRM_DEADLINE_MS - 1);
      expect(useSessionStore.getState()).toMatchObject({ status: 'loading', unconfirmed: false });
      vi.advanceTimersByTime(1);
      expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', user: null, unconfirmed: true });
    } finally {
      stop();
    }
  });

  it('leaves a session that has settled meanwhile as it is', () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z') });
    resetSession('signed-out');
    const stop = initSession({ auth: () => new Promise(() => undefined) } as unknown as FirebaseHandles);
    try {
      vi.advanceTimersByTime(SESSION_CONFIRM_DEADLINE_MS);
      expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', unconfirmed: false });
    } finally {
      stop();
    }
  });
});
