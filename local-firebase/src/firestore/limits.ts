import type { FirestoreFields, FirestoreValue } from '../rules/contract.js';
import { RpcError } from './errors.js';

/**
 * Firestore's documented limits (https://firebase.google.com/docs/firestore/quotas) and its naming
 * rules for ids and field names, checked the way production checks them. No library implements
 * these for a stand-in server, so they are written out here.
 */
export const MAX_DOCUMENT_BYTES = 1_048_576;
export const MAX_WRITES_PER_COMMIT = 500;
/** Maps may nest 20 deep (a field holding 20 nested maps); arrays may not hold arrays at all. */
export const MAX_MAP_DEPTH = 20;
export const MAX_ID_BYTES = 1500;
export const MAX_FIELD_NAME_BYTES = 1500;
/** A single string or bytes value: 1 MiB - 89 bytes. */
export const MAX_VALUE_BYTES = 1_048_487;

const RESERVED = /^__.*__$/;
/** `__id123__` is the form Datastore uses for numeric ids; Firestore accepts it as a document id. */
const NUMERIC_ID = /^__id-?\d+__$/;

function invalid(message: string): never {
  throw new RpcError('INVALID_ARGUMENT', message);
}

/** Validates every collection id and document id of a resource path (segments alternate). */
export function validatePathSegments(name: string, segments: string[]): void {
  segments.forEach((segment, i) => {
    const isDocumentId = i % 2 === 1;
    const what = isDocumentId ? 'resource id' : 'collection id';
    if (segment === '.' || segment === '..') invalid(`Document name "${name}" contains a ${what} "${segment}".`);
    if (Buffer.byteLength(segment, 'utf8') > MAX_ID_BYTES) invalid(`The key path element name is longer than ${MAX_ID_BYTES} bytes.`);
    if (RESERVED.test(segment) && !(isDocumentId && NUMERIC_ID.test(segment))) {
      invalid(`${isDocumentId ? 'Resource' : 'Collection'} id "${segment}" is invalid because it is reserved.`);
    }
  });
}

function validateFieldName(name: string): void {
  if (name === '') invalid('The property.name is the empty string.');
  if (Buffer.byteLength(name, 'utf8') > MAX_FIELD_NAME_BYTES) invalid(`The property.name is longer than ${MAX_FIELD_NAME_BYTES} bytes.`);
  if (RESERVED.test(name)) invalid(`field name '${name}' is reserved.`);
}

/** A field path a write names (update mask, transform): no segment may be reserved. */
export function validateWritePath(segments: string[], path: string): void {
  for (const segment of segments) {
    if (RESERVED.test(segment)) invalid(`Invalid reserved name in field path ${path}`);
  }
}

function validateValue(field: string, value: FirestoreValue, mapDepth: number, inArray: boolean): void {
  const bytes = value.stringValue !== undefined ? utf8(value.stringValue) : value.bytesValue !== undefined ? (value.bytesValue.length * 3) / 4 : 0;
  if (bytes > MAX_VALUE_BYTES) invalid(`The value of property "${field}" is longer than ${MAX_VALUE_BYTES} bytes.`);
  if (value.arrayValue) {
    if (inArray) invalid('Cannot convert an array value in an array value.');
    for (const element of value.arrayValue.values ?? []) validateValue(field, element, mapDepth, true);
  } else if (value.mapValue) {
    if (mapDepth + 1 > MAX_MAP_DEPTH) invalid(`Property ${field} contains an invalid nested entity.`);
    validateFields(value.mapValue.fields ?? {}, mapDepth + 1, field);
  }
}

function validateFields(fields: FirestoreFields, mapDepth: number, top: string | null): void {
  for (const [name, value] of Object.entries(fields)) {
    validateFieldName(name);
    validateValue(top ?? name, value, mapDepth, false);
  }
}

/** Field names, nesting and array-in-array of a document's fields as a client sent them. */
export function validateDocumentFields(fields: FirestoreFields): void {
  validateFields(fields, 0, null);
}

function utf8(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/** Storage size of a document name: every collection id and document id plus 1 byte each, plus 16. */
export function nameSize(path: string): number {
  return path.split('/').reduce((sum, segment) => sum + utf8(segment) + 1, 16);
}

function valueSize(value: FirestoreValue): number {
  if (value.stringValue !== undefined) return utf8(value.stringValue) + 1;
  if (value.bytesValue !== undefined) return Buffer.from(value.bytesValue, 'base64').length;
  if (value.integerValue !== undefined || value.doubleValue !== undefined || value.timestampValue !== undefined) return 8;
  if (value.booleanValue !== undefined || 'nullValue' in value) return 1;
  if (value.geoPointValue !== undefined) return 16;
  if (value.referenceValue !== undefined) return nameSize(value.referenceValue.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, ''));
  if (value.arrayValue) return (value.arrayValue.values ?? []).reduce((sum, v) => sum + valueSize(v), 0);
  return fieldsSize(value.mapValue?.fields ?? {});
}

function fieldsSize(fields: FirestoreFields): number {
  let sum = 0;
  for (const [name, value] of Object.entries(fields)) sum += utf8(name) + 1 + valueSize(value);
  return sum;
}

/** Firestore's storage size of a document: name + fields + 32 bytes. */
export function documentSize(path: string, fields: FirestoreFields): number {
  return nameSize(path) + fieldsSize(fields) + 32;
}

/** Refuses a document (as it would be stored after masks and transforms) over 1 MiB. */
export function checkDocumentSize(root: string, path: string, fields: FirestoreFields): void {
  const size = documentSize(path, fields);
  if (size > MAX_DOCUMENT_BYTES) {
    invalid(
      `Document "${root}/${path}" cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes.`,
    );
  }
}

export function checkWriteCount(count: number): void {
  if (count > MAX_WRITES_PER_COMMIT) invalid(`A maximum of ${MAX_WRITES_PER_COMMIT} writes allowed per request (got ${count}).`);
}
