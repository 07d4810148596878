import type { RulesAuth, RulesEvaluationInput, RulesResource } from './contract.js';
import { fromFirestoreFields, referenceToPath } from './convert.js';
import { RulesMap, RulesPath, RulesTimestamp, type RulesValue } from './values.js';

/** Decoded token claims (plain JSON) as rules values: whole numbers become ints. */
export function fromJson(value: unknown): RulesValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === 'object') {
    const entries = new Map<string, RulesValue>();
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) entries.set(key, fromJson(inner));
    return new RulesMap(entries);
  }
  return null;
}

/**
 * Conversions are cached per source object: a list query evaluates the rules once per document with
 * the same caller, and stored documents' fields are never changed in place (a write stores new ones),
 * so a page read again converts nothing again. Rules values are immutable.
 */
const authValues = new WeakMap<RulesAuth, RulesValue>();
const dataValues = new WeakMap<object, RulesValue>();

function authValue(auth: RulesAuth | null): RulesValue {
  if (!auth) return null;
  let value = authValues.get(auth);
  if (value === undefined) {
    value = RulesMap.of({ uid: auth.uid, token: fromJson(auth.token) });
    authValues.set(auth, value);
  }
  return value;
}

function documentData(fields: RulesResource['fields']): RulesValue {
  let value = dataValues.get(fields);
  if (value === undefined) {
    value = fromFirestoreFields(fields);
    dataValues.set(fields, value);
  }
  return value;
}

/** Firestore `resource` / `request.resource`: data, id, __name__. */
function firestoreResource(resource: RulesResource | null): RulesValue {
  if (!resource) return null;
  const path = referenceToPath(resource.name);
  return RulesMap.of({
    data: documentData(resource.fields),
    id: path.segments[path.segments.length - 1] ?? '',
    __name__: path,
  });
}

/** Storage `resource` / `request.resource`: the object metadata, with `name` always present. */
function storageResource(resource: RulesResource | null): RulesValue {
  if (!resource) return null;
  const metadata = fromFirestoreFields(resource.fields);
  const entries = new Map(metadata.entries);
  if (!entries.has('name')) entries.set('name', resource.name);
  if (!entries.has('metadata')) entries.set('metadata', new RulesMap(new Map()));
  return new RulesMap(entries);
}

/** The `request` and `resource` globals for one evaluation. */
export function requestGlobals(input: RulesEvaluationInput): { request: RulesValue; resource: RulesValue } {
  const toResource = input.service === 'firestore' ? firestoreResource : storageResource;
  const request = RulesMap.of({
    auth: authValue(input.auth),
    method: input.method,
    path: RulesPath.parse(input.path),
    time: RulesTimestamp.fromDate(input.time),
    resource: toResource(input.requestResource),
  });
  return { request, resource: toResource(input.resource) };
}
