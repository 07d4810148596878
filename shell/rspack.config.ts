import { SHELL_PORT } from '../federation.remotes.mjs';
import { createAppConfig, type AppConfigOptions } from '../rspack.base';

/** The shell as deployed; benchmarks/one-bundle builds the same shell without federation. */
export const shellOptions: AppConfigOptions = {
  dirname: import.meta.dirname,
  federationName: 'shell',
  port: SHELL_PORT,
  kind: 'host',
  title: 'Bonus Atlas',
  // no build-time remotes: they come from /remotes.json at run time (src/federation/)
};

export default createAppConfig(shellOptions);
