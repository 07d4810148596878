import compression from 'compression';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CompressingProxy {
  host: string;
  port: number;
  close(): Promise<void>;
}

export interface CompressingProxyOptions {
  /** The emulator behind the proxy, e.g. `http://127.0.0.1:41234`. */
  target: string;
  host?: string;
  /** 0 = an ephemeral port. */
  port: number;
  /** Called once each request that may change data has been answered (the emulator then saves it soon). */
  onWrite?: () => void;
}

/** Requests that only read: every other POST, and every PATCH, PUT and DELETE, may write. */
const READ_ONLY_CALL =
  /:(runQuery|runAggregationQuery|batchGet|listCollectionIds|listDocuments|beginTransaction|rollback)$/;

function mayWrite(req: http.IncomingMessage): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false;
  if (req.method !== 'POST') return true;
  const pathname = (req.url ?? '').split('?')[0] ?? '';
  return !READ_ONLY_CALL.test(pathname);
}

/** Answers below this go out as they are: gzip's header costs more than it saves (as local-firebase's own server). */
const GZIP_MIN_BYTES = 1024;
/** Headers about one connection, not the answer: Node sets its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/**
 * Google's Firestore emulator never compresses its answers, while production Firestore (Google's front
 * end) compresses them (gzip, or brotli when offered) for any client that accepts it, and so does local-firebase's own server: a home page's
 * brand list is 81 kB from the emulator and about 7 kB in production. This proxy stands on the public
 * Firestore port in front of the emulator so that browsers (and the benchmark) see what
 * production sends. Negotiation (Accept-Encoding, Vary, threshold, compressible types) is the
 * `compression` middleware's; the forwarding is Node's http client, streamed both ways.
 */
export function startCompressingProxy(options: CompressingProxyOptions): Promise<CompressingProxy> {
  const target = new URL(options.target);
  const host = options.host ?? '127.0.0.1';
  const agent = new http.Agent({ keepAlive: true });
  const compress = compression({ threshold: GZIP_MIN_BYTES });

  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // once the emulator has answered (the write applied), not when it was asked: a save in between
    // would miss it and count it saved
    if (options.onWrite && mayWrite(req)) res.once('finish', options.onWrite);
    const upstream = http.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        // set one by one (not as writeHead's argument) so that compression sees Content-Length and type
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Firestore emulator unreachable: ${error.message}`);
    });
    req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    // compression wraps res.write/end; it calls next() synchronously and never with an error
    // (typed for Express; it only reads headers and wraps res.write/end, which plain Node objects have)
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => forward(req, res));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve({
        host,
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
            agent.destroy();
          }),
      });
    });
  });
}
