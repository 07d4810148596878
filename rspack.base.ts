// The one Rspack config factory used by the shell and every remote. An app's rspack.config.ts
// only names itself, its port and what it exposes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { createSharedConfig, providedPackages } from './federation.shared';
import { PAGE_LIST_FILE, pageListOf, type DeclaredPage } from './federation.pages';
import { dataOrigins, readFirebaseConfigFromEnv } from './shared-services/src/firebase/config';
import { remotesJson } from './scripts/remotes-map.mjs';

export interface AppConfigOptions {
  /** Absolute folder of the app (its rspack.config.ts dirname). */
  dirname: string;
  /** Module Federation container name, e.g. `shell`, `mf_catalog`. */
  federationName: string;
  /** Fixed dev/serve port (architecture page). */
  port: number;
  /** `host` serves index.html at `/` with publicPath `/`; remotes use `auto`. */
  kind: 'host' | 'remote';
  /** Exposed modules (`./HomePage` → `./src/pages/HomePage.tsx`), usually `exposesFrom(routes)`. */
  exposes?: Record<string, string>;
  /** A remote's pages (its src/routes.tsx), published as pages.json beside its manifest. */
  pages?: readonly DeclaredPage[];
  /** Document title of the host's index.html (remotes have no page of their own). */
  title?: string;
  /**
   * The comparison build: no Module Federation, every remote compiled into the host
   * (`shell/rspack.one-bundle.config.ts`). Module replacements swap the federation runtime for
   * direct imports; output goes to `outputDir`.
   */
  oneBundle?: { outputDir: string; replacements: ReadonlyArray<{ request: RegExp; file: string }> };
}

/** Env variables baked into the bundle; everything else stays out of client code. */
const injectedEnv = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_STORAGE_BUCKET',
  'FIREBASE_MESSAGING_SENDER_ID',
  'FIREBASE_APP_ID',
  'BONUS_ATLAS_USE_EMULATORS',
  // the site's public origin (canonical URLs, sitemap, link previews), shared-ui/src/seo/site-address.ts
  'BONUS_ATLAS_SITE_ORIGIN',
  // emulator hosts other than the local defaults (read by shared-services' config)
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
] as const;

/** Folders and files whose text makes up a remote's build, besides its own src/ and package.json. */
const BUILD_INPUTS = [
  'shared-ui/src',
  'shared-services/src',
  'rspack.base.ts',
  'federation.shared.ts',
  'federation.pages.ts',
  'package-lock.json',
];

function filesUnder(target: string): string[] {
  let entries;
  try {
    entries = readdirSync(target, { withFileTypes: true, recursive: true });
  } catch {
    return [target];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A remote's build id: a hash of everything its builds are made from (its sources, the shared packages'
 * sources, the build config, the lockfile and the environment baked in). Its browser build and its server
 * build carry the same id in their manifests (`buildVersion`, which the federation manifest reads from
 * MF_BUILD_VERSION), so the render server can tell whether the server code it holds is the code the
 * browser will load. A changed line anywhere in a remote's inputs is a new id.
 */
export function buildVersionOf(dirname: string): string {
  const root = import.meta.dirname;
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(path.join(dirname, 'src')),
    path.join(dirname, 'package.json'),
    ...BUILD_INPUTS.flatMap((input) => filesUnder(path.join(root, input))),
  ];
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  for (const name of injectedEnv) hash.update(`${name}=${process.env[name] ?? ''}`);
  hash.update(process.env.NODE_ENV ?? '');
  return hash.digest('hex').slice(0, 12);
}

/** The page every app serves (kept here so a change invalidates turbo's build cache). */
function indexHtml(title: string): string {
  // the build's Firebase config, as the browser bundle will read it (defineEnv injects the same env)
  const origins = dataOrigins(readFirebaseConfigFromEnv());
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b1220" />
    <meta name="description" content="Online gaming brands, promotions and welcome bonuses for Indonesian players." />
    <link rel="icon" href="/favicon.ico" sizes="32x32" />
    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>${title}</title>
    <link rel="preconnect" href="${origins.firestore}" crossorigin />
    <link rel="preconnect" href="${origins.storage}" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * Emits /robots.txt: everything may be crawled but the signed-in sections, and the sitemap is named on
 * the site's origin (BONUS_ATLAS_SITE_ORIGIN, as the pages' canonical URLs). A file, so production
 * hosting serves it before any rewrite to a function.
 */
class RobotsTxtPlugin {
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
class RemotesJsonPlugin {
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
class PageListPlugin {
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
        () => {
          const list = pageListOf(this.remote, process.env.MF_BUILD_VERSION ?? 'dev', this.pages);
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
class FrameStylesheetsPlugin {
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
class FederationRuntimeAsEsmPlugin {
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

/**
 * How the shell's chunks are cut. Left to the defaults, every shared module and every library
 * two of them use became a chunk of its own: about 20 scripts before the first page, each costing a round
 * trip on a phone's 6 connections, and small libraries (lucide's core, parts of TanStack Query) copied
 * into several chunks. These groups make one chunk per library family, fetched by whichever shared
 * module needs it first:
 * - react: React, ReactDOM and the scheduler (react, react/jsx-runtime, react-dom, react-dom/client);
 * - ui: shared-ui with i18next and lucide-react (the frame's components and texts);
 * - router: react-router with shared-ui/router;
 * - frame: TanStack Query's client and provider, and zustand (the query client and the session store);
 * - data: Firestore Lite with the Firebase core, cockatiel, zod and TanStack Query's observers and
 *   hooks (what the package root of shared-services reads through). Auth and Storage stay in their own chunks, fetched when needed.
 * Measured side by side (5 runs, home): 10 scripts instead of 19 from the shell, 266 -> 256 kB of
 * JavaScript in all. The one-bundle comparison build keeps the defaults.
 */
function hostChunkGroups() {
  const group = (name: string, pattern: RegExp, priority = 20) => ({
    name,
    // matched against the module's file path
    test: pattern,
    enforce: true,
    priority,
  });
  return {
    chunks: 'async' as const,
    cacheGroups: {
      react: group('react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, 30),
      router: group(
        'router',
        /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]|[\\/]shared-ui[\\/]src[\\/]router\.ts$/,
        25,
      ),
      ui: group(
        'ui',
        /[\\/]node_modules[\\/](i18next|i18next-browser-languagedetector|lucide-react)[\\/]|[\\/]shared-ui[\\/]src[\\/]/,
      ),
      // the query client, its provider and hydration (a server-rendered page); the observers and hooks
      // only the pages use go with the data
      frame: group(
        'frame',
        /[\\/]node_modules[\\/](zustand[\\/]|@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](?!(queryObserver|infiniteQueryObserver|mutationObserver|queriesObserver|streamedQuery)\.js)|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js)/,
        22,
      ),
      // the federation runtime, started after the first paint (shell/src/federation/host-runtime.ts)
      // with the shell's start of it (host-runtime.ts, host-shared.ts), which always comes with it: one
      // request instead of two
      federation: group(
        'federation',
        /[\\/]node_modules[\\/]@module-federation[\\/]|[\\/]shell[\\/]src[\\/]federation[\\/]host-(runtime|shared)\.ts$/,
      ),
      data: group('data', /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/),
      // zod, fetched with shared-services' records (model/load-records.ts) on the first read, form check
      // or page list check, and cockatiel with the first resilient call (resilience/load-cockatiel.ts):
      // a server-rendered page's takeover needs neither
      zod: group('zod', /[\\/]node_modules[\\/]zod[\\/]/),
      resilience: group('resilience', /[\\/]node_modules[\\/]cockatiel[\\/]/),
      // Firestore Lite, fetched on the first read or write (shared-services' firestore-sdk.ts), so a
      // server-rendered page's takeover does without it; the Firebase core apart, which Auth needs too
      // (one chunk of both had a visitor's first tap, which starts Auth, download Firestore as well)
      firestore: group(
        'firestore',
        /[\\/]node_modules[\\/](firebase[\\/]firestore|@firebase[\\/](firestore|webchannel-wrapper))[\\/]/,
      ),
      firebase: group(
        'firebase',
        /[\\/]node_modules[\\/](firebase[\\/]app|@firebase[\\/](app|util|component|logger)|idb)[\\/]/,
      ),
    },
  };
}

function defineEnv(isDev: boolean): Record<string, string> {
  const defined: Record<string, string> = {
    'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
  };
  for (const name of injectedEnv) {
    defined[`process.env.${name}`] = JSON.stringify(process.env[name] ?? '');
  }
  return defined;
}

export function createAppConfig(options: AppConfigOptions): Configuration {
  const isDev = process.env.NODE_ENV !== 'production';
  const { dirname, federationName, port, kind } = options;
  const isHost = kind === 'host';
  const { oneBundle } = options;

  return {
    context: dirname,
    mode: isDev ? 'development' : 'production',
    // a remote is only its remoteEntry.js (it runs inside the shell, on the shell's federation runtime)
    entry: isHost ? { main: './src/boot/index.ts' } : {},
    target: 'web',
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    output: {
      // ATLAS_OUT_DIR: a deploy's build (scripts/deploy/package.mjs) goes to <dir>/<app>, leaving dist/ to the local stack
      path:
        oneBundle?.outputDir ??
        (process.env.ATLAS_OUT_DIR
          ? path.join(process.env.ATLAS_OUT_DIR, path.basename(dirname))
          : path.join(dirname, 'dist')),
      // shell pages are deep links (/brand/x), so its chunks must resolve from the root
      publicPath: isHost ? '/' : 'auto',
      uniqueName: federationName,
      filename: isDev ? '[name].js' : 'js/[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : 'js/[name].[contenthash:8].js',
      cssFilename: isDev ? '[name].css' : 'css/[name].[contenthash:8].css',
      cssChunkFilename: isDev ? '[name].css' : 'css/[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
    },
    module: {
      parser: {
        // `import styles from './x.module.css'` (default export), as in Storybook's rsbuild
        // custom properties keep their names: a component sets them inline (the promotions grid's
        // --grid-columns), and a renamed declaration in the stylesheet would never see that value
        'css/auto': { namedExports: false, dashedIdents: false },
      },
      generator: {
        // named from the class and its stylesheet's text only, so every build (an app's own, the server
        // render's) names a class alike; the default hash also covers the app's name and module graph.
        // Two stylesheets with the same text name their classes alike, with the same rules: harmless.
        'css/auto': { localIdentName: '[local]-[contenthash:6]' },
      },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules[\\/](?!@bonus-atlas)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: isDev, refresh: isDev },
              },
            },
            env: { targets: ['chrome >= 111', 'firefox >= 115', 'safari >= 16.4'] },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset' },
        { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin(defineEnv(isDev)),
      ...(isHost
        ? [
            new rspack.HtmlRspackPlugin({
              templateContent: indexHtml(options.title ?? federationName),
              publicPath: '/',
              chunks: ['main'],
            }),
            // the site's icons, web app manifest and link-preview card (scripts/generate-icons.mjs)
            new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
            new RobotsTxtPlugin(),
          ]
        : []),
      ...(oneBundle
        ? oneBundle.replacements.map(({ request, file }) => new rspack.NormalModuleReplacementPlugin(request, file))
        : []),
      // the shell starts the federation runtime itself after its first paint (shell/src/federation/
      // host-runtime.ts), providing its own copies of the shared packages at these versions
      ...(isHost && !oneBundle
        ? [
            new rspack.DefinePlugin({ __PROVIDED_PACKAGES__: JSON.stringify(providedPackages()) }),
            new FederationRuntimeAsEsmPlugin(),
          ]
        : []),
      ...(isHost
        ? []
        : [
            new ModuleFederationPlugin({
              name: federationName,
              filename: 'remoteEntry.js',
              exposes: options.exposes ?? {},
              shared: createSharedConfig(),
              shareStrategy: 'loaded-first',
              // the shell registers its runtime plugins (retry, fallback) at run time: shell/src/federation/
              manifest: true,
              dts: false,
              dev: isDev ? { disableDynamicRemoteTypeHints: true } : false,
              // one federation runtime per page: the shell provides it, remotes use it instead of
              // shipping their own copy in remoteEntry.js (so a remote runs only inside the shell)
              // (`target: 'web'` lets the minifier drop the runtime's Node.js branches)
              experiments: { asyncStartup: true, optimization: { target: 'web' }, externalRuntime: true },
            }),
            new FederationRuntimeAsEsmPlugin(),
          ]),
      ...(isHost ? [new RemotesJsonPlugin(), new FrameStylesheetsPlugin()] : []),
      ...(options.pages ? [new PageListPlugin(federationName, options.pages)] : []),
      ...(isDev ? [new ReactRefreshRspackPlugin()] : []),
    ],
    optimization: {
      // remotes must not split the shared runtime out of remoteEntry.js
      runtimeChunk: false,
      ...(isHost && !oneBundle ? { splitChunks: hostChunkGroups() } : {}),
    },
    performance: { hints: false },
    devServer: {
      port,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      },
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: 'errors-warnings',
  };
}

/** One page (or component) a remote exposes; each remote's src/routes.tsx lists them. */
export interface ExposedModule {
  expose: string;
  /** Source file relative to the remote's src/ folder. */
  file: string;
}

/** The MF `exposes` map derived from a remote's route list, so the two never drift apart. */
export function exposesFrom(modules: readonly ExposedModule[]): Record<string, string> {
  return Object.fromEntries(modules.map((module) => [module.expose, `./src/${module.file.replace(/^\.\//, '')}`]));
}

/** Where a remote's server build goes, under its browser build's output (served and deployed with it). */
export const SERVER_BUILD_FOLDER = 'server';

/**
 * A remote's server build: the same exposes for Node, which the render server loads at run time over
 * HTTP from the remote's own origin (Module Federation's Node support: `async-node` chunks fetched and
 * evaluated by `@module-federation/node`'s runtime plugin), so a remote deploy changes its section in
 * the server's HTML too, with no shell rebuild. Its entry is named after the build id, so the id the
 * server manifest announces is the code the server loads.
 */
export function createRemoteServerConfig(options: AppConfigOptions, buildVersion: string): Configuration {
  const browser = createAppConfig(options);
  const require = createRequire(import.meta.url);
  const isDev = process.env.NODE_ENV !== 'production';
  return {
    ...browser,
    name: `${options.federationName}-server`,
    target: 'async-node',
    devtool: false,
    output: {
      ...browser.output,
      path: path.join(browser.output?.path as string, SERVER_BUILD_FOLDER),
      // chunk addresses come from the remote entry's address at run time (the runtime plugin)
      publicPath: '',
      filename: 'js/[name].[contenthash:8].js',
      chunkFilename: 'js/[name].[contenthash:8].js',
      cssFilename: 'css/[name].[contenthash:8].css',
      cssChunkFilename: 'css/[name].[contenthash:8].css',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    module: {
      ...browser.module,
      generator: {
        // the CSS stays in so each module names its classes exactly as in the browser build
        'css/auto': { ...browser.module?.generator?.['css/auto'], exportsOnly: false },
      },
    },
    plugins: [
      new rspack.DefinePlugin({
        ...defineEnv(isDev),
        // the session starts signed out here: the server renders for visitors only (session-store.ts)
        'process.env.BONUS_ATLAS_SERVER_RENDER': JSON.stringify('true'),
      }),
      new ModuleFederationPlugin({
        name: options.federationName,
        filename: `remoteEntry.${buildVersion}.js`,
        exposes: options.exposes ?? {},
        shared: createSharedConfig(),
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          path.join(import.meta.dirname, 'federation.server-fetch.ts'),
        ],
        manifest: true,
        dts: false,
        dev: false,
      }),
    ],
    optimization: { runtimeChunk: false, minimize: false },
    devServer: undefined,
  };
}

/**
 * A remote's two builds (browser and server) with one build id. The browser build keeps the server
 * build's folder when it cleans its output (both write under the same dist/).
 */
export function createRemoteConfigs(options: AppConfigOptions): Configuration[] {
  const buildVersion = buildVersionOf(options.dirname);
  // read by the federation manifest plugin of both builds (metaData.buildInfo.buildVersion)
  process.env.MF_BUILD_VERSION = buildVersion;
  const browser = createAppConfig(options);
  const serverFolder = path.join(browser.output?.path as string, SERVER_BUILD_FOLDER);
  const browserConfig: Configuration = {
    ...browser,
    name: `${options.federationName}-browser`,
    output: {
      ...browser.output,
      // rspack hands `keep` absolute paths
      clean: { keep: (file: string) => file === serverFolder || file.startsWith(`${serverFolder}${path.sep}`) },
    },
  };
  // `rspack serve` (npm run dev) serves the browser build alone: the dev server renders nothing on the server
  if (process.argv.includes('serve')) return [browserConfig];
  // the server build runs after the browser build: two cleans of one dist/ at once raced (ENOENT on rmdir)
  return [
    browserConfig,
    { ...createRemoteServerConfig(options, buildVersion), dependencies: [browserConfig.name as string] },
  ];
}
