// The comparison build (benchmarks): the same shell with every remote compiled in and no Module
// Federation (`npm run build:one-bundle -w @bonus-atlas/benchmarks`, output in benchmarks/one-bundle/dist/). The bench serves it next to the
// federated site so the cost of federation is a measured ratio. Not deployed.
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { accountModules } from '../../mf-account/src/routes';
import { adminModules } from '../../mf-admin/src/routes';
import { catalogModules } from '../../mf-catalog/src/routes';
import { promotionsModules } from '../../mf-promotions/src/routes';
import { createAppConfig } from '../../rspack.base';
import { shellOptions } from '../../shell/rspack.config';

const oneBundle = (file: string) => path.join(import.meta.dirname, 'src', file);

const remoteModules: Record<string, ReadonlyArray<{ expose: string; file: string }>> = {
  mf_account: accountModules,
  mf_admin: adminModules,
  mf_catalog: catalogModules,
  mf_promotions: promotionsModules,
};

/**
 * Emits page-css.json: each remote page's stylesheets in this build (`{ "mf_catalog/HomePage":
 * ["/css/…"] }`), which the bench's server render of this build links, as the federated site's
 * links the remotes' manifests. A page is the lazy chunk group that src/federation-runtime.ts
 * asks for with the page's file (origin request `./pages/HomePage` in mf-catalog/src). Build config,
 * which no plugin provides.
 */
class PageStylesheetsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageStylesheetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageStylesheetsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages: Record<string, string[]> = {};
          for (const group of compilation.chunkGroups) {
            const css = group.getFiles().filter((file) => file.endsWith('.css'));
            for (const origin of group.origins) {
              const folder = origin.module?.context ?? '';
              for (const [remote, modules] of Object.entries(remoteModules)) {
                if (folder !== path.resolve(import.meta.dirname, '../..', remote.replace('_', '-'), 'src')) continue;
                const page = modules.find(({ file }) => file.replace(/\.tsx$/, '') === origin.request);
                if (page) pages[`${remote}/${page.expose.replace(/^\.\//, '')}`] = css.map((file) => `/${file}`);
              }
            }
          }
          compilation.emitAsset('page-css.json', new compiler.rspack.sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
  }
}

const config = createAppConfig({
  ...shellOptions,
  oneBundle: {
    outputDir: path.join(import.meta.dirname, 'dist'),
    replacements: [
      { request: /^@module-federation\/enhanced\/runtime$/, file: oneBundle('federation-runtime.ts') },
      { request: /[\\/]register-remotes$/, file: oneBundle('register-remotes.ts') },
      { request: /[\\/]early-fetches$/, file: oneBundle('early-fetches.ts') },
    ],
  },
});

export default { ...config, plugins: [...(config.plugins ?? []), new PageStylesheetsPlugin()] };
