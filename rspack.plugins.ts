// The Rspack plugins of rspack.base.ts's configs: files the builds emit beside the bundles (robots.txt,
// remotes.json, a remote's pages.json, the frame's stylesheet list) and the federation runtime's ESM
// entries. Each is build config no library provides.
import { createRequire } from 'node:module';
import type { Compiler } from '@rspack/core';
import { PAGE_LIST_FILE, pageListOf, type DeclaredPage, type MenuIconDrawing, type PageList } from './federation.pages';
import { remotesJson } from './scripts/remotes-map.mjs';

/**
 * Emits /robots.txt: everything may be crawled but the signed-in sections, and the sitemap is named on
 * the site's origin (BONUS_ATLAS_SITE_ORIGIN, as the pages' canonical URLs). A file, so production
 * hosting serves it before any rewrite to a function.
 */
export class RobotsTxtPlugin {
  apply(compiler: Compiler): void {
    const origin = (process.env.BONUS_ATLAS_SITE_ORIGIN || 'http://localhost:3000').replace(/\/+$/, '');
    const text = [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /migration',
      'Disallow: /profile',
      'Disallow: /transactions',
      'Disallow: /mybrands',
      'Disallow: /create-brand',
      'Disallow: /edit-brand/',
      'Disallow: /id/admin',
      'Disallow: /id/migration',
      'Disallow: /id/profile',
      'Disallow: /id/transactions',
      'Disallow: /id/mybrands',
      'Disallow: /id/create-brand',
      'Disallow: /id/edit-brand/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    compiler.hooks.thisCompilation.tap('RobotsTxtPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RobotsTxtPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('robots.txt', new compiler.rspack.sources.RawSource(text)),
      );
    });
  }
}

/** Emits /remotes.json next to the shell's index.html (scripts/write-remotes-json.mjs rewrites it per deploy). */
export class RemotesJsonPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesJsonPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('remotes.json', new compiler.rspack.sources.RawSource(remotesJson()));
        },
      );
    });
  }
}

/**
 * Emits a remote's pages.json (federation.pages.ts): its pages' paths, access, server render, head, boot
 * data and menu entry, with the build's id, for the shell's router and render server to read at run time.
 */
/** A lucide icon's drawing by its name (`gift`, `building-2`); a name lucide does not have fails the build. */
export async function menuIconDrawing(name: string): Promise<MenuIconDrawing> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) throw new Error(`Menu icon "${name}" is not a lucide icon name`);
  const module = (await import(`lucide-react/icons/${name}`).catch(() => null)) as {
    __iconData?: { node: MenuIconDrawing['node'] };
  } | null;
  if (!module?.__iconData) throw new Error(`Menu icon "${name}" is not a lucide icon by its own name (lucide.dev/icons; not an alias)`);
  // lucide's `key` attributes are React list keys, not part of the drawing
  const node = module.__iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes] as const);
  return { name, node };
}

/** A page list whose menu icons, named by the remote, carry their drawings. */
export async function withIconDrawings(list: PageList): Promise<PageList> {
  const pages = await Promise.all(
    list.pages.map(async (page) =>
      page.menu ? { ...page, menu: { ...page.menu, drawing: await menuIconDrawing(page.menu.icon) } } : page,
    ),
  );
  return { ...list, pages };
}

export class PageListPlugin {
  readonly remote: string;
  readonly pages: readonly DeclaredPage[];

  constructor(remote: string, pages: readonly DeclaredPage[]) {
    this.remote = remote;
    this.pages = pages;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageListPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const list = await withIconDrawings(pageListOf(this.remote, process.env.MF_BUILD_VERSION ?? 'dev', this.pages));
          compilation.emitAsset(PAGE_LIST_FILE, new compiler.rspack.sources.RawSource(JSON.stringify(list)));
        },
      );
    });
  }
}

/**
 * Emits /frame-css.json: the stylesheets of the shell's frame (the `bootstrap` chunk group), which the
 * server render copies into its HTML so the frame is styled before any script runs.
 */
export class FrameStylesheetsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FrameStylesheetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FrameStylesheetsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const group = compilation.namedChunkGroups.get('bootstrap');
          const css = (group?.getFiles() ?? []).filter((file) => file.endsWith('.css')).map((file) => `/${file}`);
          compilation.emitAsset('frame-css.json', new compiler.rspack.sources.RawSource(JSON.stringify(css)));
        },
      );
    });
  }
}

/**
 * The federation runtime packages ship CommonJS and ESM builds; the plugins import the CommonJS ones by
 * absolute path, which cannot be tree-shaken (the sdk's Node.js script loader and manifest-to-snapshot
 * code then ride along in every remoteEntry.js). Pointing those entries at the ESM builds lets the
 * bundler drop what a browser page never calls. Registered after ModuleFederationPlugin,
 * whose own `@module-federation/runtime$` alias it replaces. No library does this: it is build config.
 */
export class FederationRuntimeAsEsmPlugin {
  apply(compiler: Compiler): void {
    const require = createRequire(import.meta.url);
    const packages = [
      'runtime',
      'runtime-core',
      'runtime-tools',
      'webpack-bundler-runtime',
      'sdk',
      'inject-external-runtime-core-plugin',
    ];
    const alias: Record<string, string> = {};
    for (const name of packages) {
      const cjs = require.resolve(`@module-federation/${name}`);
      const esm = cjs.replace(/\.cjs$/, '.js');
      alias[`${cjs}$`] = esm;
      if (name === 'runtime') alias['@module-federation/runtime$'] = esm;
    }
    compiler.hooks.afterPlugins.tap('FederationRuntimeAsEsmPlugin', () => {
      compiler.options.resolve.alias = { ...compiler.options.resolve.alias, ...alias };
    });
  }
}
