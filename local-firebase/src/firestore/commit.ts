import type { FirestoreFields, FirestoreValue } from '../rules/contract.js';
import { microsToTimestamp, timestampToMicros } from '../shared/clock.js';
import type { FirestoreAccess, Identity, WriteCheck } from './access.js';
import { RpcError } from './errors.js';
import { cloneFields, deleteField, getField, parseDocumentName, parseFieldPath, setField } from './paths.js';
import type { DocumentChange, DocumentStore, StoredDocument } from './store.js';
import { applyTransforms, parseTransform, type FieldTransform } from './transforms.js';
import { checkDocumentSize, checkWriteCount, validateDocumentFields, validateWritePath } from './limits.js';
import { normalizeFields } from './values.js';

interface Precondition {
  exists?: boolean;
  updateTime?: number;
}

interface ParsedWrite {
  kind: 'update' | 'delete' | 'verify' | 'transform';
  path: string;
  fields: FirestoreFields;
  mask: string[][] | null;
  transforms: FieldTransform[];
  precondition: Precondition | null;
}

export interface CommitOutcome {
  changes: DocumentChange[];
  commitTime: number;
  writeResults: { updateTime: string; transformResults?: FirestoreValue[] }[];
}

function asObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RpcError('INVALID_ARGUMENT', `${what} must be an object.`);
  }
  return value as Record<string, unknown>;
}

function parsePrecondition(input: unknown): Precondition | null {
  if (input === undefined) return null;
  const raw = asObject(input, 'currentDocument');
  if (raw.exists !== undefined) {
    if (typeof raw.exists !== 'boolean') throw new RpcError('INVALID_ARGUMENT', 'currentDocument.exists must be a boolean.');
    return { exists: raw.exists };
  }
  if (raw.updateTime !== undefined) {
    const micros = typeof raw.updateTime === 'string' ? timestampToMicros(raw.updateTime) : Number.NaN;
    if (Number.isNaN(micros)) throw new RpcError('INVALID_ARGUMENT', 'currentDocument.updateTime must be a timestamp.');
    return { updateTime: micros };
  }
  return null;
}

function parseTransforms(raw: unknown): FieldTransform[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new RpcError('INVALID_ARGUMENT', 'Field transforms must be a list.');
  return raw.map((input) => {
    const transform = parseTransform(input);
    validateWritePath(transform.segments, String((input as { fieldPath?: unknown }).fieldPath));
    return transform;
  });
}

export function parseWrite(input: unknown, root: string): ParsedWrite {
  const raw = asObject(input, 'write');
  const precondition = parsePrecondition(raw.currentDocument);
  const transforms = parseTransforms(raw.updateTransforms);
  if (raw.update !== undefined) {
    const doc = asObject(raw.update, 'update');
    let mask: string[][] | null = null;
    if (raw.updateMask !== undefined) {
      const paths = asObject(raw.updateMask, 'updateMask').fieldPaths ?? [];
      if (!Array.isArray(paths)) throw new RpcError('INVALID_ARGUMENT', 'updateMask.fieldPaths must be a list.');
      mask = paths.map((path) => {
        const segments = parseFieldPath(path);
        validateWritePath(segments, String(path));
        return segments;
      });
    }
    const fields = normalizeFields(doc.fields ?? {});
    validateDocumentFields(fields);
    return { kind: 'update', path: parseDocumentName(doc.name, root), fields, mask, transforms, precondition };
  }
  if (raw.delete !== undefined) {
    return { kind: 'delete', path: parseDocumentName(raw.delete, root), fields: {}, mask: null, transforms: [], precondition };
  }
  if (raw.verify !== undefined) {
    return { kind: 'verify', path: parseDocumentName(raw.verify, root), fields: {}, mask: null, transforms: [], precondition };
  }
  if (raw.transform !== undefined) {
    const t = asObject(raw.transform, 'transform');
    return {
      kind: 'transform',
      path: parseDocumentName(t.document, root),
      fields: {},
      mask: [],
      transforms: parseTransforms(t.fieldTransforms),
      precondition,
    };
  }
  throw new RpcError('INVALID_ARGUMENT', 'A write needs update, delete, verify or transform.');
}

/**
 * `exists` is checked against the document as the earlier writes of the commit leave it; `updateTime`
 * against the stored version (a document written earlier in the same commit has no new version yet),
 * as Firestore does.
 */
function checkPrecondition(write: ParsedWrite, current: StoredDocument | null, stored: StoredDocument | null): void {
  const pre = write.precondition;
  if (!pre) return;
  if (pre.exists === true && !current) throw new RpcError('NOT_FOUND', `No document to update: ${write.path}`);
  if (pre.exists === false && current) throw new RpcError('ALREADY_EXISTS', `Document already exists: ${write.path}`);
  if (pre.updateTime !== undefined && stored?.updateTime !== pre.updateTime) {
    throw new RpcError('FAILED_PRECONDITION', `The document ${write.path} was changed since it was read (updateTime mismatch).`);
  }
}

function nextFields(write: ParsedWrite, current: StoredDocument | null): FirestoreFields {
  if (write.mask === null) return cloneFields(write.fields);
  const fields = current ? cloneFields(current.fields) : {};
  for (const segments of write.mask) {
    const value = getField(write.fields, segments);
    if (value === undefined) deleteField(fields, segments);
    else setField(fields, segments, value);
  }
  return fields;
}

type MutationKind = 'insert' | 'update' | 'upsert' | 'delete';

function mutationKind(write: ParsedWrite): MutationKind | null {
  if (write.kind === 'verify') return null;
  if (write.kind === 'delete') return 'delete';
  if (write.precondition?.exists === false) return 'insert';
  if (write.precondition?.exists === true || write.precondition?.updateTime !== undefined) return 'update';
  return 'upsert';
}

/**
 * Sequences of writes to one document that Firestore refuses in one commit: a write that needs the
 * document absent after any other write of it, and an update (a write needing it to exist) after its delete.
 */
function checkWriteSequence(writes: ParsedWrite[]): void {
  const last = new Map<string, MutationKind>();
  for (const write of writes) {
    const kind = mutationKind(write);
    if (!kind) continue;
    const previous = last.get(write.path);
    // A write that needs the document absent (insert, or delete with exists: false) cannot follow a write of it.
    const needsAbsent = kind === 'insert' || (kind === 'delete' && write.precondition?.exists === false);
    if ((needsAbsent && previous && previous !== 'delete') || (kind === 'update' && previous === 'delete')) {
      throw new RpcError('INVALID_ARGUMENT', `Cannot ${previous} then ${kind} an entity in the same request.`);
    }
    last.set(write.path, kind);
  }
}

/**
 * Plans a commit against the current store without changing it: checks preconditions in order, applies
 * updates, masks and transforms, then asks the rules about every write with the whole commit visible.
 * Throws on the first failure, so either every write applies or none does.
 */
export function planCommit(
  writesInput: unknown,
  root: string,
  store: DocumentStore,
  access: FirestoreAccess,
  identity: Identity,
  commitTime: number,
): CommitOutcome {
  if (writesInput !== undefined && !Array.isArray(writesInput)) throw new RpcError('INVALID_ARGUMENT', 'writes must be a list.');
  checkWriteCount(writesInput?.length ?? 0);
  const writes = (writesInput ?? []).map((w: unknown) => parseWrite(w, root));
  checkWriteSequence(writes);
  const requestTime = microsToTimestamp(commitTime);
  const overlay = new Map<string, StoredDocument | null>();
  const checks: WriteCheck[] = [];
  const writeResults: CommitOutcome['writeResults'] = [];
  // Security rules are decided before preconditions, as Firestore does: a caller who may not write a
  // document learns PERMISSION_DENIED, not whether it exists (NOT_FOUND / ALREADY_EXISTS).
  let preconditionFailure: unknown = null;
  for (const write of writes) {
    const current = overlay.has(write.path) ? (overlay.get(write.path) ?? null) : store.get(write.path);
    try {
      checkPrecondition(write, current, store.get(write.path));
    } catch (error) {
      preconditionFailure ??= error;
    }
    if (write.kind === 'verify') {
      writeResults.push({ updateTime: requestTime });
      continue;
    }
    if (write.kind === 'delete') {
      overlay.set(write.path, null);
      checks.push({ method: 'delete', path: write.path, before: current, after: null });
      writeResults.push({ updateTime: requestTime });
      continue;
    }
    const fields = nextFields(write, current);
    const transformResults = applyTransforms(fields, write.transforms, requestTime);
    checkDocumentSize(root, write.path, fields);
    const unchanged = current !== null && JSON.stringify(current.fields) === JSON.stringify(fields);
    // A write that changes nothing keeps the document's version, as Firestore does.
    const doc: StoredDocument = unchanged
      ? current
      : { path: write.path, fields, createTime: current?.createTime ?? commitTime, updateTime: commitTime };
    overlay.set(write.path, doc);
    checks.push({ method: current ? 'update' : 'create', path: write.path, before: current, after: doc });
    writeResults.push({
      updateTime: microsToTimestamp(doc.updateTime),
      ...(write.transforms.length > 0 ? { transformResults } : {}),
    });
  }
  // Rules see the state before the commit as `resource`: use the stored document, not the overlay.
  for (const check of checks) {
    const stored = store.get(check.path);
    check.before = stored;
    if (check.method !== 'delete') check.method = stored ? 'update' : 'create';
  }
  access.checkWrites(identity, checks, overlay, store, new Date(commitTime / 1000));
  if (preconditionFailure) throw preconditionFailure;
  const changes: DocumentChange[] = [...overlay].map(([path, doc]) => ({ path, doc }));
  return { changes, commitTime, writeResults };
}
