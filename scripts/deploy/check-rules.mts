// The dry run's rules check (tsx): the rules a deploy uploads compile, on local-firebase's engine and,
// when Java and its jar are here, on Google's Firestore emulator (the same compiler family as
// production's). Offline; exit code 1 with the compiler's message otherwise.
//   tsx scripts/deploy/check-rules.mts <firestore rules file> <storage rules file>
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileRules } from '../../local-firebase/src/rules/index.js';
import { findGoogleEmulator, startGoogleEmulator } from '../../local-firebase/src/engines/google-emulator.js';

const [firestoreFile, storageFile] = process.argv.slice(2);
if (!firestoreFile || !storageFile) throw new Error('usage: check-rules.ts <firestore.rules> <storage.rules>');

let failed = false;
for (const [file, service] of [
  [firestoreFile, 'firestore'],
  [storageFile, 'storage'],
] as const) {
  try {
    compileRules(readFileSync(file, 'utf8'), path.basename(file), service);
    console.log(`  ✓ ${file} compiles (local-firebase, ${service})`);
  } catch (error) {
    failed = true;
    console.error(`  ✗ ${file} (local-firebase, ${service}): ${error instanceof Error ? error.message : error}`);
  }
}

const google = findGoogleEmulator();
if (google.ok) {
  const emulator = await startGoogleEmulator({ rulesFile: firestoreFile, timeoutMs: 60_000 });
  try {
    // the emulator's rules upload compiles them and answers 400 with the compiler's message
    const response = await fetch(
      `http://${emulator.host}:${emulator.port}/emulator/v1/projects/${emulator.projectId}:securityRules`,
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          rules: { files: [{ name: 'firestore.rules', content: readFileSync(firestoreFile, 'utf8') }] },
        }),
        signal: AbortSignal.timeout(30_000),
      },
    );
    if (response.ok) console.log(`  ✓ ${firestoreFile} compiles (Google's Firestore emulator)`);
    else {
      failed = true;
      console.error(`  ✗ ${firestoreFile} (Google's Firestore emulator): ${response.status} ${await response.text()}`);
    }
  } finally {
    await emulator.stop();
  }
} else {
  console.log(`  - Google's Firestore emulator not run: ${google.reason}`);
}
process.exit(failed ? 1 : 0);
