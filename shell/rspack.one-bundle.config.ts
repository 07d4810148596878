// Issue 15's comparison build: the same shell with every remote compiled in and no Module
// Federation (`npm run build:one-bundle`, output in dist-one-bundle/). The bench serves it next to the
// federated site so the cost of federation is a measured ratio. Not deployed.
import path from 'node:path';
import { createAppConfig } from '../rspack.base';
import { shellOptions } from './rspack.config';

const oneBundle = (file: string) => path.join(import.meta.dirname, 'src/one-bundle', file);

export default createAppConfig({
  ...shellOptions,
  oneBundle: {
    outputDir: path.join(import.meta.dirname, 'dist-one-bundle'),
    replacements: [
      { request: /^@module-federation\/enhanced\/runtime$/, file: oneBundle('federation-runtime.ts') },
      { request: /[\\/]register-remotes$/, file: oneBundle('register-remotes.ts') },
      { request: /[\\/]early-fetches$/, file: oneBundle('early-fetches.ts') },
    ],
  },
});
