// The server under server-render-load.mjs: the shell's build with its server render, as `npm start`
// serves it, in a process of its own (so the load generator's work is not counted in its heap) with
// --expose-gc, answering the parent's { heap: true } with its heap after a full collection.
// Usage (forked by server-render-load.mjs): node --expose-gc serve-render-bench.mjs SHELL_DIST SERVER_BUNDLE PORT REMOTES_MAP_JSON
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { listenLocal } from '../../scripts/lib/listen-local.mjs';
import { createPageRenderer } from '../../functions/render/server-render.mjs';
import { createStaticServer } from '../../scripts/serve-static.mjs';

const [dir, serverBundle, port, remotesMap] = process.argv.slice(2);
const root = path.resolve(dir);
const render = createPageRenderer({
  shellDist: root,
  serverBundle: path.resolve(serverBundle),
  remotesMap: JSON.parse(remotesMap),
});
if (!render) {
  console.error('No server bundle: build the shell first (npm run build -w @bonus-atlas/shell).');
  process.exit(1);
}
const server = createStaticServer({ root, spa: true, render });
// the server's own view: from a request's arrival in a handler to its answer's end, and the event loop's delay
const durations = [];
server.on('request', (req, res) => {
  const started = performance.now();
  res.on('finish', () => durations.push(performance.now() - started));
});
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
await listenLocal(server, Number(port), '127.0.0.1');

process.on('message', (message) => {
  if (message?.stats) {
    const sorted = durations.splice(0).sort((a, b) => a - b);
    const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
    process.send?.({ serverP99: at(99), serverMax: sorted.at(-1) ?? NaN, loopDelayMax: loopDelay.max / 1e6 });
    loopDelay.reset();
  }
  if (message?.heap) {
    globalThis.gc?.();
    globalThis.gc?.();
    process.send?.({ heapUsed: process.memoryUsage().heapUsed });
  }
});
// the parent going away takes this server with it
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
