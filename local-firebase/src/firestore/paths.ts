import type { FirestoreFields, FirestoreValue } from '../rules/contract.js';
import { RpcError } from './errors.js';
import { compareStrings } from './values.js';
import { validatePathSegments } from './limits.js';

/** Full resource name prefix for a database: `projects/p/databases/(default)/documents`. */
export function documentsRoot(projectId: string, databaseId = '(default)'): string {
  return `projects/${projectId}/databases/${databaseId}/documents`;
}

export interface ParsedName {
  root: string;
  /** Path relative to the documents root: '' (root), 'brands', 'brands/b1', ... */
  path: string;
  segments: string[];
}

const NAME = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/;

export function parseResourceName(name: unknown, expectedRoot: string): ParsedName {
  if (typeof name !== 'string') throw new RpcError('INVALID_ARGUMENT', 'Resource name must be a string.');
  const m = NAME.exec(name);
  if (!m) throw new RpcError('INVALID_ARGUMENT', `Invalid resource name: ${JSON.stringify(name)}`);
  const root = `projects/${m[1]}/databases/${m[2]}/documents`;
  if (root !== expectedRoot) {
    throw new RpcError('INVALID_ARGUMENT', `Resource ${name} is not in database ${expectedRoot}.`);
  }
  const path = m[3] ?? '';
  const segments = path === '' ? [] : path.split('/');
  if (segments.some((s) => s === '')) throw new RpcError('INVALID_ARGUMENT', `Invalid resource name: ${name}`);
  validatePathSegments(name, segments);
  return { root, path, segments };
}

export function parseDocumentName(name: unknown, expectedRoot: string): string {
  const parsed = parseResourceName(name, expectedRoot);
  if (parsed.segments.length === 0 || parsed.segments.length % 2 !== 0) {
    throw new RpcError('INVALID_ARGUMENT', `${String(name)} is not a document name.`);
  }
  return parsed.path;
}

/** `brands/b1/promotions/p1` → collection `brands/b1/promotions`, id `p1`. */
export function splitDocumentPath(path: string): { collection: string; id: string; parent: string; collectionId: string } {
  const segments = path.split('/');
  const id = segments.pop() as string;
  const collectionId = segments[segments.length - 1] as string;
  const collection = segments.join('/');
  const parent = segments.slice(0, -1).join('/');
  return { collection, id, parent, collectionId };
}

/** Splits `a.b.\`c.d\`` into ['a','b','c.d'] (backticks quote segments with special characters). */
export function parseFieldPath(path: unknown): string[] {
  if (typeof path !== 'string' || path === '') throw new RpcError('INVALID_ARGUMENT', 'Field path must be a non-empty string.');
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i] as string;
    if (quoted) {
      if (c === '\\' && i + 1 < path.length) current += path[++i];
      else if (c === '`') quoted = false;
      else current += c;
    } else if (c === '`') quoted = true;
    else if (c === '.') {
      if (current === '') throw new RpcError('INVALID_ARGUMENT', `Invalid field path: ${path}`);
      segments.push(current);
      current = '';
    } else current += c;
  }
  if (quoted || current === '') throw new RpcError('INVALID_ARGUMENT', `Invalid field path: ${path}`);
  segments.push(current);
  return segments;
}

export function getField(fields: FirestoreFields, segments: string[]): FirestoreValue | undefined {
  let map: FirestoreFields | undefined = fields;
  for (let i = 0; i < segments.length; i++) {
    const value: FirestoreValue | undefined = map?.[segments[i] as string];
    if (value === undefined) return undefined;
    if (i === segments.length - 1) return value;
    map = value.mapValue?.fields;
    if (map === undefined) return undefined;
  }
  return undefined;
}

/** Sets a (possibly nested) field in place, creating or replacing intermediate maps. */
export function setField(fields: FirestoreFields, segments: string[], value: FirestoreValue): void {
  let map = fields;
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i] as string;
    const existing = map[key];
    if (!existing?.mapValue) map[key] = { mapValue: { fields: {} } };
    const next = map[key] as FirestoreValue;
    next.mapValue = next.mapValue ?? { fields: {} };
    next.mapValue.fields = next.mapValue.fields ?? {};
    map = next.mapValue.fields;
  }
  map[segments[segments.length - 1] as string] = value;
}

export function deleteField(fields: FirestoreFields, segments: string[]): void {
  let map: FirestoreFields | undefined = fields;
  for (let i = 0; i < segments.length - 1 && map; i++) map = map[segments[i] as string]?.mapValue?.fields;
  if (map) delete map[segments[segments.length - 1] as string];
}

/** Deep copy through JSON: stored values are plain JSON, so this is exact. */
export function cloneFields(fields: FirestoreFields): FirestoreFields {
  return JSON.parse(JSON.stringify(fields)) as FirestoreFields;
}

/**
 * Document paths compare segment by segment, like reference values. Up to the first differing
 * character both paths have the same segments, so there a '/' (the end of a segment) sorts first and
 * any other pair of characters compares as the strings do, without splitting the paths.
 */
export function comparePaths(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    if (ca === 47) return -1;
    if (cb === 47) return 1;
    return compareStrings(a.slice(i), b.slice(i));
  }
  return a.length < b.length ? -1 : 1;
}
