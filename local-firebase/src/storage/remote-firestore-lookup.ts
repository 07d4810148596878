import type { FirestoreFields, RulesDocumentLookup } from '../rules/contract.js';

/**
 * storage.rules' firestore.get()/exists() against another Firestore engine (Google's emulator, when
 * `npm start` runs Firestore there): rules evaluation is synchronous, so a decision is taken, the
 * documents it asked for are read over REST (batchGet as the rules-bypassing owner), and it is taken
 * again until it asked for nothing unknown. One instance per request: nothing is cached across them.
 */
export class RemoteFirestoreLookup implements RulesDocumentLookup {
  private readonly known = new Map<string, FirestoreFields | null>();
  private readonly missing = new Set<string>();

  constructor(
    private readonly origin: string,
    private readonly projectId: string,
  ) {}

  get(path: string): FirestoreFields | null {
    const fields = this.known.get(path);
    if (fields !== undefined) return fields;
    this.missing.add(path);
    return null;
  }

  /** Storage rules run outside a Firestore commit: after = before. */
  getAfter(path: string): FirestoreFields | null {
    return this.get(path);
  }

  async decide<T>(evaluate: () => T, maxRounds = 4): Promise<T> {
    for (let round = 1; ; round += 1) {
      this.missing.clear();
      const decision = evaluate();
      if (this.missing.size === 0 || round >= maxRounds) return decision;
      await this.read([...this.missing]);
    }
  }

  private async read(paths: string[]): Promise<void> {
    const documents = `projects/${this.projectId}/databases/(default)/documents`;
    const response = await fetch(`${this.origin}/v1/${documents}:batchGet`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ documents: paths.map((path) => `${documents}/${path}`) }),
    });
    if (!response.ok) throw new Error(`Firestore batchGet failed: ${response.status} ${await response.text()}`);
    const answers = (await response.json()) as { found?: { name: string; fields?: FirestoreFields }; missing?: string }[];
    for (const answer of answers) {
      const name = answer.found?.name ?? answer.missing;
      if (!name) continue;
      this.known.set(name.slice(documents.length + 1), answer.found ? (answer.found.fields ?? {}) : null);
    }
  }
}
