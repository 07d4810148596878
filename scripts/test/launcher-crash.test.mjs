import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findGoogleEmulator } from '../../local-firebase/src/engines/google-emulator.ts';
import { freeStackPorts } from '../stack-ports.mjs';

// `kill -9` of the launcher: Google's Java emulator goes with it, and what was written before is there
// at the next start (saved as it goes, not only on a clean stop), even when nothing of the launcher's side
// gets to stop cleanly.
const LAUNCHER = fileURLToPath(new URL('./fixtures/launcher-with-firestore.mjs', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'launcher-crash-'));
const launchers = [];
const SAVE_EVERY = process.env.LAUNCHER_CRASH_OLD ? [] : ['--save-every', '1000'];
/** The launcher's exit: a clean stop (it saves the data as it goes), killed past the deadline. */
function stopped(launcher, deadlineMs = 30_000) {
  if (launcher.exitCode !== null || launcher.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => launcher.kill('SIGKILL'), deadlineMs);
    launcher.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    launcher.kill('SIGINT');
  });
}
afterAll(async () => {
  // the data folder goes once nothing writes into it any more (a stopping launcher saves its last state)
  await Promise.all(launchers.map((launcher) => stopped(launcher)));
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}, 60_000);

/** Every process below `pid` (from /proc), deepest last. */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const walk = (parent) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** A process's group (the fifth field of /proc/<pid>/stat). */
const groupOf = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return null;
  }
};

const commandOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return null;
  }
};

async function start(ports) {
  const launcher = spawn(
    process.execPath,
    [LAUNCHER, dataDir, String(ports.firestore), String(ports.storage), ...SAVE_EVERY],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  launchers.push(launcher);
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 90 s: ${output}`)), 90_000);
    const read = (chunk) => {
      output += chunk;
      if (/^ready$/m.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    launcher.stdout.on('data', read);
    launcher.stderr.on('data', read);
    launcher.once('exit', (code) => reject(new Error(`launcher exited (${code}): ${output}`)));
  });
  return launcher;
}

async function waitUntil(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

const documentUrl = (ports) =>
  `http://127.0.0.1:${ports.firestore}/v1/projects/demo-bonus-atlas/databases/(default)/documents/crash_test/kept`;
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

describe.runIf(findGoogleEmulator().ok)('a launcher killed outright (SIGKILL)', () => {
  it("takes Google's Java emulator with it and loses nothing written before", async () => {
    const ports = freeStackPorts();
    const launcher = await start(ports);
    const written = await fetch(documentUrl(ports), {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({ fields: { note: { stringValue: 'written before the crash' } } }),
    });
    expect(written.ok).toBe(true);
    const java = descendants(launcher.pid).filter((pid) => (commandOf(pid) ?? '').startsWith('java '));
    expect(java.length).toBe(1);
    // what was written is saved as the stack runs (every second here), not only when it stops
    await new Promise((resolve) => setTimeout(resolve, 3000));

    // the launcher and its side of the stack die at once, with no time for a clean stop (a stop slower
    // than the guard's grace, its process groups killed): only the emulator's own group is left, which
    // no signal to the launcher's groups reaches
    const emulatorGroups = new Set(java.map(groupOf));
    const launcherSide = [
      launcher.pid,
      ...descendants(launcher.pid).filter((pid) => !emulatorGroups.has(groupOf(pid))),
    ];
    for (const pid of launcherSide) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    expect(await waitUntil(() => java.every((pid) => commandOf(pid) === null), 20_000)).toBe(true);

    const next = freeStackPorts();
    const again = await start(next);
    const read = await fetch(documentUrl(next), { headers: owner });
    expect(read.status).toBe(200);
    expect((await read.json()).fields.note.stringValue).toBe('written before the crash');
    await stopped(again);
  }, 240_000);
});
