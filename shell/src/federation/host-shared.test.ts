import { createInstance } from '@module-federation/enhanced/runtime';
import * as react from 'react';
import * as sessionFrame from '@bonus-atlas/shared-services/frame';
import { describe, expect, it } from 'vitest';
import { createSharedConfig, providedPackages } from '../../../federation.shared';
import { hostModules, hostShared, packageOf } from './host-shared';

const sharedConfig = createSharedConfig();

/** How a remote built with the shared config asks the page's runtime for a module. */
function remoteAsksFor(instance: ReturnType<typeof createInstance>, request: string) {
  const requiredVersion = (sharedConfig[request] ?? sharedConfig[`${packageOf(request)}/`])?.requiredVersion;
  return instance.loadShare(request, {
    customShareInfo: { shareConfig: { singleton: true, requiredVersion: requiredVersion as string } },
  });
}

describe("the shell's shared modules", () => {
  it('provides only modules every app shares, each under its package (react/ covers react/jsx-runtime)', () => {
    for (const request of Object.keys(hostModules)) {
      expect(request in sharedConfig || `${packageOf(request)}/` in sharedConfig, request).toBe(true);
    }
  });

  it('provides every entry point that holds the page-wide state, so no remote brings a second copy', () => {
    expect(Object.keys(hostModules)).toEqual(
      expect.arrayContaining([
        'react',
        'react/jsx-runtime',
        'react-dom',
        'react-dom/client',
        '@bonus-atlas/shared-ui',
        '@bonus-atlas/shared-ui/router',
        '@bonus-atlas/shared-services/kernel',
        '@bonus-atlas/shared-services/frame',
        'firebase/firestore/lite',
      ]),
    );
  });

  it("hands a remote the shell's own module instances at a version its range accepts", async () => {
    const instance = createInstance({ name: 'shell-test', remotes: [], shared: hostShared(providedPackages()) });
    const reactFactory = await remoteAsksFor(instance, 'react');
    const frameFactory = await remoteAsksFor(instance, '@bonus-atlas/shared-services/frame');
    expect(reactFactory && (reactFactory() as typeof react).useState).toBe(react.useState);
    expect(frameFactory && (frameFactory() as typeof sessionFrame).useSessionStore).toBe(sessionFrame.useSessionStore);
  });

  it('fails loudly for a remote built against another major version instead of handing it this one', async () => {
    const instance = createInstance({ name: 'shell-test-major', remotes: [], shared: hostShared(providedPackages()) });
    const asked = instance.loadShare('react', {
      customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^18.0.0', strictVersion: true } },
    });
    await expect(asked).rejects.toThrow(/19\.3\.1 .* does not satisfy .* \^18\.0\.0/);
  });
});
