import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import {
  CONNECTION_TIMEOUTS,
  LISTEN_HOST,
  listenLocal,
  publicSiteProblem,
  withConnectionTimeouts,
} from '../lib/listen-local.mjs';
import { isPortInUse } from '../lib/wait.mjs';
import { freeStackPorts, STACK_PORTS_VARIABLE } from '../stack-ports.mjs';

const START = fileURLToPath(new URL('../start.mjs', import.meta.url));

const servers = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe('listenLocal', () => {
  it('binds to loopback only unless told otherwise', async () => {
    expect(LISTEN_HOST).toBe(process.env.BONUS_ATLAS_LISTEN_HOST || '127.0.0.1');
    const server = await listenLocal(createServer(), 0);
    servers.push(server);
    expect(server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it('rejects when the port is taken', async () => {
    const first = await listenLocal(createServer(), 0);
    servers.push(first);
    await expect(listenLocal(createServer(), first.address().port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

describe('a site beyond loopback', () => {
  it('is refused with emulator tokens unless acknowledged', () => {
    expect(publicSiteProblem('127.0.0.1', {})).toBeNull();
    expect(publicSiteProblem('::1', {})).toBeNull();
    expect(publicSiteProblem('0.0.0.0', {})).toContain('BONUS_ATLAS_PUBLIC_SITE=accept-unsigned-tokens');
    expect(publicSiteProblem('192.168.1.20', { BONUS_ATLAS_PUBLIC_SITE: 'yes' })).not.toBeNull();
    expect(publicSiteProblem('0.0.0.0', { BONUS_ATLAS_PUBLIC_SITE: 'accept-unsigned-tokens' })).toBeNull();
  });

  it('stops the launcher before it starts anything', async () => {
    const ports = freeStackPorts();
    const launcher = spawn(process.execPath, [START, '--skip-build', '--fresh'], {
      env: { ...process.env, BONUS_ATLAS_LISTEN_HOST: '0.0.0.0', [STACK_PORTS_VARIABLE]: JSON.stringify(ports) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    launcher.stdout.on('data', (chunk) => (output += chunk));
    launcher.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => launcher.once('exit', (code) => resolve(code)));
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000)),
    ]);
    if (code === 'still running') {
      // a launcher that went on starting the stack: stop it (and its children) before failing
      launcher.kill('SIGINT');
      await exited;
    }
    expect(code).toBe(1);
    expect(output).toContain('BONUS_ATLAS_PUBLIC_SITE=accept-unsigned-tokens');
    // nothing was opened on the stack's ports
    expect(await isPortInUse(ports.auth)).toBe(false);
    expect(await isPortInUse(ports.shell)).toBe(false);
  }, 60_000);
});

describe('connections that send nothing', () => {
  /** How long the server keeps a connection that never sends a byte, or a request's head that never ends. */
  async function heldFor(server, send) {
    const socket = connect(server.address().port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    if (send) socket.write(send);
    await Promise.race([
      new Promise((resolve) => socket.once('close', resolve)),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
    const held = Date.now() - started;
    socket.destroy();
    return held;
  }

  it('are dropped after the idle timeout, half-open or with an unfinished request', async () => {
    const server = withConnectionTimeouts(
      createServer((req, res) => res.end('ok')),
      {
        idleMs: 300,
        headersMs: 300,
        requestMs: 1000,
      },
    );
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    expect(await heldFor(server)).toBeLessThan(2000);
    expect(await heldFor(server, 'GET / HTTP/1.1\r\nHost: x\r\n')).toBeLessThan(2000);
  });

  it('the local servers get these timeouts when they listen', async () => {
    const server = await listenLocal(createServer(), 0);
    servers.push(server);
    expect(server.timeout).toBe(CONNECTION_TIMEOUTS.idleMs);
    expect(server.headersTimeout).toBe(CONNECTION_TIMEOUTS.headersMs);
    expect(server.requestTimeout).toBe(CONNECTION_TIMEOUTS.requestMs);
  });
});
