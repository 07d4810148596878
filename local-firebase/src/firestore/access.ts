import type { CompiledRules, RulesAuth, RulesMethod, RulesResource } from '../rules/contract.js';
import { RpcError } from './errors.js';
import type { DocumentStore, StoredDocument } from './store.js';

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
  checkReads(identity: Identity, method: 'get' | 'list', docs: { path: string; doc: StoredDocument | null }[], store: DocumentStore): void {
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

  /** Every write of a commit, with `getAfter` seeing the whole commit applied. */
  checkWrites(identity: Identity, writes: WriteCheck[], after: Map<string, StoredDocument | null>, store: DocumentStore, time: Date): void {
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
