/**
 * Reduces engine answers to what a caller can observe and production fixes: documents (names and
 * values, in order), error codes, aggregate values, transform results. Left out: read/update times,
 * error texts, and server timestamps written during the run (each engine stamps its own clock).
 */

type Json = unknown;

/** Timestamps at or after this are server times written by the run itself. */
let runStart = Date.now();

export function markRunStart(): void {
  runStart = Date.now() - 60_000;
}

function timestampKey(ts: string): string {
  const m = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d+))?Z$/.exec(ts);
  if (!m) return ts;
  const millis = Date.parse(`${m[1]}Z`);
  if (millis >= runStart) return '<server time>';
  return `${m[1]}.${(m[2] ?? '').padEnd(9, '0')}Z`;
}

function doubleKey(v: unknown): string {
  const n = typeof v === 'string' ? Number(v) : (v as number);
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return String(n);
  // Sums and averages may differ in the last bits between engines; 12 significant digits is exact enough.
  return Object.is(n, -0) ? '0' : String(Number(n.toPrecision(12)));
}

export function normalizeValue(value: Json): Json {
  const v = value as Record<string, unknown>;
  if ('nullValue' in v) return null;
  if ('booleanValue' in v) return { b: v.booleanValue };
  if ('integerValue' in v) return { i: String(v.integerValue) };
  if ('doubleValue' in v) return { d: doubleKey(v.doubleValue) };
  if ('timestampValue' in v) return { t: timestampKey(String(v.timestampValue)) };
  if ('stringValue' in v) return { s: v.stringValue };
  if ('bytesValue' in v) return { y: v.bytesValue };
  if ('referenceValue' in v) return { r: v.referenceValue };
  if ('geoPointValue' in v) return { g: v.geoPointValue };
  if ('arrayValue' in v) return { a: ((v.arrayValue as { values?: Json[] }).values ?? []).map(normalizeValue) };
  return { m: normalizeFields((v.mapValue as { fields?: Record<string, Json> } | undefined)?.fields ?? {}) };
}

export function normalizeFields(fields: Record<string, Json> | undefined): Json {
  const out: Record<string, Json> = {};
  for (const key of Object.keys(fields ?? {}).sort()) out[key] = normalizeValue((fields as Record<string, Json>)[key]);
  return out;
}

export function normalizeDocument(doc: Json): Json {
  const d = doc as { name: string; fields?: Record<string, Json> };
  return { name: d.name, fields: normalizeFields(d.fields) };
}

/** The documents a runQuery stream returned, in order. */
export function queryDocuments(body: Json): Json[] {
  return (Array.isArray(body) ? body : []).flatMap((part: { document?: Json }) => (part.document ? [normalizeDocument(part.document)] : []));
}

/** batchGet answers, sorted by name (the stream's order is not specified). */
export function batchGetResults(body: Json): Json[] {
  const parts = (Array.isArray(body) ? body : []).flatMap((part: { found?: { name: string }; missing?: string }) =>
    part.found ? [{ key: part.found.name, value: normalizeDocument(part.found) }] : part.missing ? [{ key: part.missing, value: { missing: part.missing } }] : [],
  );
  return parts.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((p) => p.value);
}

export function aggregateResult(body: Json): Json {
  const part = (Array.isArray(body) ? body : []).find((p: { result?: Json }) => p.result) as { result: { aggregateFields?: Record<string, Json> } } | undefined;
  return part ? normalizeFields(part.result.aggregateFields ?? {}) : null;
}

export function commitResult(body: Json): Json {
  const results = (body as { writeResults?: { transformResults?: Json[] }[] }).writeResults ?? [];
  return results.map((r) => (r.transformResults ?? []).map(normalizeValue));
}
