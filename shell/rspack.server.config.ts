// The shell's server render: the public pages' first screen as HTML, with the data it shows, before any
// JavaScript has loaded. `src/server/render-page.tsx` for Node, as a CommonJS module that
// functions/render/server-render.mjs requires (locally and in the `shellPage` function). It holds the shell's
// frame only: each remote's pages come at run time from that remote's own server build, loaded over
// Module Federation from the remotes map (src/server/remote-server-code.ts), so a remote deploys alone.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import browser from './rspack.config';

// ATLAS_OUT_DIR: a deploy's build (scripts/deploy/package.mjs), beside its shell/ output
const outputDir = process.env.ATLAS_OUT_DIR
  ? path.join(process.env.ATLAS_OUT_DIR, 'shell-server')
  : path.join(import.meta.dirname, 'dist-server');
const shell = browser as Configuration & { plugins: NonNullable<Configuration['plugins']> };

const config: Configuration = {
  ...shell,
  target: 'node20',
  entry: { 'render-page': path.join(import.meta.dirname, 'src/server/render-page.tsx') },
  devtool: false,
  module: {
    ...shell.module,
    generator: {
      // Node targets default to class names only; the CSS stays in so each module hashes (and so names
      // its classes) exactly as in the browser builds
      'css/auto': { ...shell.module?.generator?.['css/auto'], exportsOnly: false },
    },
  },
  output: {
    ...shell.output,
    path: outputDir,
    filename: '[name].cjs',
    chunkFilename: '[name].cjs',
    cssFilename: '[name].css',
    cssChunkFilename: '[name].css',
    library: { type: 'commonjs2' },
    // the CSS this build emits is thrown away: the page links the browser builds' stylesheets
    publicPath: '/',
  },
  // the page comes from the shell's own index.html (dist/), not from this build
  plugins: [
    ...shell.plugins.filter(
      (plugin) =>
        !!plugin &&
        ![
          'HtmlRspackPlugin',
          'CopyRspackPlugin',
          'RobotsTxtPlugin',
          'RemotesJsonPlugin',
          'FrameStylesheetsPlugin',
        ].includes(plugin.constructor.name),
    ),
    // a route's page is the one the render loaded from its remote's server build, not a browser load
    new rspack.NormalModuleReplacementPlugin(
      /[\\/]federation[\\/]load-remote-page$/,
      path.join(import.meta.dirname, 'src/server/server-remote-pages.ts'),
    ),
    // the session starts signed out here: the server renders for visitors only (session-store.ts)
    new rspack.DefinePlugin({ 'process.env.BONUS_ATLAS_SERVER_RENDER': JSON.stringify('true') }),
  ],
  optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
};

export default config;
