import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LAUNCHER = fileURLToPath(new URL('./fixtures/launcher-with-child.mjs', import.meta.url));

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe('launcher children', () => {
  it('go down with the launcher even when it is killed outright (SIGKILL)', async () => {
    const launcher = spawn(process.execPath, [LAUNCHER], { stdio: ['ignore', 'pipe', 'inherit'] });
    const commandPid = await new Promise((resolve, reject) => {
      let output = '';
      launcher.stdout.on('data', (chunk) => {
        output += chunk.toString();
        const found = /command (\d+)/.exec(output);
        if (found) resolve(Number(found[1]));
      });
      launcher.once('exit', () => reject(new Error(`launcher exited early: ${output}`)));
    });
    expect(isAlive(commandPid)).toBe(true);
    launcher.kill('SIGKILL');
    expect(await waitUntil(() => !isAlive(commandPid), 5000)).toBe(true);
  });
});
