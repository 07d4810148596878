import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { doc, getDoc, setDoc, updateDoc, increment } from 'firebase/firestore/lite';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import type { LocalFirebase } from '../src/start.js';
import { connect, startServer, tempDir, writeRules } from './support/harness.js';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface RunningCli {
  child: ChildProcess;
  server: LocalFirebase;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Spawns the real CLI (node + tsx, so the pid is the server itself) and waits for its ready line. */
async function startCli(dataDir: string, extra: string[] = []): Promise<RunningCli> {
  const { rulesFile, storageRulesFile } = writeRules();
  const args = ['--import', 'tsx', 'src/cli.ts', '--firestore-port', '0', '--storage-port', '0', '--data', dataDir];
  const child = spawn(process.execPath, [...args, '--rules', rulesFile, '--storage-rules', storageRulesFile, ...extra], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /local-firebase ready firestore=http:\/\/([\d.]+):(\d+) storage=http:\/\/[\d.]+:(\d+)/.exec(out);
      if (m) resolve(m);
    });
    void exited.then((code) => reject(new Error(`CLI exited with ${code}: ${err}`)));
  });
  const server = {
    host: ready[1] as string,
    firestorePort: Number(ready[2]),
    storagePort: Number(ready[3]),
    projectId: 'demo-bonus-atlas',
  } as LocalFirebase;
  return { child, server, exited };
}

// Each test spawns the CLI several times (tsx start-up); give it room on a loaded machine.
describe('durability', { timeout: 60_000 }, () => {
  it('keeps every acknowledged write after kill -9', async () => {
    const dataDir = tempDir('kill9');
    const first = await startCli(dataDir);
    const client = connect(first.server);
    for (let i = 0; i < 20; i++) await setDoc(doc(client.db, `brands/b${i}`), { name: `Brand ${i}`, n: i });
    await updateDoc(doc(client.db, 'brands/b3'), { n: increment(100) });
    await uploadBytes(ref(client.storage, 'brands/B_00000000/logo/logo.svg'), new TextEncoder().encode('<svg/>'), {
      contentType: 'image/svg+xml',
    });
    const cover = ref(client.storage, 'brands/B_00000000/cover/cover.svg');
    await uploadBytes(cover, new TextEncoder().encode('<svg>v1</svg>'), { contentType: 'image/svg+xml' });
    await uploadBytes(cover, new TextEncoder().encode('<svg>v2</svg>'), { contentType: 'image/svg+xml' });
    await client.close();
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const second = await startCli(dataDir);
    const reader = connect(second.server);
    expect((await getDoc(doc(reader.db, 'brands/b19'))).data()).toEqual({ name: 'Brand 19', n: 19 });
    expect((await getDoc(doc(reader.db, 'brands/b3'))).data()?.n).toBe(103);
    const bytes = await getBytes(ref(reader.storage, 'brands/B_00000000/logo/logo.svg'));
    expect(new TextDecoder().decode(bytes)).toBe('<svg/>');
    expect(new TextDecoder().decode(await getBytes(ref(reader.storage, 'brands/B_00000000/cover/cover.svg')))).toBe('<svg>v2</svg>');
    await reader.close();
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('exits cleanly on SIGTERM, ignores a torn last log line, and --fresh starts empty', async () => {
    const dataDir = tempDir('torn');
    const first = await startCli(dataDir);
    const client = connect(first.server);
    await setDoc(doc(client.db, 'users/u1'), { displayName: 'Maya' });
    await client.close();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // A crash in the middle of an append leaves half a line behind; it was never acknowledged.
    const log = path.join(dataDir, 'firestore', 'demo-bonus-atlas__(default).log');
    fs.appendFileSync(log, '{"changes":[{"path":"users/u2","doc":{"pa');
    const second = await startCli(dataDir);
    const reader = connect(second.server);
    expect((await getDoc(doc(reader.db, 'users/u1'))).data()).toEqual({ displayName: 'Maya' });
    expect((await getDoc(doc(reader.db, 'users/u2'))).exists()).toBe(false);
    await setDoc(doc(reader.db, 'users/u3'), { displayName: 'Budi' });
    await reader.close();
    second.child.kill('SIGKILL');
    await second.exited;

    const third = await startCli(dataDir);
    const again = connect(third.server);
    expect((await getDoc(doc(again.db, 'users/u3'))).exists()).toBe(true);
    await again.close();
    third.child.kill('SIGKILL');
    await third.exited;

    const fresh = await startCli(dataDir, ['--fresh']);
    const empty = connect(fresh.server);
    expect((await getDoc(doc(empty.db, 'users/u1'))).exists()).toBe(false);
    await empty.close();
  });
});

describe('export and import', () => {
  it('moves documents and objects to a new server', async () => {
    const source = await startServer();
    const client = connect(source);
    await setDoc(doc(client.db, 'brands/x'), { name: 'Exported' });
    await uploadBytes(ref(client.storage, 'brands/X_00000000/cover/c.svg'), new Uint8Array([7, 8, 9]), { contentType: 'image/svg+xml' });
    const dir = tempDir('export');
    await source.exportTo(dir);
    await client.close();
    await source.stop();

    const target = await startServer({ importDir: dir });
    const reader = connect(target);
    expect((await getDoc(doc(reader.db, 'brands/x'))).data()).toEqual({ name: 'Exported' });
    expect(new Uint8Array(await getBytes(ref(reader.storage, 'brands/X_00000000/cover/c.svg')))).toEqual(new Uint8Array([7, 8, 9]));
    await reader.close();
    await target.stop();
  });

  it('resets Firestore through the emulator endpoint', async () => {
    const server = await startServer();
    const client = connect(server);
    await setDoc(doc(client.db, 'brands/r'), { name: 'Gone soon' });
    const res = await fetch(`http://${server.host}:${server.firestorePort}/emulator/v1/projects/demo-bonus-atlas/databases/(default)/documents`, {
      method: 'DELETE',
      headers: { Authorization: 'Bearer owner' },
    });
    expect(res.status).toBe(200);
    expect((await getDoc(doc(client.db, 'brands/r'))).exists()).toBe(false);
    await setDoc(doc(client.db, 'brands/r2'), { name: 'Also gone' });
    await server.reset();
    expect((await getDoc(doc(client.db, 'brands/r2'))).exists()).toBe(false);
    await client.close();
    await server.stop();
  });
});
