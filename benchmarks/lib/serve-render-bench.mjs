// The server under server-render-load.mjs: the shell's build with its server render, as `npm start`
// serves it, in a process of its own (so the load generator's work is not counted in its heap) with
// --expose-gc, answering the parent's { heap: true } with its heap after a full collection.
// Usage (forked by server-render-load.mjs): node --expose-gc serve-render-bench.mjs SHELL_DIST PORT
import path from 'node:path';
import { listenLocal } from '../../scripts/lib/listen-local.mjs';
import { createPageRenderer } from '../../scripts/lib/server-render.mjs';
import { createStaticServer } from '../../scripts/serve-static.mjs';

const [dir, port] = process.argv.slice(2);
const root = path.resolve(dir);
const render = createPageRenderer({
  shellDist: root,
  serverBundle: path.join(root, '..', 'dist-server', 'render-page.cjs'),
});
if (!render) {
  console.error('No server bundle: build the shell first (npm run build -w @bonus-atlas/shell).');
  process.exit(1);
}
await listenLocal(createStaticServer({ root, spa: true, render }), Number(port), '127.0.0.1');

process.on('message', (message) => {
  if (message?.heap) {
    globalThis.gc?.();
    globalThis.gc?.();
    process.send?.({ heapUsed: process.memoryUsage().heapUsed });
  }
});
// the parent going away takes this server with it
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
