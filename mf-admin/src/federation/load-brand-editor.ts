import { getInstance } from '@module-federation/enhanced/runtime';
import type { ExposedModule } from '@bonus-atlas/shared-services';

type BrandEditorModule = ExposedModule<'mf_account/BrandEditor'>;

/**
 * Loads mf_account's BrandEditor (spec: /admin/brand/edit/:id is the same screen as /edit-brand/:id).
 * The host (shell) registered every remote from /remotes.json, so its federation instance is used;
 * this remote keeps no remote list of its own.
 */
export async function loadBrandEditor(): Promise<BrandEditorModule> {
  const host =
    getInstance((instance) => instance.options.remotes.some((remote) => remote.name === 'mf_account')) ?? getInstance();
  if (!host) throw new Error('Module Federation runtime is not initialised');
  const module = await host.loadRemote<BrandEditorModule>('mf_account/BrandEditor');
  if (!module) throw new Error('mf_account/BrandEditor is unavailable');
  return module;
}
