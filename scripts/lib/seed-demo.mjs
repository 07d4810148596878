// The demo data goes in once the backends answer: the seed package (seed/) writes it as `owner` through
// the Firestore and Storage ports, only when there are no brands yet. local-firebase only emulates.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** How long seeding may take (about 2 s on the demo set) before the launcher gives up. */
const SEED_DEADLINE_MS = 180_000;
/** And per generated brand (`scale`: each with its promotions). */
const SEED_DEADLINE_PER_BRAND_MS = 100;

/**
 * Seeds the demo data when the database has no brands; resolves with the seed's summary line.
 * @param {string} root the repository root
 * @param {{ firestorePort: number, storagePort: number, host?: string, scale?: number, timeoutMs?: number }} target
 * @returns {Promise<string>}
 */
export function seedDemoDataIfEmpty(
  root,
  { firestorePort, storagePort, host = '127.0.0.1', scale, timeoutMs = SEED_DEADLINE_MS + (scale ?? 0) * SEED_DEADLINE_PER_BRAND_MS },
) {
  const args = [
    path.join(root, 'seed', 'src', 'cli.ts'),
    '--if-empty',
    ...(scale ? ['--scale', String(scale)] : []),
    '--host',
    host,
    '--firestore-port',
    String(firestorePort),
    '--storage-port',
    String(storagePort),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve(output.trim());
      const why = signal ? `it did not finish within ${Math.round(timeoutMs / 1000)} s` : `exit code ${code}`;
      reject(new Error(`Seeding the demo data failed (${why}):\n${output.trim()}`));
    });
  });
}
