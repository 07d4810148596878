#!/usr/bin/env node
// Writes <dir>/remotes.json for a deploy environment, so a deployed shell points at the remotes of its
// environment without a rebuild:
//   node scripts/write-remotes-json.mjs <dir> --env <name>   (deploy/environments/<name>.json)
// Every remote needs its URL there: a missing one stops with its name (never a localhost default; the
// local stack writes its own map, scripts/start.mjs).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENVIRONMENT_VARIABLE, loadEnvironment } from './deploy/environment.mjs';
import { REMOTES } from '../federation.remotes.mjs';

/** remotes.json's text from a validated environment. */
export function environmentRemotesJson(environment) {
  return `${JSON.stringify(Object.fromEntries(REMOTES.map(({ name }) => [name, environment.remotes[name]])), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  const envIndex = args.indexOf('--env');
  const name = envIndex >= 0 ? args[envIndex + 1] : process.env[ENVIRONMENT_VARIABLE];
  const dir =
    args.find((arg, index) => !arg.startsWith('--') && (envIndex < 0 || index !== envIndex + 1)) ?? 'shell/dist';
  try {
    const file = path.resolve(dir, 'remotes.json');
    writeFileSync(file, environmentRemotesJson(loadEnvironment(name)));
    console.log(`wrote ${file}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
