import { afterEach } from 'vitest';
import { sharedRead, shareServerReads } from '../../src/cache/server-reads';
import { createSharedReads, SharedReadsBusyError } from '../../src/server/shared-reads';

/** A read the test answers by hand, counting how often the database was asked. */
function manualRead<T>() {
  let calls = 0;
  let answer: (value: T) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = () => {
    calls += 1;
    return new Promise<T>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  };
  return { load, calls: () => calls, answer: (value: T) => answer(value), fail: (error: Error) => fail(error) };
}

describe("the render server's shared reads", () => {
  let clock = 0;
  const now = () => clock;
  afterEach(() => {
    shareServerReads(null);
    clock = 0;
  });

  it('makes identical reads in flight one request, and keeps the answer for its time, found or not', async () => {
    const reads = createSharedReads({ maxEntries: 10, maxInFlight: 10, now });
    const claim = manualRead<{ brandId: string } | null>();
    const waiting = Array.from({ length: 5 }, () => reads.read('brand_slugs/made-up', 10_000, claim.load));
    expect(claim.calls()).toBe(1);
    claim.answer(null);
    expect(await Promise.all(waiting)).toEqual([null, null, null, null, null]);
    // the not-found answer stands for its time: no request
    clock = 9_999;
    expect(await reads.read('brand_slugs/made-up', 10_000, claim.load)).toBeNull();
    expect(claim.calls()).toBe(1);
    // and is asked again once it has passed
    clock = 10_000;
    const again = reads.read('brand_slugs/made-up', 10_000, claim.load);
    claim.answer({ brandId: 'b1' });
    expect(await again).toEqual({ brandId: 'b1' });
    expect(claim.calls()).toBe(2);
  });

  it('keeps no failure: the next read asks again', async () => {
    const reads = createSharedReads({ maxEntries: 10, maxInFlight: 10, now });
    const list = manualRead<string[]>();
    const first = reads.read('brands', 2000, list.load);
    list.fail(new Error('unavailable'));
    await expect(first).rejects.toThrow('unavailable');
    const second = reads.read('brands', 2000, list.load);
    list.answer(['a']);
    expect(await second).toEqual(['a']);
    expect(list.calls()).toBe(2);
  });

  it('holds at most maxEntries answers, dropping the oldest', async () => {
    const reads = createSharedReads({ maxEntries: 3, maxInFlight: 10, now });
    for (const key of ['a', 'b', 'c', 'd']) await reads.read(key, 60_000, async () => key);
    expect(reads.size()).toBe(3);
    let asked = 0;
    expect(await reads.read('a', 60_000, async () => `a${(asked += 1)}`)).toBe('a1');
    expect(await reads.read('d', 60_000, async () => `d${(asked += 1)}`)).toBe('d');
    expect(asked).toBe(1);
  });

  it('refuses a new distinct read past maxInFlight at once, and still joins the ones in flight', async () => {
    const reads = createSharedReads({ maxEntries: 100, maxInFlight: 2, now });
    const hanging = [manualRead<string>(), manualRead<string>()];
    const first = reads.read('brand_slugs/x1', 10_000, hanging[0]!.load);
    void reads.read('brand_slugs/x2', 10_000, hanging[1]!.load);
    await expect(reads.read('brand_slugs/x3', 10_000, async () => 'x3')).rejects.toBeInstanceOf(SharedReadsBusyError);
    const joined = reads.read('brand_slugs/x1', 10_000, async () => 'never asked');
    expect(reads.inFlight()).toBe(2);
    hanging[0]!.answer('x1');
    expect(await Promise.all([first, joined])).toEqual(['x1', 'x1']);
    // room again
    expect(await reads.read('brand_slugs/x3', 10_000, async () => 'x3')).toBe('x3');
  });

  it('shares nothing until a server installs a store (a browser reads each time)', async () => {
    let asked = 0;
    const load = async () => (asked += 1);
    await sharedRead('brands', 2000, load);
    await sharedRead('brands', 2000, load);
    expect(asked).toBe(2);
    shareServerReads(createSharedReads({ maxEntries: 10, maxInFlight: 10 }));
    await sharedRead('brands', 2000, load);
    await sharedRead('brands', 2000, load);
    expect(asked).toBe(3);
  });
});
