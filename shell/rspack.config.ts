import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dirname: import.meta.dirname,
  federationName: 'shell',
  port: 3000,
  kind: 'host',
  title: 'Bonus Atlas',
  // no build-time remotes: they come from /remotes.json at run time (src/federation/)
});
