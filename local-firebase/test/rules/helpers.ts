import { compileRules, type FirestoreFields, type RulesAuth, type RulesDecision, type RulesMethod } from '../../src/rules/index.js';

export const DB = '/databases/(default)/documents';
export const ROOT = 'projects/demo-bonus-atlas/databases/(default)/documents';

/** A firestore.rules file with `body` inside `match /databases/{database}/documents`. */
export function firestoreRules(body: string) {
  return compileRules(
    `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`,
    'test.rules',
    'firestore',
  );
}

export interface Call {
  method: RulesMethod;
  /** Relative document path, e.g. `brands/b1`. */
  path: string;
  auth?: RulesAuth | null;
  before?: FirestoreFields | null;
  after?: FirestoreFields | null;
  documents?: Record<string, FirestoreFields>;
  documentsAfter?: Record<string, FirestoreFields | null>;
  time?: Date;
}

export function decide(rules: ReturnType<typeof firestoreRules>, call: Call): RulesDecision {
  const documents = call.documents ?? {};
  const documentsAfter = call.documentsAfter ?? {};
  return rules.evaluate({
    service: 'firestore',
    method: call.method,
    path: `${DB}/${call.path}`,
    auth: call.auth ?? null,
    time: call.time ?? new Date('2026-03-04T05:06:07.123Z'),
    resource: call.before ? { name: `${ROOT}/${call.path}`, fields: call.before } : null,
    requestResource: call.after ? { name: `${ROOT}/${call.path}`, fields: call.after } : null,
    lookup: {
      get: (p) => documents[p] ?? null,
      getAfter: (p) => (p in documentsAfter ? (documentsAfter[p] ?? null) : (documents[p] ?? null)),
    },
  });
}

export type Outcome = 'true' | 'false' | 'error';

/**
 * Evaluates one rules expression: `true`, `false`, or `error` (which denies, like in Firebase).
 * `!(expr)` separates false (allowed) from an error (denied).
 */
export function outcome(expr: string, call: Partial<Call> = {}, functions = ''): Outcome {
  const positive = firestoreRules(`${functions}\n match /things/{thingId} { allow get: if ${expr}; }`);
  const negative = firestoreRules(`${functions}\n match /things/{thingId} { allow get: if !(${expr}); }`);
  const full: Call = { method: 'get', path: 'things/t1', ...call };
  if (decide(positive, full).allowed) return 'true';
  if (decide(negative, full).allowed) return 'false';
  return 'error';
}

export const str = (stringValue: string) => ({ stringValue });
export const int = (n: number) => ({ integerValue: String(n) });
export const bool = (booleanValue: boolean) => ({ booleanValue });
export const ts = (timestampValue: string) => ({ timestampValue });
export const arr = (...values: object[]) => ({ arrayValue: { values } });
export const map = (fields: FirestoreFields) => ({ mapValue: { fields } });

export const member: RulesAuth = { uid: 'member-1', token: { email: 'member@example.test', email_verified: true } };
export const other: RulesAuth = { uid: 'member-2', token: { email: 'other@example.test' } };
