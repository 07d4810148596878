import { classifyError } from './classify-error';
import { CircuitOpenError } from './circuit-open-error';
import { loadCockatiel } from './load-cockatiel';

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

/** Errors worth retrying: transient ones, not permission/config/data problems nor an open circuit. */
export function isTransient(error: unknown): boolean {
  // cockatiel's own open-circuit error, marked as its isBrokenCircuitError checks (cockatiel loads on first use)
  if (error instanceof CircuitOpenError || (error instanceof Error && 'isBrokenCircuitError' in error)) return false;
  const errorClass = classifyError(error);
  return errorClass === 'network' || errorClass === 'timeout' || errorClass === 'quota' || errorClass === 'unknown';
}

export type BreakerState = 'CLOSED' | 'OPEN' | 'HALF_OPEN';

export interface ResiliencePolicy {
  execute<T>(operation: (signal: AbortSignal) => Promise<T>): Promise<T>;
  readonly state: BreakerState;
}

/**
 * cockatiel retry → circuit breaker → timeout, with the spec's numbers and messages
 * (resilience/cockatiel-policy.ts). cockatiel loads with the first call, so a page that makes none (a
 * server-rendered page's takeover) does without it; until then the circuit is closed.
 */
export function createResiliencePolicy(overrides: Partial<ResilienceOptions> = {}): ResiliencePolicy {
  const options = { ...DATABASE_POLICY, ...overrides };
  let built: ResiliencePolicy | undefined;
  let building: Promise<ResiliencePolicy> | undefined;
  const policy = (): Promise<ResiliencePolicy> => {
    building ??= loadCockatiel().then(
      ({ cockatielPolicy }) => (built = cockatielPolicy(options)),
      (error: unknown) => {
        building = undefined;
        throw error;
      },
    );
    return building;
  };
  return {
    async execute<T>(operation: (signal: AbortSignal) => Promise<T>): Promise<T> {
      return (await policy()).execute(operation);
    },
    get state(): BreakerState {
      return built?.state ?? 'CLOSED';
    },
  };
}
