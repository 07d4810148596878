import { createRemoteConfigs, exposesFrom } from '../rspack.base';
import { accountModules, accountPages } from './src/routes';

export default createRemoteConfigs({
  dirname: import.meta.dirname,
  federationName: 'mf_account',
  port: 3003,
  kind: 'remote',
  exposes: exposesFrom(accountModules),
  pages: accountPages,
});
