// Plain JavaScript data as Firestore REST values, for what writes through the REST API by hand: the
// differential check and e2e's test data. Integers stay integers; `new Double(3)` is the double 3.0.

/** A number stored as a double even when it is whole. */
export class Double {
  constructor(readonly value: number) {}
}

/** A reference to a document by its full name (`projects/…/databases/(default)/documents/brands/x`). */
export class Reference {
  constructor(readonly name: string) {}
}

export type Plain = string | number | boolean | null | Date | Double | Reference | Plain[] | { [key: string]: Plain };

export type RestValue = Record<string, unknown>;

const doubleValue = (n: number): RestValue => ({ doubleValue: Number.isFinite(n) ? n : String(n) });

export function toValue(value: Plain): RestValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Double) return doubleValue(value.value);
  if (value instanceof Reference) return { referenceValue: value.name };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : doubleValue(value);
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return { mapValue: { fields: toFields(value) } };
}

/** A plain object as a document's REST `fields`. */
export function toFields(data: { [key: string]: Plain }): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toValue(value)]));
}
