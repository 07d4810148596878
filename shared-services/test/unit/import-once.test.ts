import { describe, expect, it, vi } from 'vitest';
import { importOnce } from '../../src/shared/import-once';

describe('importOnce', () => {
  it('fetches once for every caller, and again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const get = importOnce(load);
    await expect(get()).rejects.toThrow('offline');
    const [first, second] = await Promise.all([get(), get()]);
    expect([first, second, await get()]).toEqual(['module', 'module', 'module']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
