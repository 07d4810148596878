import { findGoogleEmulator, startGoogleEmulator } from '../../src/engines/google-emulator.js';
import { PROJECT_RULES, startLocalFirebase } from '../../src/start.js';
import type { Exception, Outcome } from './check.js';
import { RestEngine } from './rest.js';

export interface EnginePair {
  engines: [RestEngine, RestEngine];
  stop(): Promise<void>;
}

/**
 * Google's emulator and local-firebase, both with the project's firestore.rules. local-firebase runs
 * without its index check here: Google's emulator does not enforce indexes, and the index rules are
 * tested on their own (test/indexes.test.ts); this check compares query semantics on any shape.
 */
export async function startEnginePair(rulesFile = PROJECT_RULES.firestore): Promise<EnginePair> {
  const [google, local] = await Promise.all([
    startGoogleEmulator({ rulesFile }),
    startLocalFirebase({ firestorePort: 0, storagePort: 0, dataDir: null, rulesFile, indexesFile: null, log: () => {} }),
  ]);
  return {
    engines: [new RestEngine('google-emulator', google.host, google.port), new RestEngine('local-firebase', local.host, local.firestorePort)],
    stop: async () => {
      await Promise.all([google.stop(), local.stop()]);
    },
  };
}

export { findGoogleEmulator };

/**
 * Where Google's emulator differs from production. local-firebase follows production there, so the
 * op is excused rather than counted.
 */
export const EMULATOR_EXCEPTIONS: Exception[] = [
  {
    reason:
      'Google\'s emulator refuses a collection-group (allDescendants) query under a document ("only allowed at the root parent"); ' +
      'production runs it (the REST API scopes allDescendants to any parent), as local-firebase does',
    applies: (op, [google, local]) =>
      (op.kind === 'query' || op.kind === 'aggregate') &&
      op.parent !== '' &&
      (op.query.from as { allDescendants?: boolean }[])[0]?.allDescendants === true &&
      isError(google, 'INVALID_ARGUMENT') &&
      local !== undefined &&
      'ok' in local,
  },
  {
    reason:
      'Google\'s emulator refuses descending __name__ scans ("does not support descending key scans"); production serves them ' +
      'from the automatic index, as local-firebase does',
    applies: (op, [google, local]) =>
      (op.kind === 'query' || op.kind === 'aggregate') &&
      ((op.query.orderBy as { field: { fieldPath: string }; direction?: string }[] | undefined) ?? []).some(
        (o) => o.field.fieldPath === '__name__' && o.direction === 'DESCENDING',
      ) &&
      isError(google, 'FAILED_PRECONDITION') &&
      !isError(local, 'FAILED_PRECONDITION'),
  },
];

function isError(outcome: Outcome | undefined, status: string): boolean {
  return outcome !== undefined && 'error' in outcome && outcome.error === status;
}
