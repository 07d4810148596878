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
import { BRAND_LOAD_MESSAGES } from './classify-error';
import { CircuitOpenError, SpecBreaker } from './circuit-breaker';
import { DeadlineExceededError } from './deadline';
import { isTransient, retryDelay, type BreakerState, type ResilienceOptions, type ResiliencePolicy } from './policies';

// Everything built with cockatiel, loaded with the first resilient call (./load-cockatiel.ts).

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

/** The policy behind createResiliencePolicy (./policies.ts). */
export function cockatielPolicy(options: ResilienceOptions): ResiliencePolicy {
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

/** One call under a deadline (withDeadline, ./deadline.ts): DeadlineExceededError past it. */
export async function runWithDeadline<T>(
  operation: (signal: AbortSignal) => Promise<T>,
  deadlineMs: number,
): Promise<T> {
  try {
    return await timeout(deadlineMs, TimeoutStrategy.Aggressive).execute(({ signal }) => operation(signal));
  } catch (error) {
    if (error instanceof TaskCancelledError) throw new DeadlineExceededError(deadlineMs);
    throw error;
  }
}
