#!/usr/bin/env node
// Production builds of the shell (with its server render) and the remotes into a folder of their own,
// <outDir>/<app> and <outDir>/shell-server (rspack.base.ts's ATLAS_OUT_DIR), never the workspaces' dist/,
// which a running `npm start` serves. A deploy builds each environment this way, and `npm test` builds
// the stack its e2e run serves:
//   node scripts/lib/build-apps.mjs <outDir>     (the local stack's configuration, every app)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../../federation.remotes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const APP_WORKSPACES = ['shell', ...REMOTES.map((remote) => remote.workspace)];

function spawnBuild(workspace, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', ...args], {
      cwd: path.join(ROOT, workspace),
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${workspace} failed (${code})`))));
    child.on('error', reject);
  });
}

/**
 * A remote's browser entry as built for production is minified (a line or two): rspack once wrote a
 * remote's whole browser build unminified, with no error, when a chunk group changed (twice the bytes).
 */
function assertMinified(file) {
  if (!existsSync(file)) return;
  const lines = readFileSync(file, 'utf8').split('\n').length;
  if (lines > 20) throw new Error(`${file} came out unminified (${lines} lines): check the build's chunk groups`);
}

/**
 * Builds `workspaces` into `outDir` with exactly `env` (plus NODE_ENV and ATLAS_OUT_DIR); `onBuilt`
 * hears each app's seconds.
 * @param {{ outDir: string, env: Record<string, string | undefined>, workspaces?: string[], onBuilt?: (workspace: string, seconds: number) => void }} options
 */
export async function buildApps({ outDir, env, workspaces = APP_WORKSPACES, onBuilt }) {
  const buildEnv = { ...env, NODE_ENV: 'production', ATLAS_OUT_DIR: outDir };
  for (const workspace of workspaces) {
    const started = Date.now();
    await spawnBuild(workspace, [], buildEnv);
    if (workspace === 'shell') await spawnBuild(workspace, ['-c', 'rspack.server.config.ts'], buildEnv);
    if (workspace !== 'shell') assertMinified(path.join(outDir, path.basename(workspace), 'remoteEntry.js'));
    onBuilt?.(workspace, Math.round((Date.now() - started) / 1000));
  }
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const outDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build', 'out', 'test'));
  buildApps({
    outDir,
    env: process.env,
    onBuilt: (workspace, seconds) =>
      console.log(`  built ${workspace} into ${path.relative(ROOT, outDir)} (${seconds} s)`),
  }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
