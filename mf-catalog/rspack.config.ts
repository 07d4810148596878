import { createRemoteConfigs, exposesFrom, pageDataExpose } from '../rspack.base';
import { remoteNamed } from '../federation.remotes.mjs';
import { catalogModules, catalogPages } from './src/routes';

const remote = remoteNamed('mf_catalog');

export default createRemoteConfigs({
  dirname: import.meta.dirname,
  federationName: remote.name,
  port: remote.port,
  kind: 'remote',
  exposes: { ...exposesFrom(catalogModules), ...pageDataExpose },
  pages: catalogPages,
});
