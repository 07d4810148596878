import { createRemoteConfigs, exposesFrom, pageDataExpose } from '../rspack.base';
import { remoteNamed } from '../federation.remotes.mjs';
import { accountModules, accountPages } from './src/routes';

const remote = remoteNamed('mf_account');

export default createRemoteConfigs({
  dirname: import.meta.dirname,
  federationName: remote.name,
  port: remote.port,
  kind: 'remote',
  exposes: exposesFrom(accountModules),
  // its pages start no data in the browser: only the server render loads their member loaders
  serverExposes: pageDataExpose,
  pages: accountPages,
});
