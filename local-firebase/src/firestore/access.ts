import type { CompiledRules, RulesAuth, RulesMethod, RulesResource } from '../rules/contract.js';
import { RpcError } from './errors.js';
import type { QueryRulesTarget } from './query.js';
import type { DocumentStore, StoredDocument } from './store.js';
import type { FirestoreValue } from '../rules/contract.js';

/** The id a list query is checked under: no real document has it, so rules on the id never match by chance. */
const QUERY_DOCUMENT_ID = '__query__';
/** `in` terms multiply the cases to check; Firestore allows at most 30 disjunctions per query. */
const MAX_QUERY_CASES = 30;

/** Every combination of the equality terms (an `in` term contributes each of its values). */
function equalityCases(target: QueryRulesTarget): { segments: string[]; value: FirestoreValue }[][] {
  let cases: { segments: string[]; value: FirestoreValue }[][] = [[]];
  for (const { segments, values } of target.equalities) {
    cases = cases.flatMap((partial) => values.map((value) => [...partial, { segments, value }]));
    if (cases.length > MAX_QUERY_CASES) return [];
  }
  return cases;
}

/** The fields a query pins down, as a document: `a.b == 1` becomes { a: { b: 1 } }. */
function constrainedFields(terms: { segments: string[]; value: FirestoreValue }[]): Record<string, FirestoreValue> {
  const root: Record<string, FirestoreValue> = {};
  for (const { segments, value } of terms) {
    let fields = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        fields[segment] = value;
        return;
      }
      const existing = fields[segment] as { mapValue?: { fields?: Record<string, FirestoreValue> } } | undefined;
      const inner = existing?.mapValue?.fields ?? {};
      fields[segment] = { mapValue: { fields: inner } };
      fields = inner;
    });
  }
  return root;
}

/** Who is asking: the `owner` token bypasses rules (seeding, tests), like the official emulators. */
export interface Identity {
  owner: boolean;
  auth: RulesAuth | null;
}

export interface WriteCheck {
  method: Extract<RulesMethod, 'create' | 'update' | 'delete'>;
  path: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
}

/** Runs every Firestore read and write past the compiled rules and turns a denial into PERMISSION_DENIED. */
export class FirestoreAccess {
  constructor(
    private readonly rules: CompiledRules,
    private readonly root: string,
    private readonly databaseId: string,
  ) {}

  private resource(path: string, doc: StoredDocument | null): RulesResource | null {
    return doc ? { name: `${this.root}/${path}`, fields: doc.fields } : null;
  }

  private rulesPath(path: string): string {
    return `/databases/${this.databaseId}/documents/${path}`;
  }

  private deny(method: RulesMethod, path: string, reason: string): never {
    throw new RpcError(
      'PERMISSION_DENIED',
      `Missing or insufficient permissions. (${method} on ${path} denied: ${reason})`,
    );
  }

  private lookup(store: DocumentStore, after?: Map<string, StoredDocument | null>) {
    return {
      get: (path: string) => store.get(path)?.fields ?? null,
      getAfter: (path: string) => {
        if (after?.has(path)) return after.get(path)?.fields ?? null;
        return store.get(path)?.fields ?? null;
      },
    };
  }

  /** `get` for each looked-up document (missing ones too); `list` for every document a query returns. */
  checkReads(
    identity: Identity,
    method: 'get' | 'list',
    docs: { path: string; doc: StoredDocument | null }[],
    store: DocumentStore,
  ): void {
    if (identity.owner) return;
    const time = new Date();
    const lookup = this.lookup(store);
    for (const { path, doc } of docs) {
      const decision = this.rules.evaluate({
        service: 'firestore',
        method,
        path: this.rulesPath(path),
        auth: identity.auth,
        time,
        resource: this.resource(path, doc),
        requestResource: null,
        lookup,
      });
      if (!decision.allowed) this.deny(method, path, decision.reason);
    }
  }

  /**
   * A list query or aggregation ("rules are not filters"): decided from the query alone, never from the
   * data it would return. `resource.data` holds only the fields the query's equality filters pin down;
   * reading any other field is an error, so a rule that depends on it denies the query, as Firestore does.
   */
  checkQuery(identity: Identity, target: QueryRulesTarget, store: DocumentStore): void {
    if (identity.owner) return;
    const time = new Date();
    const lookup = this.lookup(store);
    const path = `${target.collectionPath}/${QUERY_DOCUMENT_ID}`;
    const cases = equalityCases(target);
    if (cases.length === 0) this.deny('list', target.collectionPath, 'too many equality combinations to decide');
    for (const terms of cases) {
      const decision = this.rules.evaluate({
        service: 'firestore',
        method: 'list',
        path: this.rulesPath(path),
        auth: identity.auth,
        time,
        resource: { name: `${this.root}/${path}`, fields: constrainedFields(terms) },
        requestResource: null,
        lookup,
      });
      if (!decision.allowed) this.deny('list', target.collectionPath, decision.reason);
    }
  }

  /** Every write of a commit, with `getAfter` seeing the whole commit applied. */
  checkWrites(
    identity: Identity,
    writes: WriteCheck[],
    after: Map<string, StoredDocument | null>,
    store: DocumentStore,
    time: Date,
  ): void {
    if (identity.owner) return;
    const lookup = this.lookup(store, after);
    for (const write of writes) {
      const decision = this.rules.evaluate({
        service: 'firestore',
        method: write.method,
        path: this.rulesPath(write.path),
        auth: identity.auth,
        time,
        resource: this.resource(write.path, write.before),
        requestResource: write.method === 'delete' ? null : this.resource(write.path, write.after),
        lookup,
      });
      if (!decision.allowed) this.deny(write.method, write.path, decision.reason);
    }
  }
}
