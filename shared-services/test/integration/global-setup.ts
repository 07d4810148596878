import { startLocalFirebase } from '@bonus-atlas/local-firebase';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    localFirebase: { host: string; firestorePort: number; storagePort: number };
  }
}

/** One local-firebase (real firestore.rules / storage.rules from the repo root) for the integration suite. */
export default async function setup(project: TestProject) {
  const server = await startLocalFirebase({ firestorePort: 0, storagePort: 0, dataDir: null, log: () => undefined });
  project.provide('localFirebase', {
    host: server.host,
    firestorePort: server.firestorePort,
    storagePort: server.storagePort,
  });
  return async () => {
    await server.stop();
  };
}
