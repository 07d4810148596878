#!/usr/bin/env node
// Runs one of the launcher's children and stops it when the launcher is gone, however it went:
//   node parent-guard.mjs <stop signal> <grace ms> <command> [args...]
// The launcher (children.mjs) starts this guard in a process group of its own with a pipe on its stdin.
// The kernel closes that pipe when the launcher exits, SIGKILL included (no handler of the launcher's
// can run then), and the guard then stops its group: the command and whatever it started (the Auth
// emulator's Java, local-firebase's Firestore engine) with the command's stop signal, SIGKILL after the
// grace period. Nothing in Node or a library ties a child's life to its parent's on Linux without this.
import { spawn } from 'node:child_process';

const [stopSignal = 'SIGTERM', graceArg = '15000', command, ...args] = process.argv.slice(2);
const graceMs = Number(graceArg);
if (!command) {
  console.error('usage: parent-guard.mjs <stop signal> <grace ms> <command> [args...]');
  process.exit(2);
}

// same process group as the guard: signalling the group (the launcher's stopAll, or the guard below)
// reaches the command and its own children
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });

// the launcher's stop signals are meant for the command; the guard outlives it to report its exit
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => undefined);

child.on('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(127);
});

child.on('exit', (code, signal) => {
  if (signal) {
    // exit the way the command did, so the launcher reports the same signal
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});

let launcherGone = false;
function stopGroup() {
  if (launcherGone) return;
  launcherGone = true;
  try {
    process.kill(-process.pid, stopSignal);
  } catch {
    child.kill(stopSignal);
  }
  setTimeout(() => {
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }, graceMs).unref();
}

process.stdin.on('end', stopGroup);
process.stdin.on('close', stopGroup);
process.stdin.on('error', stopGroup);
process.stdin.resume();
