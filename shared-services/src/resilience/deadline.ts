import { ERROR_CLASS_MESSAGES } from './classify-error';
import { cockatielIfLoaded, loadCockatiel } from './load-cockatiel';
import { DATABASE_TIMEOUT_MS } from './policies';

/**
 * A database call that did not answer in time. Its code is Firestore's own `deadline-exceeded`, so
 * classifyError calls it a timeout and every caller's existing failure text applies.
 */
export class DeadlineExceededError extends Error {
  readonly code = 'deadline-exceeded';
  constructor(readonly deadlineMs: number) {
    super(ERROR_CLASS_MESSAGES.timeout);
    this.name = 'DeadlineExceededError';
  }
}

export function isDeadlineExceeded(error: unknown): error is DeadlineExceededError {
  return error instanceof DeadlineExceededError;
}

/**
 * Runs one database call under the spec's 10 s deadline (§9) and rejects with DeadlineExceededError
 * past it, so a stalled connection gives the user a failure text and the button back. The Firestore
 * Lite SDK cannot cancel a request it has sent, so a write may still land after the deadline: callers
 * must keep their writes safe to repeat (same document ids, set/update rather than add).
 */
export async function withDeadline<T>(
  operation: (signal: AbortSignal) => Promise<T>,
  deadlineMs: number = DATABASE_TIMEOUT_MS,
): Promise<T> {
  return (cockatielIfLoaded() ?? (await loadCockatiel())).runWithDeadline(operation, deadlineMs);
}
