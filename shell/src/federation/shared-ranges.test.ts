import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeSkew, sharedRangesPlugin, unsatisfiedShares } from './shared-ranges';

const SHELL = {
  react: { version: '19.3.1' },
  '@bonus-atlas/shared-ui': { version: '0.1.0' },
  '@bonus-atlas/shared-services': { version: '0.1.0' },
};

/** A remote's manifest `shared`, as the federation manifest plugin writes it. */
const built = (servicesRange: string) => [
  { name: 'react', requiredVersion: '^19.3.1' },
  { name: 'react/jsx-runtime', requiredVersion: '^19.3.1' },
  { name: '@bonus-atlas/shared-ui/router', requiredVersion: '^0.1.0' },
  { name: '@bonus-atlas/shared-services', requiredVersion: servicesRange },
];

describe('shared ranges a remote requires', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a range the shell satisfies is no skew; one it cannot is, naming both versions once per package', () => {
    expect(unsatisfiedShares(built('^0.1.0'), SHELL)).toEqual([]);
    const unsatisfied = unsatisfiedShares(built('^0.2.0'), SHELL);
    expect(unsatisfied).toEqual([{ pkg: '@bonus-atlas/shared-services', required: '^0.2.0', provided: '0.1.0' }]);
    expect(describeSkew('mf_catalog', unsatisfied)).toBe(
      'mf_catalog requires @bonus-atlas/shared-services ^0.2.0 (the shell has 0.1.0): refused as skew',
    );
    // a sub-path counts for its package; a module the shell does not share, or no range, is not checked
    expect(
      unsatisfiedShares([{ name: '@bonus-atlas/shared-ui/router', requiredVersion: '^1.0.0' }], SHELL),
    ).toHaveLength(1);
    expect(
      unsatisfiedShares(
        [
          { name: 'lodash', requiredVersion: '^9.0.0' },
          { name: 'react', requiredVersion: false },
        ],
        SHELL,
      ),
    ).toEqual([]);
  });

  it('the browser refuses to load such a remote, and the console names both versions', async () => {
    vi.stubGlobal('__PROVIDED_PACKAGES__', SHELL);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = sharedRangesPlugin().loadRemoteSnapshot as unknown as (args: unknown) => unknown;
    const args = (range: string) => ({ moduleInfo: { name: 'mf_catalog' }, manifestJson: { shared: built(range) } });
    expect(hook(args('^0.1.0'))).toEqual(args('^0.1.0'));
    expect(() => hook(args('^0.2.0'))).toThrow('@bonus-atlas/shared-services ^0.2.0 (the shell has 0.1.0)');
    expect(String(logged.mock.calls[0]?.[0])).toContain('mf_catalog requires @bonus-atlas/shared-services ^0.2.0');
    vi.unstubAllGlobals();
  });
});
