import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTEN_HOST, listenLocal } from '../lib/listen-local.mjs';

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
