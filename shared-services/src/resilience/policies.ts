import {
  BrokenCircuitError,
  CircuitState,
  circuitBreaker,
  handleAll,
  handleWhen,
  retry,
  TaskCancelledError,
  timeout,
  TimeoutStrategy,
  wrap,
  type IBackoff,
  type IBackoffFactory,
} from 'cockatiel';
import { BRAND_LOAD_MESSAGES, classifyError } from './classify-error';
import { CircuitOpenError, SpecBreaker } from './circuit-breaker';

export interface ResilienceOptions {
  /** spec §9: 10 s per database request. */
  timeoutMs: number;
  /** spec §9: up to 2 retries, base 1 s, factor 2, max 10 s, plus jitter up to 1 s. */
  retries: number;
  baseDelayMs: number;
  factor: number;
  maxDelayMs: number;
  maxJitterMs: number;
  /** spec §4: open after 3 failures, half-open after 30 s, closed after 3 successes. */
  failureThreshold: number;
  halfOpenAfterMs: number;
  successesToClose: number;
  /** optional cap on the whole call including retries (spec §9: 15 s overall on home) */
  overallTimeoutMs: number | null;
  random: () => number;
}

// spec §9: the database gets 10 s per request (reads and writes), home gets 15 s overall
export const DATABASE_TIMEOUT_MS = 10_000;
export const HOME_TIMEOUT_MS = 15_000;

export const DATABASE_POLICY: ResilienceOptions = {
  timeoutMs: DATABASE_TIMEOUT_MS,
  retries: 2,
  baseDelayMs: 1_000,
  factor: 2,
  maxDelayMs: 10_000,
  maxJitterMs: 1_000,
  failureThreshold: 3,
  halfOpenAfterMs: 30_000,
  successesToClose: 3,
  overallTimeoutMs: null,
  random: Math.random,
};

/** delay(n) = min(base · factor^n, max) + random jitter ≤ maxJitter. */
export function retryDelay(attempt: number, options: ResilienceOptions): number {
  const exponential = Math.min(options.baseDelayMs * options.factor ** attempt, options.maxDelayMs);
  return exponential + options.random() * options.maxJitterMs;
}

class SpecBackoff implements IBackoff<unknown> {
  constructor(
    private readonly options: ResilienceOptions,
    private readonly attempt = 0,
  ) {}
  get duration(): number {
    return retryDelay(this.attempt, this.options);
  }
  next(): IBackoff<unknown> {
    return new SpecBackoff(this.options, this.attempt + 1);
  }
}

class SpecBackoffFactory implements IBackoffFactory<unknown> {
  constructor(private readonly options: ResilienceOptions) {}
  next(): IBackoff<unknown> {
    return new SpecBackoff(this.options);
  }
}

/** Errors worth retrying: transient ones, not permission/config/data problems nor an open circuit. */
export function isTransient(error: unknown): boolean {
  if (error instanceof BrokenCircuitError || error instanceof CircuitOpenError) return false;
  const errorClass = classifyError(error);
  return errorClass === 'network' || errorClass === 'timeout' || errorClass === 'quota' || errorClass === 'unknown';
}

export type BreakerState = 'CLOSED' | 'OPEN' | 'HALF_OPEN';

export interface ResiliencePolicy {
  execute<T>(operation: (signal: AbortSignal) => Promise<T>): Promise<T>;
  readonly state: BreakerState;
}

/** cockatiel retry → circuit breaker → timeout, with the spec's numbers and messages. */
export function createResiliencePolicy(overrides: Partial<ResilienceOptions> = {}): ResiliencePolicy {
  const options = { ...DATABASE_POLICY, ...overrides };
  const breakerRule = new SpecBreaker(options.failureThreshold, options.successesToClose);
  const breaker = circuitBreaker(handleAll, {
    halfOpenAfter: options.halfOpenAfterMs,
    breaker: breakerRule,
  });
  const retryPolicy = retry(handleWhen(isTransient), {
    maxAttempts: options.retries,
    backoff: new SpecBackoffFactory(options),
  });
  const timeoutPolicy = timeout(options.timeoutMs, TimeoutStrategy.Aggressive);
  const policy =
    options.overallTimeoutMs === null
      ? wrap(retryPolicy, breaker, timeoutPolicy)
      : wrap(timeout(options.overallTimeoutMs, TimeoutStrategy.Aggressive), retryPolicy, breaker, timeoutPolicy);
  let openedAt = 0;
  breaker.onBreak(() => {
    openedAt = Date.now();
  });

  return {
    async execute<T>(operation: (signal: AbortSignal) => Promise<T>): Promise<T> {
      try {
        return await policy.execute(({ signal }) => operation(signal));
      } catch (error) {
        if (error instanceof BrokenCircuitError) throw new CircuitOpenError();
        if (error instanceof TaskCancelledError) throw new Error(BRAND_LOAD_MESSAGES.requestTimeout);
        throw error;
      }
    },
    get state(): BreakerState {
      if (breaker.state === CircuitState.Open) {
        // cockatiel stays "Open" until the next call; past the wait it is half-open in spec terms
        return Date.now() - openedAt >= options.halfOpenAfterMs ? 'HALF_OPEN' : 'OPEN';
      }
      if (breaker.state === CircuitState.Isolated) return 'OPEN';
      if (breaker.state === CircuitState.HalfOpen || breakerRule.onProbation) return 'HALF_OPEN';
      return 'CLOSED';
    },
  };
}
