import { createRemoteConfigs, exposesFrom } from '../rspack.base';
import { remoteNamed } from '../federation.remotes.mjs';
import { adminModules, adminPages } from './src/routes';

const remote = remoteNamed('mf_admin');

export default createRemoteConfigs({
  dirname: import.meta.dirname,
  federationName: remote.name,
  port: remote.port,
  kind: 'remote',
  exposes: exposesFrom(adminModules),
  pages: adminPages,
});
