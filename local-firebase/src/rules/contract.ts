/**
 * Contract between the local-firebase servers (Firestore REST, Storage REST) and the rules engine.
 * Values travel in the Firestore REST `Value` encoding so integers, doubles, timestamps, bytes,
 * references and geo points stay distinguishable, exactly as real Security Rules see them.
 */
export interface FirestoreValue {
  nullValue?: null | 'NULL_VALUE';
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: FirestoreValue[] };
  mapValue?: { fields?: Record<string, FirestoreValue> };
}

export type FirestoreFields = Record<string, FirestoreValue>;

export type RulesService = 'firestore' | 'storage';
export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface RulesAuth {
  uid: string;
  /** Decoded ID-token claims as plain JSON (email, email_verified, firebase.sign_in_provider, ...). */
  token: Record<string, unknown>;
}

export interface RulesResource {
  /**
   * Firestore: the document's full name, `projects/{p}/databases/(default)/documents/brands/abc`;
   * rules see `resource.data` = fields, `resource.id`, `resource.__name__` (a path).
   * Storage: `name` is the object path (`brands/x/logo.png`); `fields` holds the object metadata
   * as rules see it: name, bucket, size (integer), contentType, md5Hash, timeCreated/updated
   * (timestamps), metadata (map of custom metadata strings).
   */
  name: string;
  fields: FirestoreFields;
}

export interface RulesDocumentLookup {
  /** Document fields before the request (null when missing). `path` is relative: `users/u1`. */
  get(path: string): FirestoreFields | null;
  /** Document fields as they would be if the whole commit/batch succeeded. */
  getAfter(path: string): FirestoreFields | null;
}

export interface RulesEvaluationInput {
  service: RulesService;
  method: RulesMethod;
  /**
   * Firestore: `/databases/(default)/documents/brands/abc` (what `match /databases/{database}/documents`
   * matches against). Storage: `/b/{bucket}/o/brands/x/logo.png`.
   */
  path: string;
  auth: RulesAuth | null;
  time: Date;
  /** Existing document/object; null when it does not exist (create, or get of a missing doc). */
  resource: RulesResource | null;
  /** The document/object as it would be after the write (create/update); null for reads/deletes. */
  requestResource: RulesResource | null;
  /**
   * Firestore: lookup for get()/exists()/getAfter()/existsAfter(). Storage: the (default) Firestore
   * database, for `firestore.get()/exists()` (storage.rules reads the admin role through it); without
   * it those calls are errors, so admin-only storage writes are denied.
   */
  lookup?: RulesDocumentLookup;
}

export interface RulesDecision {
  allowed: boolean;
  /** Human-readable why (which rule line allowed, or "no matching allow"), for error messages and logs. */
  reason: string;
}

export interface CompiledRules {
  service: RulesService;
  evaluate(input: RulesEvaluationInput): RulesDecision;
}

/** Thrown at load time for syntax errors or unsupported constructs; never silently allow. */
export class RulesLoadError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    detail: string,
  ) {
    super(`${file}:${line}:${column}: ${detail}`);
    this.name = 'RulesLoadError';
  }
}
