import { createRemoteConfigs, exposesFrom, pageDataExpose } from '../rspack.base';
import { remoteNamed } from '../federation.remotes.mjs';
import { promotionsModules, promotionsPages } from './src/routes';

const remote = remoteNamed('mf_promotions');

export default createRemoteConfigs({
  dirname: import.meta.dirname,
  federationName: remote.name,
  port: remote.port,
  kind: 'remote',
  exposes: { ...exposesFrom(promotionsModules), ...pageDataExpose },
  pages: promotionsPages,
});
