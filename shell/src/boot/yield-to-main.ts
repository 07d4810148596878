interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser run what waits (input, a frame, other tasks) before the caller goes on: startup's
 * stages become separate short tasks instead of one long one that blocks a phone's main thread (issue
 * 15: Total Blocking Time counts every task's time beyond 50 ms). `scheduler.yield()` where the browser
 * has it (the caller resumes ahead of other tasks), a zero timer elsewhere. Hand-written: two lines,
 * where a scheduling library would bring far more than it adds.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
