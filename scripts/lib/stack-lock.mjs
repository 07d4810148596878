// One Bonus Atlas stack per machine (its ports are fixed): a lock folder holding the owner's pid.
// A lock whose owner is gone is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LOCK_DIR = path.join(os.tmpdir(), 'bonus-atlas-stack.lock');
const PID_FILE = path.join(LOCK_DIR, 'pid');

function ownerPid() {
  try {
    return Number(readFileSync(PID_FILE, 'utf8'));
  } catch {
    return null;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function tryAcquire() {
  try {
    mkdirSync(LOCK_DIR);
    writeFileSync(PID_FILE, String(process.pid));
    process.on('exit', release);
    return true;
  } catch {
    const pid = ownerPid();
    // a folder without pid may be a lock being written right now; only a dead owner is taken over
    if (pid && !isAlive(pid)) rmSync(LOCK_DIR, { recursive: true, force: true });
    return false;
  }
}

export function release() {
  if (ownerPid() === process.pid) rmSync(LOCK_DIR, { recursive: true, force: true });
}

/**
 * Takes the machine-wide stack lock. With `waitMs` > 0 it waits for another stack (e.g. another
 * e2e run) to finish; otherwise it fails at once. Returns the other owner's pid on failure.
 */
export async function acquireStackLock(waitMs = 0) {
  const deadline = Date.now() + waitMs;
  let announced = false;
  for (;;) {
    if (tryAcquire()) return { acquired: true };
    if (Date.now() >= deadline) return { acquired: false, owner: ownerPid() };
    if (!announced) {
      console.log(`Another Bonus Atlas stack is running (pid ${ownerPid() ?? '?'}); waiting for it to stop...`);
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
