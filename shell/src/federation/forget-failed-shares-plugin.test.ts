import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it, vi } from 'vitest';
import { forgetFailedSharesPlugin } from './forget-failed-shares-plugin';

type InitContainerArgs = Parameters<
  ReturnType<typeof createInstance>['hooks']['lifecycle']['initContainer']['emit']
>[0];

describe('forgetFailedSharesPlugin', () => {
  it("downloads a remote's own share again after a failed download the remote asked for itself", async () => {
    const host = createInstance({
      name: 'forget-host',
      remotes: [],
      shared: {},
      plugins: [forgetFailedSharesPlugin()],
    });
    const remote = createInstance({ name: 'forget-remote', remotes: [], shared: {} });
    const scope = {};
    host.initShareScopeMap('default', scope);
    remote.initShareScopeMap('default', scope);
    const module = { markup: true };
    const get = vi
      .fn<() => Promise<() => unknown>>()
      .mockRejectedValueOnce(new Error('Loading css chunk 361 failed.'))
      .mockResolvedValue(() => module);
    // the remote's container puts the share it provides in the page's scope, then the host sees it
    remote.initOptions({
      name: remote.name,
      remotes: [],
      shared: {
        'shared-ui/markup': { version: '0.1.0', get, shareConfig: { singleton: true, requiredVersion: '^0.1.0' } },
      },
    });
    await host.hooks.lifecycle.initContainer.emit({ origin: host } as unknown as InitContainerArgs);

    await expect(remote.loadShare('shared-ui/markup')).rejects.toThrow('Loading css chunk 361 failed.');
    const factory = await remote.loadShare<typeof module>('shared-ui/markup');
    expect(factory && factory()).toBe(module);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('without the plugin the runtime hands the failed download to every later caller (why the plugin exists)', async () => {
    const remote = createInstance({ name: 'plain-remote', remotes: [], shared: {} });
    remote.initShareScopeMap('default', {});
    const get = vi
      .fn<() => Promise<() => unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => ({}));
    remote.initOptions({
      name: remote.name,
      remotes: [],
      shared: {
        'shared-ui/markup': { version: '0.1.0', get, shareConfig: { singleton: true, requiredVersion: '^0.1.0' } },
      },
    });
    await expect(remote.loadShare('shared-ui/markup')).rejects.toThrow('offline');
    await expect(remote.loadShare('shared-ui/markup')).rejects.toThrow('offline');
    expect(get).toHaveBeenCalledTimes(1);
  });
});
