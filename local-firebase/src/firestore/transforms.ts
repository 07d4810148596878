import type { FirestoreFields, FirestoreValue } from '../rules/contract.js';
import { RpcError } from './errors.js';
import { getField, parseFieldPath, setField } from './paths.js';
import { compareValues, isInteger, isNaNValue, normalizeValue, toNumber, typeOrder, TypeOrder, valuesEqual } from './values.js';

export interface FieldTransform {
  segments: string[];
  apply(current: FirestoreValue | undefined, requestTime: string): FirestoreValue;
  /** Array transforms report null as their result, as Firestore does. */
  nullResult?: boolean;
}

const INT64_MAX = 9223372036854775807n;
const INT64_MIN = -9223372036854775808n;

function isNumber(v: FirestoreValue | undefined): v is FirestoreValue {
  return v !== undefined && typeOrder(v) === TypeOrder.Number;
}

function double(n: number): FirestoreValue {
  return { doubleValue: Number.isFinite(n) ? n : String(n) };
}

function increment(current: FirestoreValue | undefined, operand: FirestoreValue): FirestoreValue {
  if (!isNumber(current)) return operand;
  if (isInteger(current) && isInteger(operand)) {
    const sum = BigInt(current.integerValue as string) + BigInt(operand.integerValue as string);
    // Firestore saturates integer increments at the int64 bounds.
    const clamped = sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum;
    return { integerValue: clamped.toString() };
  }
  return double(toNumber(current) + toNumber(operand));
}

function extreme(current: FirestoreValue | undefined, operand: FirestoreValue, wantMax: boolean): FirestoreValue {
  if (!isNumber(current)) return operand;
  if (isNaNValue(current)) return current;
  if (isNaNValue(operand)) return operand;
  const c = compareValues(operand, current);
  if (c === 0) return current; // equivalent operands (3 and 3.0, 0 and -0) keep the stored value
  return (wantMax ? c > 0 : c < 0) ? operand : current;
}

function arrayOf(v: FirestoreValue | undefined): FirestoreValue[] {
  return v?.arrayValue ? [...(v.arrayValue.values ?? [])] : [];
}

function operandList(raw: unknown, what: string): FirestoreValue[] {
  const values = (raw as { values?: unknown } | null)?.values ?? [];
  if (!Array.isArray(values)) throw new RpcError('INVALID_ARGUMENT', `${what}.values must be a list.`);
  return values.map((value) => normalizeValue(value));
}

/** Parses one FieldTransform of a Write (`updateTransforms` or the legacy `transform.fieldTransforms`). */
export function parseTransform(input: unknown): FieldTransform {
  if (typeof input !== 'object' || input === null) throw new RpcError('INVALID_ARGUMENT', 'Field transform must be an object.');
  const raw = input as Record<string, unknown>;
  const segments = parseFieldPath(raw.fieldPath);
  if (raw.setToServerValue !== undefined) {
    if (raw.setToServerValue !== 'REQUEST_TIME') {
      throw new RpcError('INVALID_ARGUMENT', `Unsupported server value ${JSON.stringify(raw.setToServerValue)}.`);
    }
    return { segments, apply: (_current, requestTime) => ({ timestampValue: requestTime }) };
  }
  const numeric = (key: string): FirestoreValue => {
    const operand = normalizeValue(raw[key]);
    if (!isNumber(operand)) throw new RpcError('INVALID_ARGUMENT', `${key} needs a number operand.`);
    return operand;
  };
  if (raw.increment !== undefined) {
    const operand = numeric('increment');
    return { segments, apply: (current) => increment(current, operand) };
  }
  if (raw.maximum !== undefined) {
    const operand = numeric('maximum');
    return { segments, apply: (current) => extreme(current, operand, true) };
  }
  if (raw.minimum !== undefined) {
    const operand = numeric('minimum');
    return { segments, apply: (current) => extreme(current, operand, false) };
  }
  if (raw.appendMissingElements !== undefined) {
    const elements = operandList(raw.appendMissingElements, 'appendMissingElements');
    return {
      segments,
      nullResult: true,
      apply: (current) => {
        const values = arrayOf(current);
        for (const e of elements) if (!values.some((v) => valuesEqual(v, e))) values.push(e);
        return { arrayValue: { values } };
      },
    };
  }
  if (raw.removeAllFromArray !== undefined) {
    const elements = operandList(raw.removeAllFromArray, 'removeAllFromArray');
    return {
      segments,
      nullResult: true,
      apply: (current) => ({ arrayValue: { values: arrayOf(current).filter((v) => !elements.some((e) => valuesEqual(v, e))) } }),
    };
  }
  throw new RpcError('INVALID_ARGUMENT', `Field transform for ${String(raw.fieldPath)} names no operation.`);
}

/** Applies transforms in order to `fields` (in place) and returns the transform results. */
export function applyTransforms(fields: FirestoreFields, transforms: FieldTransform[], requestTime: string): FirestoreValue[] {
  return transforms.map((t) => {
    const next = t.apply(getField(fields, t.segments), requestTime);
    setField(fields, t.segments, next);
    return t.nullResult ? { nullValue: null } : next;
  });
}
