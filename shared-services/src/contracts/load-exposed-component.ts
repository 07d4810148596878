import { getInstance } from '@module-federation/enhanced/runtime';
import type { ExposedComponents, ExposedModule } from './exposed-components';

/**
 * Loads a component another remote exposes, typed by its contract, through the shell's federation
 * instance (the shell registered every remote from /remotes.json; a remote keeps no remote list of its
 * own). Rejects when the load fails or the shell's fallback plugin answers for a remote that is down, so
 * the caller's retry boundary shows its own fallback and can try again.
 */
export async function loadExposedComponent<Id extends keyof ExposedComponents>(id: Id): Promise<ExposedModule<Id>> {
  const remote = id.slice(0, id.indexOf('/'));
  const host =
    getInstance((instance) => instance.options.remotes.some((entry) => entry.name === remote)) ?? getInstance();
  if (!host) throw new Error('Module Federation runtime is not initialised');
  const module = await host.loadRemote<ExposedModule<Id> & { unavailable?: true }>(id);
  if (!module || module.unavailable) throw new Error(`${id} is unavailable`);
  return module;
}
