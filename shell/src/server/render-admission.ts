import { BulkheadRejectedError, bulkhead, TaskCancelledError, timeout, TimeoutStrategy } from 'cockatiel';

export interface RenderLimits {
  /** The longest a visitor waits for a rendered page, from its arrival; the plain page past it. */
  deadlineMs: number;
  /** Pages whose data is being read at the same time; the next visitor gets the plain page at once. */
  reading: number;
  /** Pages waiting for their turn to render (one renders at a time); past it, the plain page at once. */
  waitingToRender: number;
}

/** What became of one visitor's render: its page, or why the plain page is sent instead. */
export type RenderOutcome<T> =
  { outcome: 'rendered'; page: T } | { outcome: 'declined' } | { outcome: 'shed' } | { outcome: 'late' };

/**
 * Admission for the server render: every page within a deadline, reads side by side up to a bound,
 * renders one at a time behind a bounded queue. Whatever cannot be done in time or has no place is
 * declined at once (the browser renders the plain page itself), so one slow database read or a burst of
 * visitors makes pages plain, never late. cockatiel's bulkheads bound the reads and the queue; its
 * aggressive timeouts let a waiting visitor go at the deadline even while a read hangs.
 */
export function createRenderAdmission(limits: RenderLimits) {
  // the page's deadline: its signal tells the read and the render to stop; the caller waits for them
  // to let go (each wait inside gives up at the signal), so a reading place is free again when it answers
  const deadline = timeout(limits.deadlineMs, TimeoutStrategy.Cooperative);
  // a wait that gives up at the deadline's signal even if what it waits for never answers
  const untilDeadline = timeout(limits.deadlineMs, TimeoutStrategy.Aggressive);
  const reads = bulkhead(limits.reading, 0);
  const turns = bulkhead(1, limits.waitingToRender);

  /**
   * `read` starts the page's data and resolves with what `render` needs, or null to decline (a failed
   * query, an address whose values are not known); `render` makes the page in its turn. Both receive
   * the deadline's signal and must stop their work when it aborts.
   */
  return async function admit<D, T>(
    read: (signal: AbortSignal) => Promise<D | null>,
    render: (data: D, signal: AbortSignal) => Promise<T>,
    callerSignal?: AbortSignal,
  ): Promise<RenderOutcome<T>> {
    try {
      return await deadline.execute(
        ({ signal }) =>
          reads.execute(async (): Promise<RenderOutcome<T>> => {
            // the read's slot is given back at the deadline even if the read itself never answers
            const data = await untilDeadline.execute(() => read(signal), signal);
            if (data === null) return { outcome: 'declined' };
            const page = await untilDeadline.execute(() => turns.execute(() => render(data, signal), signal), signal);
            return { outcome: 'rendered', page };
          }),
        callerSignal,
      );
    } catch (error) {
      if (error instanceof BulkheadRejectedError) return { outcome: 'shed' };
      if (error instanceof TaskCancelledError) return { outcome: 'late' };
      throw error;
    }
  };
}
