#!/usr/bin/env node
// Writes <dir>/remotes.json for the current environment, so a deployed shell can point at other
// remotes without a rebuild:  node scripts/write-remotes-json.mjs shell/dist
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { remotesJson } from './remotes-map.mjs';

const dir = process.argv[2] ?? 'shell/dist';
const file = path.resolve(dir, 'remotes.json');
writeFileSync(file, remotesJson());
console.log(`wrote ${file}`);
