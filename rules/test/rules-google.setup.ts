import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startGoogleEmulator, type GoogleEmulator } from '@bonus-atlas/local-firebase';

declare module 'vitest' {
  export interface ProvidedContext {
    googleFirestore: { host: string; port: number };
  }
}

let emulator: GoogleEmulator | undefined;

/** Google's Cloud Firestore emulator for the whole rules run (each test file loads rules into its own project). */
export async function setup(project: TestProject): Promise<void> {
  emulator = await startGoogleEmulator({
    rulesFile: fileURLToPath(new URL('../firestore.rules', import.meta.url)),
    timeoutMs: 90_000,
  });
  project.provide('googleFirestore', { host: emulator.host, port: emulator.port });
}

export async function teardown(): Promise<void> {
  await emulator?.stop();
}
