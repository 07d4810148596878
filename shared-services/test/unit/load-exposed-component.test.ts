import { beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeInstance {
  options: { remotes: { name: string }[] };
  loadRemote: ReturnType<typeof vi.fn>;
}
const instances: FakeInstance[] = [];
vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: (pick?: (instance: FakeInstance) => boolean) => (pick ? instances.find(pick) : instances[0]),
}));

const { loadExposedComponent } = await import('../../src/contracts/load-exposed-component');

const instance = (remotes: string[], answer: unknown): FakeInstance => ({
  options: { remotes: remotes.map((name) => ({ name })) },
  loadRemote: vi.fn().mockResolvedValue(answer),
});

describe('loadExposedComponent', () => {
  beforeEach(() => {
    instances.length = 0;
  });

  it("loads through the federation instance that registered the component's remote", async () => {
    const module = { default: () => null };
    const remoteOwn = instance([], null);
    const shell = instance(['mf_account', 'mf_promotions'], module);
    instances.push(remoteOwn, shell);
    await expect(loadExposedComponent('mf_account/BrandEditor')).resolves.toBe(module);
    expect(shell.loadRemote).toHaveBeenCalledWith('mf_account/BrandEditor');
    expect(remoteOwn.loadRemote).not.toHaveBeenCalled();
  });

  it("rejects the shell's stand-in for a remote that is down, and a load that found nothing", async () => {
    instances.push(instance(['mf_promotions'], { default: () => null, unavailable: true }));
    await expect(loadExposedComponent('mf_promotions/PromotionDetailModal')).rejects.toThrow(
      'mf_promotions/PromotionDetailModal is unavailable',
    );
    instances.length = 0;
    instances.push(instance(['mf_promotions'], undefined));
    await expect(loadExposedComponent('mf_promotions/PromotionDetailModal')).rejects.toThrow('is unavailable');
  });

  it('rejects before the federation runtime exists', async () => {
    await expect(loadExposedComponent('mf_account/BrandEditor')).rejects.toThrow('not initialised');
  });
});
