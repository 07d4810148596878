import { createRemoteConfigs, exposesFrom } from '../rspack.base';
import { adminModules, adminPages } from './src/routes';

export default createRemoteConfigs({
  dirname: import.meta.dirname,
  federationName: 'mf_admin',
  port: 3004,
  kind: 'remote',
  exposes: exposesFrom(adminModules),
  pages: adminPages,
});
