import { Random } from '../../src/random.js';
import type { Actor } from './rest.js';
import { toValue, type Plain } from '../../src/firestore/plain-values.js';
import { ADMIN, CATEGORIES, dbl, GAMES, MEMBERS, ref, type World } from './world.js';

/** One operation, the same for both engines (transactions resolve their preconditions per engine). */
export type Op =
  | { kind: 'get'; actor: Actor; paths: string[] }
  | { kind: 'query'; actor: Actor; parent: string; query: Record<string, unknown> }
  | { kind: 'aggregate'; actor: Actor; parent: string; query: Record<string, unknown>; aggregations: unknown[] }
  | { kind: 'commit'; actor: Actor; writes: WriteSpec[] }
  | { kind: 'transaction'; actor: Actor; reads: string[]; writes: WriteSpec[]; interfere: boolean };

export interface TransformSpec {
  field: string;
  kind: 'time' | 'increment' | 'maximum' | 'minimum' | 'union' | 'remove';
  operand?: Plain;
}

export interface WriteSpec {
  path: string;
  op: 'set' | 'merge' | 'update' | 'create' | 'delete';
  data?: { [key: string]: Plain };
  transforms?: TransformSpec[];
  /** A precondition on an updateTime no document has. */
  stale?: boolean;
}

type Filter = Record<string, unknown>;

const field = (fieldPath: string) => ({ fieldPath });
const eq = (f: string, v: Plain): Filter => ({ fieldFilter: { field: field(f), op: 'EQUAL', value: toValue(v) } });
const op = (f: string, o: string, v: Plain): Filter => ({ fieldFilter: { field: field(f), op: o, value: toValue(v) } });
const and = (...filters: Filter[]): Filter | undefined =>
  filters.length === 0 ? undefined : filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } };
const order = (f: string, desc = false) => ({ field: field(f), direction: desc ? 'DESCENDING' : 'ASCENDING' });

function structured(collectionId: string, opts: { group?: boolean; where?: Filter | undefined; orderBy?: unknown[]; limit?: number; offset?: number; startAt?: unknown; endAt?: unknown }) {
  return {
    from: [{ collectionId, ...(opts.group ? { allDescendants: true } : {}) }],
    ...(opts.where ? { where: opts.where } : {}),
    ...(opts.orderBy?.length ? { orderBy: opts.orderBy } : {}),
    ...(opts.limit !== undefined ? { limit: opts.limit } : {}),
    ...(opts.offset !== undefined ? { offset: opts.offset } : {}),
    ...(opts.startAt ? { startAt: opts.startAt } : {}),
    ...(opts.endAt ? { endAt: opts.endAt } : {}),
  };
}

const MISC_FIELDS = ['v', 'n', 'g', 'at', 'nested.x', 'tags'] as const;
const COMPARISONS = ['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL'] as const;

export class OpGenerator {
  private readonly random: Random;
  private newIds = 0;

  constructor(
    seed: number,
    private readonly world: World,
  ) {
    this.random = new Random(seed);
  }

  private actor(): Actor {
    const r = this.random.next();
    if (r < 0.35) return 'owner';
    if (r < 0.75) return { uid: this.random.pick(MEMBERS) };
    if (r < 0.85) return { uid: ADMIN };
    return 'visitor';
  }

  private uidOf(actor: Actor): string {
    return typeof actor === 'object' ? actor.uid : this.random.pick(MEMBERS);
  }

  next(): Op {
    const r = this.random.next();
    const actor = this.actor();
    if (r < 0.18) return { kind: 'get', actor, paths: this.random.sample(this.paths(actor), this.random.int(1, 4)) };
    if (r < 0.58) return this.query(actor);
    if (r < 0.68) return this.aggregate(actor);
    if (r < 0.9) return { kind: 'commit', actor, writes: this.writes(actor) };
    const reads = this.random.sample(this.writablePaths(actor), this.random.int(1, 3));
    const writes = this.writes(actor, reads);
    return { kind: 'transaction', actor, reads, writes, interfere: this.random.chance(0.2) };
  }

  /** Existing and missing documents the actor might look at. */
  private paths(actor: Actor): string[] {
    const uid = this.uidOf(actor);
    const w = this.world;
    return [
      `users/${uid}`, `users/${this.random.pick(MEMBERS)}`, `users/${ADMIN}`, `users/nobody`,
      `brands/${this.random.pick(w.brandIds)}`, `brands/missing`, `brand_slugs/brand-3`,
      `brands/${this.random.pick(w.brandIds)}/promotions/promo${this.random.int(0, 9)}${this.random.int(0, 4)}`,
      `comments/${this.random.pick(w.commentIds)}`, `user_transactions/tx${this.random.int(0, 13)}`,
      `promotion_reports/report${this.random.int(0, 9)}`, `users/${uid}/favorites/${this.random.pick(w.brandIds)}`,
      `misc/${this.random.pick(w.miscIds)}`, `misc/new${this.random.int(0, 5)}`,
    ];
  }

  private writablePaths(actor: Actor): string[] {
    if (actor === 'owner') return [...this.random.sample(this.world.miscIds, 3).map((id) => `misc/${id}`), `misc/new${this.random.int(0, 5)}`];
    const uid = this.uidOf(actor);
    return [`users/${uid}`, `users/${uid}/favorites/${this.random.pick(this.world.brandIds)}`, `users/${this.random.pick(MEMBERS)}/favorites/brand01`];
  }

  private value(): Plain {
    return this.random.chance(0.7) ? this.random.pick(this.world.miscValues) : this.random.int(-5, 5);
  }

  private filterFor(f: string): Filter {
    const r = this.random.next();
    const values = () => this.random.sample(this.world.miscValues, this.random.int(1, 4));
    if (f === 'tags') {
      return r < 0.6 ? op('tags', 'ARRAY_CONTAINS', this.random.pick(['a', 'b', 'c', 'z'])) : op('tags', 'ARRAY_CONTAINS_ANY', this.random.sample(['a', 'b', 'd', 'q'], 2));
    }
    if (f === 'g') return r < 0.5 ? eq('g', this.random.pick(['red', 'green', 'blue', 'pink'])) : op('g', 'IN', this.random.sample(['red', 'green', 'blue'], 2));
    if (f === 'at') return op('at', this.random.pick(COMPARISONS), new Date(Date.UTC(2025, 0, 1 + this.random.int(0, 9))));
    if (r < 0.3) return eq(f, this.value());
    if (r < 0.6) return op(f, this.random.pick(COMPARISONS), this.value());
    if (r < 0.7) return op(f, 'NOT_EQUAL', this.value());
    if (r < 0.78) return op(f, 'IN', values());
    if (r < 0.84) return op(f, 'NOT_IN', values());
    const unary = this.random.pick(['IS_NULL', 'IS_NAN', 'IS_NOT_NULL', 'IS_NOT_NAN']);
    return { unaryFilter: { field: field(f), op: unary } };
  }

  /** A query on `misc` (or its `sub` collection group) with random filters, order, cursors and limits. */
  private miscQuery(): { parent: string; query: Record<string, unknown> } {
    const group = this.random.chance(0.15);
    const filterFields = this.random.sample(MISC_FIELDS, this.random.chance(0.3) ? 0 : this.random.int(1, 2));
    const filters = filterFields.map((f) => this.filterFor(f));
    // Firestore orders by an inequality field first; keep most queries valid, some deliberately not.
    const orderFields = this.random.sample(['v', 'n', 'at', 'g', 'nested.x', '__name__'], this.random.int(0, 2));
    const orderBy = orderFields.map((f) => order(f, this.random.chance(0.4)));
    const cursor = () => {
      const values = orderBy.slice(0, this.random.int(1, Math.max(1, orderBy.length))).map((o) =>
        (o.field.fieldPath === '__name__' ? toValue(ref(`misc/${this.random.pick(this.world.miscIds)}`)) : toValue(this.value())),
      );
      return { values, before: this.random.chance(0.5) };
    };
    const query = structured(group ? 'sub' : 'misc', {
      group,
      where: and(...filters),
      orderBy,
      ...(this.random.chance(0.6) ? { limit: this.random.int(0, 30) } : {}),
      ...(this.random.chance(0.15) ? { offset: this.random.int(0, 5) } : {}),
      ...(orderBy.length > 0 && this.random.chance(0.3) ? { startAt: cursor() } : {}),
      ...(orderBy.length > 0 && this.random.chance(0.15) ? { endAt: cursor() } : {}),
    });
    const parent = group && this.random.chance(0.5) ? `misc/misc0${this.random.int(0, 2)}` : '';
    return { parent, query };
  }

  /** The app's own list queries (shared-services), with the actor's or someone else's ids. */
  private appQuery(actor: Actor): { parent: string; query: Record<string, unknown> } {
    const uid = this.random.chance(0.7) ? this.uidOf(actor) : this.random.pick([...MEMBERS, ADMIN]);
    const brand = this.random.pick(this.world.brandIds);
    const limit = this.random.chance(0.5) ? this.random.pick([1, 5, 20, 50]) : undefined;
    const lim = limit === undefined ? {} : { limit };
    const createdDesc = [order('createdAt', true)];
    const after = (at: string) => ({ startAt: { values: [toValue(new Date(at))], before: false } });
    const templates: (() => { parent: string; query: Record<string, unknown> })[] = [
      () => ({ parent: '', query: structured('brands', { orderBy: createdDesc, ...lim }) }),
      () => ({ parent: '', query: structured('brands', { where: eq('createdBy', uid), orderBy: createdDesc }) }),
      () => ({ parent: '', query: structured('brands', { where: eq('slug', `brand-${this.random.int(0, 11)}`), limit: 1 }) }),
      () => ({ parent: '', query: structured('brands', { orderBy: [order('rating', true)], ...lim }) }),
      () => ({ parent: '', query: structured('promotions', { group: true, where: eq('category', this.random.pick(CATEGORIES)), orderBy: createdDesc, ...lim, ...(this.random.chance(0.3) ? after('2025-03-15T00:00:00Z') : {}) }) }),
      () => ({ parent: '', query: structured('promotions', { group: true, where: eq('brandId', brand) }) }),
      () => ({ parent: '', query: structured('promotions', { group: true, orderBy: createdDesc, ...lim }) }),
      () => ({ parent: '', query: structured('promotions', { group: true, where: op('maxBonus', 'GREATER_THAN', 2_000_000), orderBy: [order('maxBonus', true)], ...lim }) }),
      () => ({ parent: '', query: structured('promotions', { group: true, where: op('gameCategories', 'ARRAY_CONTAINS', this.random.pick(GAMES)), ...lim }) }),
      () => ({ parent: `brands/${brand}`, query: structured('promotions', { orderBy: createdDesc }) }),
      () => ({ parent: '', query: structured('comments', { where: and(eq('relatedContentId', brand), eq('status', 'active')), orderBy: createdDesc, ...lim }) }),
      () => ({ parent: '', query: structured('comments', { where: eq('status', this.random.pick(['active', 'hidden'])), orderBy: createdDesc, ...lim }) }),
      () => ({ parent: '', query: structured('replies', { group: true, where: and(eq('relatedContentId', brand), eq('commentStatus', 'active')) }) }),
      () => ({ parent: `comments/${this.random.pick(this.world.commentIds)}`, query: structured('replies', { orderBy: [order('createdAt')] }) }),
      () => ({ parent: '', query: structured('user_transactions', { where: eq('userId', uid), orderBy: createdDesc, ...lim }) }),
      () => ({ parent: '', query: structured('user_transactions', { orderBy: createdDesc, ...lim }) }),
      () => ({ parent: '', query: structured('promotion_reports', { where: eq('userId', uid), orderBy: createdDesc, ...lim }) }),
      () => ({ parent: '', query: structured('promotion_reports', { where: eq('status', 'pending'), orderBy: createdDesc, ...lim }) }),
      () => ({ parent: `users/${uid}`, query: structured('favorites', {}) }),
      () => ({ parent: '', query: structured('users', { ...lim }) }),
    ];
    return this.random.pick(templates)();
  }

  private query(actor: Actor): Op {
    const { parent, query } = actor === 'owner' && this.random.chance(0.6) ? this.miscQuery() : this.appQuery(actor);
    return { kind: 'query', actor, parent, query };
  }

  private aggregate(actor: Actor): Op {
    const { parent, query } = actor === 'owner' && this.random.chance(0.6) ? this.miscQuery() : this.appQuery(actor);
    const fields = ['n', 'v', 'amount', 'maxBonus', 'rating', 'nested.x'];
    const aggregations = this.random.sample(
      [
        { alias: 'count', count: this.random.chance(0.2) ? { upTo: String(this.random.int(1, 5)) } : {} },
        { alias: 'sum', sum: { field: field(this.random.pick(fields)) } },
        { alias: 'avg', avg: { field: field(this.random.pick(fields)) } },
      ],
      this.random.int(1, 3),
    );
    return { kind: 'aggregate', actor, parent, query, aggregations };
  }

  private transforms(): TransformSpec[] {
    const kinds: TransformSpec['kind'][] = ['time', 'increment', 'maximum', 'minimum', 'union', 'remove'];
    return this.random.sample(kinds, this.random.int(0, 2)).map((kind) => {
      const fieldName = this.random.pick(['n', 'count', 'v', 'stamp', 'tags']);
      if (kind === 'time') return { field: 'stamp', kind };
      if (kind === 'union' || kind === 'remove') return { field: 'tags', kind, operand: this.random.sample(['a', 'b', 'x', 1, null] as Plain[], 2) };
      const operand = this.random.pick([1, -2, dbl(0.5), 3, dbl(Number.NaN)] as Plain[]);
      return { field: fieldName === 'stamp' || fieldName === 'tags' ? 'count' : fieldName, kind, operand };
    });
  }

  private writes(actor: Actor, paths?: string[]): WriteSpec[] {
    const targets = paths ?? this.random.sample(this.writablePaths(actor), this.random.int(1, 3));
    return targets.map((path) => (actor === 'owner' || path.startsWith('misc/') ? this.miscWrite(path) : this.appWrite(actor, path)));
  }

  private miscWrite(path: string): WriteSpec {
    const ops: WriteSpec['op'][] = ['set', 'merge', 'update', 'create', 'delete'];
    const kind = this.random.pick(ops);
    const data: { [key: string]: Plain } = {};
    for (const f of this.random.sample(['v', 'n', 'g', 'tags', 'nested'], this.random.int(0, 3))) {
      data[f] = f === 'g' ? this.random.pick(['red', 'green', 'blue']) : f === 'tags' ? this.random.sample(['a', 'b', 'c'], 2) : f === 'nested' ? { x: this.random.int(0, 3) } : this.value();
    }
    if (kind === 'delete') return { path, op: 'delete', ...(this.random.chance(0.1) ? { stale: true } : {}) };
    if (kind === 'set' && this.random.chance(0.1)) path = `misc/new${this.newIds++ % 6}`;
    return { path, op: kind, data, transforms: this.transforms(), ...(this.random.chance(0.05) ? { stale: true } : {}) };
  }

  /** Writes a signed-in user (or a visitor) makes in the app: profile edits and favorites. */
  private appWrite(actor: Actor, path: string): WriteSpec {
    if (path.includes('/favorites/')) {
      if (this.random.chance(0.3)) return { path, op: 'delete' };
      return { path, op: this.random.pick(['set', 'create'] as const), data: {}, transforms: [{ field: 'createdAt', kind: 'time' }] };
    }
    const edits: { [key: string]: Plain }[] = [
      { displayName: `Renamed ${this.random.int(0, 99)}` },
      { displayName: '' },
      { role: 'admin' },
      { balance: 1_000_000 },
      { photoURL: null, displayName: 'With photo' },
    ];
    const data = this.random.pick(edits);
    const stamp = this.random.chance(0.7) ? [{ field: 'updatedAt', kind: 'time' as const }] : [];
    return { path, op: this.random.pick(['update', 'merge'] as const), data, transforms: stamp };
  }
}
