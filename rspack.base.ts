// The one Rspack config factory used by the shell and every remote. An app's rspack.config.ts
// only names itself, its port and what it exposes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { createSharedConfig, providedPackages } from './federation.shared';
import type { DeclaredPage } from './federation.pages';
import {
  FederationRuntimeAsEsmPlugin,
  FrameStylesheetsPlugin,
  PageListPlugin,
  RemotesJsonPlugin,
  RobotsTxtPlugin,
} from './rspack.plugins';
import { hostChunkGroups, remoteChunkGroups } from './rspack.chunks';

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
  /**
   * Exposed by a remote's server build alone: what only the server render loads (mf-account's member
   * page loaders; no browser asks for them, so its browser build stays as light as before).
   */
  serverExposes?: Record<string, string>;
  /** A remote's pages (its src/routes.tsx), published as pages.json beside its manifest. */
  pages?: readonly DeclaredPage[];
  /** Document title of the host's index.html (remotes have no page of their own). */
  title?: string;
  /** Origins the host's index.html preconnects to (the app knows where its data lives; this factory does not). */
  preconnect?: ReadonlyArray<{ href: string; crossorigin?: boolean }>;
  /**
   * The comparison build: no Module Federation, every remote compiled into the host
   * (`benchmarks/one-bundle/rspack.config.ts`). Module replacements swap the federation runtime for
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
  'rspack.plugins.ts',
  'rspack.chunks.ts',
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
function indexHtml(title: string, preconnect: NonNullable<AppConfigOptions['preconnect']>): string {
  const hints = preconnect
    .map(({ href, crossorigin }) => `\n    <link rel="preconnect" href="${href}"${crossorigin ? ' crossorigin' : ''} />`)
    .join('');
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
    <title>${title}</title>${hints}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
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
              templateContent: indexHtml(options.title ?? federationName, options.preconnect ?? []),
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
      ...(!isHost && !isDev ? { splitChunks: remoteChunkGroups() } : {}),
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

/**
 * A remote's pages' first reads (src/page-data.ts, its loaders beside its pages), exposed by its browser
 * and server builds as `./pageData` (shared-services' PAGE_DATA_EXPOSE): boot and the server render
 * load them from the remote, as they load its pages.
 */
export const pageDataExpose = { './pageData': './src/page-data.ts' } as const;

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
        exposes: { ...options.exposes, ...options.serverExposes },
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
