import { CircuitState } from 'cockatiel';
import { SpecBreaker } from '../../src/resilience/circuit-breaker';
import {
  brandLoadMessage,
  classifyError,
  ERROR_CLASS_MESSAGES,
  reportError,
  userMessageFor,
} from '../../src/resilience/classify-error';
import { clearErrorLog, getErrorLog, recordError } from '../../src/resilience/error-log';
import { createResiliencePolicy, DATABASE_POLICY, retryDelay } from '../../src/resilience/policies';

const firebaseError = (code: string, message = code) => Object.assign(new Error(message), { code, name: 'FirebaseError' });

describe('error classification (spec §8)', () => {
  it.each([
    [firebaseError('unavailable'), 'network'],
    [new TypeError('fetch failed'), 'network'],
    [firebaseError('permission-denied'), 'permission'],
    [firebaseError('storage/unauthorized'), 'permission'],
    [firebaseError('resource-exhausted'), 'quota'],
    [firebaseError('failed-precondition'), 'configuration'],
    [firebaseError('deadline-exceeded'), 'timeout'],
    [new Error('Firebase request timeout'), 'timeout'],
    [Object.assign(new Error('full'), { name: 'QuotaExceededError' }), 'storage-quota'],
    [new SyntaxError('Unexpected token'), 'data-format'],
    [new Error('boom'), 'unknown'],
  ])('%s → %s', (error, expected) => {
    expect(classifyError(error)).toBe(expected);
  });

  it('gives each class its user message', () => {
    expect(userMessageFor(firebaseError('permission-denied'))).toBe('Access denied. Please contact support.');
    expect(ERROR_CLASS_MESSAGES.unknown).toBe('An unexpected error occurred.');
  });

  it('maps brand-load failures to the spec texts', () => {
    expect(brandLoadMessage(firebaseError('permission-denied'))).toBe('Permission denied - check Firebase security rules');
    expect(brandLoadMessage(firebaseError('unavailable'))).toBe('Firebase service unavailable - check connection');
    expect(brandLoadMessage(firebaseError('failed-precondition'))).toBe('Database index missing - check Firestore indexes');
    expect(brandLoadMessage(new Error('Firebase request timeout'))).toBe(
      'Request timed out. Please check your internet connection and try again.',
    );
    expect(brandLoadMessage(new Error('boom'))).toBe('Failed to load brands');
  });
});

describe('error log', () => {
  beforeEach(clearErrorLog);

  it('keeps the newest 100 entries', () => {
    for (let index = 0; index < 130; index += 1) {
      recordError({ at: new Date(), errorClass: 'unknown', message: `error ${index}`, context: 'test' });
    }
    const log = getErrorLog();
    expect(log).toHaveLength(100);
    expect(log[0]?.message).toBe('error 30');
    expect(log.at(-1)?.message).toBe('error 129');
  });

  it('records classified errors', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(reportError(firebaseError('permission-denied'), 'Failed to load brands')).toBe('permission');
    expect(getErrorLog()[0]).toMatchObject({ errorClass: 'permission', context: 'Failed to load brands' });
    consoleError.mockRestore();
  });
});

describe('retry delays (spec §9)', () => {
  it('grows from 1 s by factor 2, capped at 10 s, plus jitter up to 1 s', () => {
    const noJitter = { ...DATABASE_POLICY, random: () => 0 };
    expect([0, 1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, noJitter))).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
    expect(retryDelay(5, { ...DATABASE_POLICY, random: () => 0.999 })).toBeCloseTo(10999);
  });
});

describe('circuit breaker rule', () => {
  it('opens on the 3rd consecutive failure; a success resets the count', () => {
    const breaker = new SpecBreaker();
    expect(breaker.failure(CircuitState.Closed)).toBe(false);
    expect(breaker.failure(CircuitState.Closed)).toBe(false);
    breaker.success(CircuitState.Closed);
    expect(breaker.failure(CircuitState.Closed)).toBe(false);
    expect(breaker.failure(CircuitState.Closed)).toBe(false);
    expect(breaker.failure(CircuitState.Closed)).toBe(true);
  });

  it('needs 3 successes after half-open; a failure on probation reopens at once', () => {
    const breaker = new SpecBreaker();
    breaker.success(CircuitState.HalfOpen);
    expect(breaker.onProbation).toBe(true);
    breaker.success(CircuitState.Closed);
    expect(breaker.failure(CircuitState.Closed)).toBe(true);
    breaker.success(CircuitState.HalfOpen);
    breaker.success(CircuitState.Closed);
    breaker.success(CircuitState.Closed);
    expect(breaker.onProbation).toBe(false);
  });
});

describe('resilience policy', () => {
  const fast = { baseDelayMs: 1, maxDelayMs: 1, maxJitterMs: 0, halfOpenAfterMs: 30_000 };

  it('retries transient failures twice (3 attempts) and succeeds', async () => {
    const policy = createResiliencePolicy(fast);
    let calls = 0;
    const result = await policy.execute(async () => {
      calls += 1;
      if (calls < 3) throw Object.assign(new Error('offline'), { code: 'unavailable' });
      return 'brands';
    });
    expect(result).toBe('brands');
    expect(calls).toBe(3);
  });

  it('does not retry permission errors', async () => {
    const policy = createResiliencePolicy(fast);
    let calls = 0;
    await expect(
      policy.execute(async () => {
        calls += 1;
        throw Object.assign(new Error('denied'), { code: 'permission-denied' });
      }),
    ).rejects.toThrow('denied');
    expect(calls).toBe(1);
  });

  it('times out with "Firebase request timeout"', async () => {
    const policy = createResiliencePolicy({ ...fast, retries: 0, timeoutMs: 20 });
    await expect(policy.execute(() => new Promise<never>(() => undefined))).rejects.toThrow('Firebase request timeout');
  });

  it('caps the whole call, retries included, with the overall timeout', async () => {
    const policy = createResiliencePolicy({ ...fast, baseDelayMs: 5_000, maxDelayMs: 5_000, timeoutMs: 1000, overallTimeoutMs: 60 });
    let calls = 0;
    await expect(
      policy.execute(async () => {
        calls += 1;
        throw Object.assign(new Error('offline'), { code: 'unavailable' });
      }),
    ).rejects.toThrow('Firebase request timeout');
    expect(calls).toBe(1); // the retry would start after the 60 ms budget is spent
  });

  it('fails fast with "Circuit breaker is OPEN" after 3 failures', async () => {
    const policy = createResiliencePolicy({ ...fast, retries: 0 });
    const failing = () => Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' }));
    for (let index = 0; index < 3; index += 1) await expect(policy.execute(failing)).rejects.toThrow('offline');
    expect(policy.state).toBe('OPEN');
    let called = false;
    await expect(
      policy.execute(async () => {
        called = true;
        return 1;
      }),
    ).rejects.toThrow('Circuit breaker is OPEN');
    expect(called).toBe(false);
  });
});
