import { SHELL_PORT } from '../federation.remotes.mjs';
import { createAppConfig, type AppConfigOptions } from '../rspack.base';
import { dataOrigins, readFirebaseConfigFromEnv } from '../shared-services/src/firebase/config';

/** The build's Firebase config, as the browser bundle will read it (the build injects the same env). */
export function dataPreconnects(): NonNullable<AppConfigOptions['preconnect']> {
  const origins = dataOrigins(readFirebaseConfigFromEnv());
  return [{ href: origins.firestore, crossorigin: true }, { href: origins.storage }];
}

/** The shell as deployed; benchmarks/one-bundle builds the same shell without federation. */
export const shellOptions: AppConfigOptions = {
  dirname: import.meta.dirname,
  federationName: 'shell',
  port: SHELL_PORT,
  kind: 'host',
  title: 'Bonus Atlas',
  preconnect: dataPreconnects(),
  // no build-time remotes: they come from /remotes.json at run time (src/federation/)
};

export default createAppConfig(shellOptions);
