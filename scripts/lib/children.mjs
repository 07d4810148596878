// Child processes that are stopped together: Ctrl-C (or one of them dying) stops all of them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PARENT_GUARD = fileURLToPath(new URL('./parent-guard.mjs', import.meta.url));
/** How long a child of a launcher that died gets for its own stop (the Auth emulator exports its accounts). */
const GUARD_GRACE_MS = 10_000;

const children = new Set();
let stopping = false;

function prefixLines(name, stream, target) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) target.write(`[${name}] ${rest}\n`);
  });
}

/**
 * Starts a long-running child. `readyLine` (RegExp) resolves `ready` when a line of its output matches.
 * @returns {{ name: string, process: import('node:child_process').ChildProcess, ready: Promise<void>, exited: Promise<number | null> }}
 */
export function startChild(name, command, args, { cwd, env, readyLine, stopSignal = 'SIGTERM', quiet = false } = {}) {
  // through the parent guard: the child goes down with the launcher even when the launcher is killed
  // outright (its stdin pipe closes), instead of holding the ports against the next start
  const child = spawn(process.execPath, [PARENT_GUARD, stopSignal, String(GUARD_GRACE_MS), command, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    // own process group, so stopping it also stops what it started (npx → node → ...)
    detached: true,
  });
  const entry = { name, process: child, stopSignal };
  children.add(entry);
  let markReady;
  let failReady;
  const ready = new Promise((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  if (!readyLine) markReady();
  const watch = (stream, target) => {
    stream.on('data', (chunk) => {
      if (readyLine && readyLine.test(chunk.toString())) markReady();
    });
    if (!quiet) prefixLines(name, stream, target);
  };
  watch(child.stdout, process.stdout);
  watch(child.stderr, process.stderr);
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(entry);
      failReady(new Error(`${name} exited (${signal ?? code}) before it was ready`));
      if (!stopping) {
        console.error(`\n${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`);
        void stopAll(1);
      }
      resolve(code);
    });
  });
  ready.catch(() => undefined);
  return { name, process: child, ready, exited };
}

function signalGroup(entry, signal) {
  try {
    process.kill(-entry.process.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops every child (its stop signal first, SIGKILL after the grace period) and exits. */
export async function stopAll(exitCode = 0, graceMs = 15_000) {
  if (stopping) return;
  stopping = true;
  const pending = [...children].map(
    (entry) =>
      new Promise((resolve) => {
        if (entry.process.exitCode !== null || entry.process.signalCode !== null) return resolve();
        const timer = setTimeout(() => signalGroup(entry, 'SIGKILL'), graceMs);
        entry.process.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        signalGroup(entry, entry.stopSignal);
      }),
  );
  await Promise.all(pending);
  process.exit(exitCode);
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { cwd, env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}
