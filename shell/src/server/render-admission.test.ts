import { describe, expect, it } from 'vitest';
import { createRenderAdmission } from './render-admission';

const never = () => new Promise<never>(() => undefined);
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('server render admission', () => {
  it('renders what is read in time', async () => {
    const admit = createRenderAdmission({ deadlineMs: 500, reading: 2, waitingToRender: 2 });
    const result = await admit(
      async () => 'data',
      async (data) => `<p>${data}</p>`,
    );
    expect(result).toEqual({ outcome: 'rendered', page: '<p>data</p>' });
  });

  it('answers at the deadline when a read hangs, and frees its place for the next visitor', async () => {
    const admit = createRenderAdmission({ deadlineMs: 200, reading: 1, waitingToRender: 1 });
    const started = Date.now();
    let aborted = false;
    const hung = await admit(
      (signal) => {
        signal.addEventListener('abort', () => (aborted = true));
        return never();
      },
      async () => 'page',
    );
    expect(hung).toEqual({ outcome: 'late' });
    expect(Date.now() - started).toBeLessThan(600);
    expect(aborted).toBe(true);
    // the one reading place was given back although the read never answered
    expect(
      await admit(
        async () => 'data',
        async () => 'page',
      ),
    ).toEqual({ outcome: 'rendered', page: 'page' });
  });

  it('sends the plain page at once when every reading place is taken', async () => {
    const admit = createRenderAdmission({ deadlineMs: 1000, reading: 2, waitingToRender: 4 });
    const slow = [
      admit(
        () => later(300, 'a'),
        async (d) => d,
      ),
      admit(
        () => later(300, 'b'),
        async (d) => d,
      ),
    ];
    const started = Date.now();
    expect(
      await admit(
        async () => 'c',
        async (d) => d,
      ),
    ).toEqual({ outcome: 'shed' });
    expect(Date.now() - started).toBeLessThan(100);
    expect(await Promise.all(slow)).toEqual([
      { outcome: 'rendered', page: 'a' },
      { outcome: 'rendered', page: 'b' },
    ]);
  });

  it('renders one page at a time behind a bounded queue, each waiting visitor within the deadline', async () => {
    const admit = createRenderAdmission({ deadlineMs: 250, reading: 10, waitingToRender: 2 });
    let rendering = 0;
    let mostAtOnce = 0;
    const render = async (data: string) => {
      rendering += 1;
      mostAtOnce = Math.max(mostAtOnce, rendering);
      await later(100, undefined);
      rendering -= 1;
      return data;
    };
    const started = Date.now();
    const results = await Promise.all(['1', '2', '3', '4', '5'].map((page) => admit(async () => page, render)));
    // one renders, two wait, the other two get the plain page at once; the second waiter's turn comes
    // after the deadline, so it gets the plain page then, not later
    expect(mostAtOnce).toBe(1);
    expect(results.map((result) => result.outcome)).toEqual(['rendered', 'rendered', 'late', 'shed', 'shed']);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('declines when the read says so, and lets a render error through to its caller', async () => {
    const admit = createRenderAdmission({ deadlineMs: 500, reading: 2, waitingToRender: 2 });
    expect(
      await admit(
        async () => null,
        async () => 'page',
      ),
    ).toEqual({ outcome: 'declined' });
    await expect(
      admit(
        async () => 'data',
        async () => {
          throw new Error('render failed');
        },
      ),
    ).rejects.toThrow('render failed');
  });
});
