import { classifyError } from '../../src/resilience/classify-error';
import { DeadlineExceededError, withDeadline } from '../../src/resilience/deadline';
import { loadCockatiel } from '../../src/resilience/load-cockatiel';
import { DATABASE_TIMEOUT_MS } from '../../src/resilience/policies';

/** A call that never answers, like a write on a stalled connection. */
const stalled = () => new Promise<never>(() => undefined);

describe('withDeadline (spec §9: 10 s for the database)', () => {
  // cockatiel arrives with the first call; loaded, the deadline starts in the caller's task
  beforeAll(() => loadCockatiel());
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects a stalled call with a timeout once 10 s have passed, not before', async () => {
    const outcome = withDeadline(stalled).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(DATABASE_TIMEOUT_MS - 1);
    let settled: unknown = 'pending';
    void outcome.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect((error as DeadlineExceededError).message).toBe('Request timed out. Please try again.');
    expect(classifyError(error)).toBe('timeout');
  });

  it('hands back an answer that comes in time, and leaves no timer behind', async () => {
    const answer = withDeadline(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('doc-1'), DATABASE_TIMEOUT_MS - 500)),
    );
    await vi.advanceTimersByTimeAsync(DATABASE_TIMEOUT_MS - 500);
    await expect(answer).resolves.toBe('doc-1');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes the call's own failure through unchanged", async () => {
    const denied = Object.assign(new Error('denied'), { code: 'permission-denied' });
    await expect(withDeadline(() => Promise.reject(denied))).rejects.toBe(denied);
  });

  it('takes another deadline when asked', async () => {
    const outcome = withDeadline(stalled, 2_000).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await outcome).toMatchObject({ deadlineMs: 2_000, code: 'deadline-exceeded' });
  });

  it('a retry after the deadline sends the same document id again (the caller fixes it once per submission)', async () => {
    const sentIds: string[] = [];
    let connectionStalled = true;
    // the caller picks the id before the first try and keeps it for the retry
    const submissionId = 'report-abc';
    const write = (id: string) => () => {
      sentIds.push(id);
      return connectionStalled ? stalled() : Promise.resolve(id);
    };
    const first = withDeadline(write(submissionId)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(DATABASE_TIMEOUT_MS);
    expect(await first).toBeInstanceOf(DeadlineExceededError);
    connectionStalled = false;
    await expect(withDeadline(write(submissionId))).resolves.toBe(submissionId);
    expect(sentIds).toEqual([submissionId, submissionId]);
  });

  it('tells the call its time is up through the abort signal', async () => {
    let signal: AbortSignal | undefined;
    const outcome = withDeadline((given) => {
      signal = given;
      return stalled();
    }).catch(() => undefined);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(DATABASE_TIMEOUT_MS);
    await outcome;
    expect(signal?.aborted).toBe(true);
  });
});
