import { OpGenerator, type Op, type WriteSpec } from './generator.js';
import { aggregateResult, batchGetResults, commitResult, markRunStart, queryDocuments } from './normalize.js';
import { actorName, ROOT, type Actor, type RestEngine, type RpcAnswer } from './rest.js';
import { toFields, toValue } from '../../src/firestore/plain-values.js';
import { buildWorld, worldCommits } from './world.js';

/**
 * Where Google's emulator itself differs from production, an op is not counted against local-firebase.
 * Each entry says how to recognise the op and why; the report lists how many were excused.
 */
export interface Exception {
  reason: string;
  applies(op: Op, outcomes: Outcome[]): boolean;
}

export type Outcome = { error: string } | { ok: unknown };

export interface Disagreement {
  index: number;
  op: Op;
  outcomes: Outcome[];
}

export interface DifferentialReport {
  ops: number;
  agreed: number;
  excused: Map<string, number>;
  disagreements: Disagreement[];
  /** Documents that differ after the run (full dump of both engines). */
  finalStateDiffers: string[];
  byKind: Record<string, { ops: number; agreed: number }>;
}

function outcomeOf(answer: RpcAnswer, read: (body: unknown) => unknown): Outcome {
  return answer.error ? { error: answer.error } : { ok: read(answer.body) };
}

function transformJson(t: NonNullable<WriteSpec['transforms']>[number]): Record<string, unknown> {
  const fieldPath = t.field;
  switch (t.kind) {
    case 'time':
      return { fieldPath, setToServerValue: 'REQUEST_TIME' };
    case 'union':
      return { fieldPath, appendMissingElements: { values: (t.operand as never[]).map(toValue) } };
    case 'remove':
      return { fieldPath, removeAllFromArray: { values: (t.operand as never[]).map(toValue) } };
    default:
      return { fieldPath, [t.kind]: toValue(t.operand ?? 1) };
  }
}

const STALE = '2001-01-01T00:00:00.000001Z';

/** The REST write for a spec; `precondition` overrides (transactions pin what they read). */
export function writeJson(spec: WriteSpec, precondition?: Record<string, unknown>): Record<string, unknown> {
  const name = `${ROOT}/${spec.path}`;
  const current = precondition ?? (spec.stale ? { updateTime: STALE } : undefined);
  if (spec.op === 'delete') return { delete: name, ...(current ? { currentDocument: current } : {}) };
  const data = spec.data ?? {};
  const write: Record<string, unknown> = { update: { name, fields: toFields(data) } };
  if (spec.op === 'merge' || spec.op === 'update') write.updateMask = { fieldPaths: Object.keys(data) };
  if (spec.transforms?.length) write.updateTransforms = spec.transforms.map(transformJson);
  const pre = current ?? (spec.op === 'update' ? { exists: true } : spec.op === 'create' ? { exists: false } : undefined);
  if (pre) write.currentDocument = pre;
  return write;
}

/** Runs one op on one engine and reduces the answer to what can be compared. */
async function run(engine: RestEngine, op: Op): Promise<Outcome> {
  switch (op.kind) {
    case 'get': {
      const answer = await engine.call('batchGet', { documents: op.paths.map((p) => `${ROOT}/${p}`) }, op.actor);
      return outcomeOf(answer, batchGetResults);
    }
    case 'query':
      return outcomeOf(await engine.call('runQuery', { structuredQuery: op.query }, op.actor, op.parent), queryDocuments);
    case 'aggregate': {
      const body = { structuredAggregationQuery: { structuredQuery: op.query, aggregations: op.aggregations } };
      return outcomeOf(await engine.call('runAggregationQuery', body, op.actor, op.parent), aggregateResult);
    }
    case 'commit':
      return outcomeOf(await engine.call('commit', { writes: op.writes.map((w) => writeJson(w)) }, op.actor), commitResult);
    default:
      return transaction(engine, op);
  }
}

/** As the SDK runs a transaction: read, then commit with every read pinned by a precondition. */
async function transaction(engine: RestEngine, op: Extract<Op, { kind: 'transaction' }>): Promise<Outcome> {
  const read = await engine.call('batchGet', { documents: op.reads.map((p) => `${ROOT}/${p}`) }, op.actor);
  if (read.error) return { error: `read: ${read.error}` };
  const versions = new Map<string, Record<string, unknown>>();
  for (const part of read.body as { found?: { name: string; updateTime: string }; missing?: string }[]) {
    if (part.found) versions.set(part.found.name.slice(ROOT.length + 1), { updateTime: part.found.updateTime });
    else if (part.missing) versions.set(part.missing.slice(ROOT.length + 1), { exists: false });
  }
  if (op.interfere) {
    const path = op.reads[0] as string;
    await engine.call('commit', { writes: [{ update: { name: `${ROOT}/${path}`, fields: toFields({ v: 'interfered' }) } }] }, 'owner');
  }
  const written = new Set(op.writes.map((w) => w.path));
  const writes = [
    ...op.writes.map((w) => writeJson(w, versions.get(w.path))),
    ...op.reads.filter((p) => !written.has(p)).map((p) => ({ verify: `${ROOT}/${p}`, currentDocument: versions.get(p) })),
  ];
  const commit = await engine.call('commit', { writes }, op.actor);
  return { ok: { read: batchGetResults(read.body), commit: outcomeOf(commit, commitResult) } };
}

const COLLECTIONS = ['users', 'favorites', 'brands', 'brand_slugs', 'promotions', 'comments', 'replies', 'user_transactions', 'promotion_reports', 'misc', 'sub'];

/** Every document of both engines, as the owner sees them. */
async function dump(engine: RestEngine): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const collectionId of COLLECTIONS) {
    const answer = await engine.call('runQuery', { structuredQuery: { from: [{ collectionId, allDescendants: true }] } }, 'owner');
    if (answer.error) throw new Error(`${engine.name}: dump of ${collectionId} failed: ${answer.error} ${answer.message}`);
    for (const doc of queryDocuments(answer.body) as { name: string }[]) out.set(doc.name, JSON.stringify(doc));
  }
  return out;
}

export async function seedWorld(engines: RestEngine[], seed: number): Promise<void> {
  const world = buildWorld(seed);
  for (const engine of engines) {
    await engine.reset();
    for (const commit of worldCommits(world)) {
      const answer = await engine.call('commit', commit, 'owner');
      if (answer.error) throw new Error(`${engine.name}: seeding failed: ${answer.error} ${answer.message}`);
    }
  }
}

/** Seeds both engines alike, runs `count` generated ops on both and compares every answer. */
export async function runDifferential(
  engines: [RestEngine, RestEngine],
  options: { seed: number; count: number; exceptions?: Exception[] },
): Promise<DifferentialReport> {
  markRunStart();
  await seedWorld(engines, options.seed);
  const generator = new OpGenerator(options.seed, buildWorld(options.seed));
  const report: DifferentialReport = { ops: 0, agreed: 0, excused: new Map(), disagreements: [], finalStateDiffers: [], byKind: {} };
  for (let index = 0; index < options.count; index++) {
    const op = generator.next();
    // One engine after the other: interleaving would let one engine's server time leak into the other's order.
    const outcomes = [await run(engines[0], op), await run(engines[1], op)];
    const kind = (report.byKind[op.kind] ??= { ops: 0, agreed: 0 });
    report.ops++;
    kind.ops++;
    if (JSON.stringify(outcomes[0]) === JSON.stringify(outcomes[1])) {
      report.agreed++;
      kind.agreed++;
      continue;
    }
    const exception = options.exceptions?.find((e) => e.applies(op, outcomes));
    if (exception) report.excused.set(exception.reason, (report.excused.get(exception.reason) ?? 0) + 1);
    else report.disagreements.push({ index, op, outcomes });
  }
  const [a, b] = await Promise.all(engines.map(dump));
  for (const name of new Set([...(a as Map<string, string>).keys(), ...(b as Map<string, string>).keys()])) {
    if (a?.get(name) !== b?.get(name)) report.finalStateDiffers.push(name);
  }
  return report;
}

function short(value: unknown, max = 600): string {
  const text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function formatReport(report: DifferentialReport, engines: [RestEngine, RestEngine], show = 8, actor?: string): string {
  const excused = [...report.excused.values()].reduce((a, b) => a + b, 0);
  const rate = (100 * (report.agreed + excused)) / Math.max(1, report.ops);
  const lines = [
    `differential: ${report.ops} ops, ${report.agreed} agree, ${excused} documented exceptions, ${report.disagreements.length} disagree — ${rate.toFixed(2)} % agreement (${engines[0].name} vs ${engines[1].name})`,
    `  by kind: ${Object.entries(report.byKind).map(([k, v]) => `${k} ${v.agreed}/${v.ops}`).join(', ')}`,
  ];
  for (const [reason, count] of report.excused) lines.push(`  exception (${count}×): ${reason}`);
  // Disagreements grouped by what differs, so a class of faults shows as one line.
  const groups = new Map<string, number>();
  for (const d of report.disagreements) {
    const from = (d.op as { query?: { from?: { collectionId?: string; allDescendants?: boolean }[] } }).query?.from?.[0];
    const target = from ? ` ${from.collectionId}${from.allDescendants ? ' (group)' : ''}` : '';
    const who = typeof d.op.actor === 'string' ? d.op.actor : 'signed-in';
    const answer = (o: Outcome | undefined) => (o && 'error' in o ? o.error : 'ok');
    const key = `${d.op.kind}${target} as ${who}: ${engines[0].name} ${answer(d.outcomes[0])}, ${engines[1].name} ${answer(d.outcomes[1])}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  for (const [key, count] of [...groups].sort((x, y) => y[1] - x[1]).slice(0, 12)) lines.push(`  ${String(count).padStart(4)}× ${key}`);
  if (report.finalStateDiffers.length > 0) lines.push(`  final documents differ: ${report.finalStateDiffers.slice(0, 10).join(', ')}`);
  const shown = report.disagreements.filter((d) => actor === undefined || actorName(d.op.actor) === actor);
  for (const d of shown.slice(0, show)) {
    lines.push(`  #${d.index} ${d.op.kind} as ${actorName(d.op.actor as Actor)}: ${short({ ...d.op, actor: undefined })}`);
    d.outcomes.forEach((o, i) => lines.push(`      ${engines[i]?.name}: ${short(o)}`));
  }
  return lines.join('\n');
}
