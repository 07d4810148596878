// One shell build for compare-builds.mjs, in its own process: the server bundle keeps the Firebase
// registry on globalThis, so two builds' server renders cannot share one process.
// Usage (from compare-builds): node serve-build.mjs DIR PORT; prints "ready" once listening.
import path from 'node:path';
import { listenLocal } from '../../scripts/lib/listen-local.mjs';
import { createPageRenderer } from '../../functions/render/server-render.mjs';
import { createStaticServer } from '../../scripts/serve-static.mjs';

const [dir, port] = process.argv.slice(2);
const root = path.resolve(dir);
// a DIR holding a copy of shell/dist-server renders public pages on the server, as `npm start` does
const render =
  createPageRenderer({ shellDist: root, serverBundle: path.join(root, 'dist-server', 'render-page.cjs') }) ?? undefined;
await listenLocal(createStaticServer({ root, spa: true, render }), Number(port), '127.0.0.1');
console.log('ready');
