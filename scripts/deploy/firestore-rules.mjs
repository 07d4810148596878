#!/usr/bin/env node
// The deployed Firestore rules of an environment, from the one source rules/firestore.rules: the body of
// storageObjectUrlPrefix() (the emulators' variant: demo bucket, loopback origins) becomes the
// environment's bucket behind Google's download host, with no loopback origin.
//   node scripts/deploy/firestore-rules.mjs <environment>   → build/firestore.rules
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnvironment, ENVIRONMENT_VARIABLE, ROOT } from './environment.mjs';

const PREFIX_FUNCTION = /(function storageObjectUrlPrefix\(\) \{\s*return )'[^'\n]*'(;\s*\})/;

/** A bucket name as a rules (RE2) pattern: dots literal. */
function bucketPattern(bucket) {
  if (!/^[a-z0-9][a-z0-9._-]*[a-z0-9]$/.test(bucket)) throw new Error(`not a bucket name: ${bucket}`);
  return bucket.replace(/\./g, '[.]');
}

/**
 * @param {string} source firestore.rules
 * @param {{ storageBucket: string, loopback: boolean }} options loopback: also accept a local Storage
 * emulator's http://127.0.0.1|localhost:<port> URLs (emulator environments only)
 */
export function firestoreRulesFor(source, { storageBucket, loopback }) {
  if (!PREFIX_FUNCTION.test(source)) {
    throw new Error("firestore.rules has no `function storageObjectUrlPrefix() { return '...'; }` to fill in");
  }
  const host = loopback
    ? '(https://firebasestorage[.]googleapis[.]com|http://(127[.]0[.]0[.]1|localhost):[0-9]+)'
    : 'https://firebasestorage[.]googleapis[.]com';
  const prefix = `${host}/v0/b/${bucketPattern(storageBucket)}/o/`;
  return source.replace(PREFIX_FUNCTION, (_, head, tail) => `${head}'${prefix}'${tail}`);
}

/** Writes build/firestore.rules for the environment; returns its path. */
export function writeFirestoreRules(environment, out = path.join(ROOT, 'build', 'firestore.rules')) {
  const source = readFileSync(path.join(ROOT, 'rules', 'firestore.rules'), 'utf8');
  const rules = firestoreRulesFor(source, {
    storageBucket: environment.firebase.storageBucket,
    loopback: Boolean(environment.emulators),
  });
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, rules);
  return out;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const environment = loadEnvironment(process.argv[2] ?? process.env[ENVIRONMENT_VARIABLE]);
  console.log(`wrote ${path.relative(ROOT, writeFirestoreRules(environment))} (${environment.name})`);
}
