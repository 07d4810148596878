#!/usr/bin/env node
// npm run storybook: builds the five Storybooks (shared-ui and the remotes; Turborepo skips an unchanged
// one) and opens the composed Storybook on http://localhost:6006. `-- --build` writes the composed
// Storybook as static files to storybook-static/ instead (offline, one folder).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/children.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { TURBO_TELEMETRY_DISABLED: '1' };

const built = await run(bin('turbo'), ['run', 'build-storybook', '--concurrency=1', '--output-logs=errors-only'], {
  cwd: root,
  env,
});
if (built !== 0) process.exit(built);
const args = process.argv.includes('--build')
  ? ['build', '-c', '.storybook', '-o', 'storybook-static', '--quiet']
  : ['dev', '-c', '.storybook', '-p', '6006'];
process.exit(await run(bin('storybook'), args, { cwd: root, env }));
