import { createRemoteConfigs, exposesFrom } from '../rspack.base';
import { catalogModules, catalogPages } from './src/routes';

export default createRemoteConfigs({
  dirname: import.meta.dirname,
  federationName: 'mf_catalog',
  port: 3001,
  kind: 'remote',
  exposes: exposesFrom(catalogModules),
  pages: catalogPages,
});
