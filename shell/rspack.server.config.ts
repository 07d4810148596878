// The shell's server render (issue 15): the public pages' first screen as HTML, with the data it
// shows, before any JavaScript has loaded. It is the one-bundle build (every remote compiled in, no
// federation) for Node: `src/server/render-page.tsx` as a CommonJS module that
// scripts/serve-static.mjs requires. Class names match the browser builds (rspack.base.ts `context`).
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import oneBundle from './rspack.one-bundle.config';

// ATLAS_OUT_DIR: a deploy's build (scripts/deploy/package.mjs), beside its shell/ output
const outputDir = process.env.ATLAS_OUT_DIR
  ? path.join(process.env.ATLAS_OUT_DIR, 'shell-server')
  : path.join(import.meta.dirname, 'dist-server');
const browser = oneBundle as Configuration & { plugins: NonNullable<Configuration['plugins']> };

const config: Configuration = {
  ...browser,
  target: 'node20',
  entry: { 'render-page': path.join(import.meta.dirname, 'src/server/render-page.tsx') },
  devtool: false,
  module: {
    ...browser.module,
    generator: {
      // Node targets default to class names only; the CSS stays in so each module hashes (and so names
      // its classes) exactly as in the browser builds
      'css/auto': { ...browser.module?.generator?.['css/auto'], exportsOnly: false },
    },
  },
  output: {
    ...browser.output,
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
    ...browser.plugins.filter(
      (plugin) =>
        !!plugin &&
        !['HtmlRspackPlugin', 'RemotesJsonPlugin', 'FrameStylesheetsPlugin', 'PageStylesheetsPlugin'].includes(
          plugin.constructor.name,
        ),
    ),
    // the session starts signed out here: the server renders for visitors only (session-store.ts)
    new rspack.DefinePlugin({ 'process.env.BONUS_ATLAS_SERVER_RENDER': JSON.stringify('true') }),
  ],
  optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
};

export default config;
