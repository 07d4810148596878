import { createRemoteConfigs, exposesFrom } from '../rspack.base';
import { promotionsModules, promotionsPages } from './src/routes';

export default createRemoteConfigs({
  dirname: import.meta.dirname,
  federationName: 'mf_promotions',
  port: 3002,
  kind: 'remote',
  exposes: exposesFrom(promotionsModules),
  pages: promotionsPages,
});
