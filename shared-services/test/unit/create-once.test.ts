import { createOnce } from '../../src/resilience/create-once';
import { DeadlineExceededError } from '../../src/resilience/deadline';
import { DATABASE_TIMEOUT_MS } from '../../src/resilience/policies';

const refused = () => Promise.reject(Object.assign(new Error('already exists'), { code: 'permission-denied' }));

describe('createOnce (a create that is safe to retry)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a refused second attempt as stored when the first attempt wrote the document', async () => {
    await expect(createOnce(refused, () => Promise.resolve(true))).resolves.toBeUndefined();
  });

  it("throws the write's own error when the document is not there", async () => {
    await expect(createOnce(refused, () => Promise.resolve(false))).rejects.toThrow('already exists');
  });

  it('fails within the deadline on a stalled connection, without a read back that would stall too', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-15T03:00:00Z') });
    const stored = vi.fn(() => new Promise<boolean>(() => undefined));
    const outcome = createOnce(() => new Promise(() => undefined), stored).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(DATABASE_TIMEOUT_MS);
    expect(await outcome).toBeInstanceOf(DeadlineExceededError);
    expect(stored).not.toHaveBeenCalled();
  });
});
