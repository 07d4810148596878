import path from 'node:path';
import { describeMissing, loadIndexConfig, missingIndexes, REPO_ROOT, startLocalFirebase } from '@bonus-atlas/local-firebase';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    localFirebase: { host: string; firestorePort: number; storagePort: number };
  }
}

/** One local-firebase (the project's rules/firestore.rules and rules/storage.rules) for the integration suite. */
export default async function setup(project: TestProject) {
  // Every query the services make is recorded and checked against firestore.indexes.json at the end
  // (local-firebase also refuses each one without its index, as production does).
  const queries = new Map<string, unknown>();
  const server = await startLocalFirebase({
    firestorePort: 0,
    storagePort: 0,
    dataDir: null,
    log: () => undefined,
    onQuery: (structuredQuery) => queries.set(JSON.stringify(structuredQuery), structuredQuery),
  });
  project.provide('localFirebase', {
    host: server.host,
    firestorePort: server.firestorePort,
    storagePort: server.storagePort,
  });
  return async () => {
    await server.stop();
    const indexes = loadIndexConfig(path.join(REPO_ROOT, 'firestore.indexes.json'));
    const missing = new Set<string>();
    for (const query of queries.values()) {
      const needed = missingIndexes(indexes, query);
      if (needed.length > 0) missing.add(`${describeMissing(needed)}\n    for ${JSON.stringify(query)}`);
    }
    console.info(`index check: ${queries.size} distinct queries recorded, ${missing.size} without an index in firestore.indexes.json`);
    if (missing.size > 0) {
      // Vitest reports an error thrown here but still exits 0, so the exit code is set explicitly.
      console.error(`Queries without their index (add to firestore.indexes.json):\n  ${[...missing].join('\n  ')}`);
      process.exitCode = 1;
    }
  };
}
