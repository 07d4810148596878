#!/usr/bin/env node
// Keeps `npm ci` working against a registry mirror that lacks some platform binaries.
//
// Packages such as @rspack/binding and turbo list one optional dependency per OS/CPU. When the
// mirror has no copy of, say, the macOS build, `npm install` skips it silently and leaves it out of
// package-lock.json — and `npm ci` then refuses the lock ("Missing: … from lock file"). npm has no
// option for this, so this script records each missing platform package in the lock as an optional
// entry with its os/cpu; `npm ci` then skips it on a non-matching machine instead of failing.
// Idempotent; runs after every `npm install` (root postinstall).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');

const OS_WORDS = [
  ['darwin', 'darwin'],
  ['linux', 'linux'],
  ['win32', 'win32'],
  ['windows', 'win32'],
  ['freebsd', 'freebsd'],
  ['android', 'android'],
  ['openharmony', 'openharmony'],
];
const CPU_WORDS = [
  ['arm64', 'arm64'],
  ['aarch64', 'arm64'],
  ['x64', 'x64'],
  ['64', 'x64'],
  ['ia32', 'ia32'],
  ['arm', 'arm'],
  ['ppc64', 'ppc64'],
  ['riscv64', 'riscv64'],
  ['s390x', 's390x'],
  ['wasm32', 'wasm32'],
];

/** `@rspack/binding-darwin-arm64` → { os: ['darwin'], cpu: ['arm64'] }; null when the name names no platform. */
export function platformOf(name) {
  const words = name.split('/').pop().split('-');
  const os = OS_WORDS.find(([word]) => words.includes(word))?.[1];
  const cpu = CPU_WORDS.find(([word]) => words.includes(word))?.[1];
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (!os || !cpu) return null;
  return { os: [os], cpu: [cpu] };
}

/** Adds lock entries for platform-specific optional dependencies the lock does not hold. Returns the names added. */
export function completeLockfile(lock) {
  const packages = lock.packages ?? {};
  const added = [];
  for (const [location, entry] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (packages[nested] || packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
      // npm's own key order (version, then alphabetical): a later `npm install` then rewrites nothing
      packages[hoisted] = {
        version: spec,
        ...(platform.cpu && { cpu: platform.cpu }),
        optional: true,
        ...(platform.os && { os: platform.os }),
      };
      added.push(`${name}@${spec}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  return added;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  const added = completeLockfile(lock);
  if (added.length > 0) {
    writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`complete-lockfile: recorded ${added.length} platform packages the registry mirror lacks`);
  }
}
