import type { AllowStatement, FunctionDecl, MatchBlock, PathPatternSegment } from './ast.js';
import { checkExpr } from './checker.js';
import {
  RulesLoadError,
  type CompiledRules,
  type RulesDecision,
  type RulesEvaluationInput,
  type RulesService,
} from './contract.js';
import { evaluate, type EvalContext, type FunctionScope } from './evaluator.js';
import { parseRules } from './parser.js';
import { requestGlobals } from './request.js';
import { RulesEvalError, RulesPath, type RulesValue } from './values.js';

const SERVICE_NAMES: Record<RulesService, string> = {
  firestore: 'cloud.firestore',
  storage: 'firebase.storage',
};

/** One match block with its full path from the service root and the functions it can see. */
interface MatchEntry {
  pattern: PathPatternSegment[];
  allows: AllowStatement[];
  scope: FunctionScope;
}

/** Parses, checks and prepares a rules file; throws RulesLoadError (file:line:col) on anything unsupported. */
export function compileRules(source: string, file: string, service: RulesService): CompiledRules {
  const parsed = parseRules(source, file);
  if (parsed.version !== '2') {
    throw new RulesLoadError(file, 1, 1, `rules_version = '2' is required (found ${parsed.version === null ? 'none' : `'${parsed.version}'`})`);
  }
  const expected = SERVICE_NAMES[service];
  const blocks = parsed.services.filter((s) => s.name === expected);
  const other = parsed.services.find((s) => s.name !== expected);
  if (other) throw new RulesLoadError(file, other.line, other.column, `expected 'service ${expected}', found 'service ${other.name}'`);
  if (blocks.length !== 1) throw new RulesLoadError(file, 1, 1, `expected exactly one 'service ${expected}' block`);
  const root = blocks[0] as (typeof blocks)[number];

  const entries: MatchEntry[] = [];
  const rootScope = declareFunctions(root.functions, null, file);
  checkFunctions(root.functions, rootScope, new Set(), file, service);
  for (const match of root.matches) collect(match, [], rootScope, new Set(), entries, file, service);

  return {
    service,
    evaluate: (input) => decide(entries, input, file, service),
  };
}

function declareFunctions(functions: FunctionDecl[], parent: FunctionScope | null, file: string): FunctionScope {
  const scope: FunctionScope = { functions: new Map(), parent };
  for (const decl of functions) {
    if (scope.functions.has(decl.name)) throw new RulesLoadError(file, decl.line, decl.column, `function '${decl.name}' is declared twice`);
    scope.functions.set(decl.name, { decl, scope });
  }
  return scope;
}

function checkFunctions(functions: FunctionDecl[], scope: FunctionScope, wildcards: Set<string>, file: string, service: RulesService): void {
  for (const decl of functions) {
    const names = new Set(['request', 'resource', ...wildcards, ...decl.params]);
    for (const binding of decl.lets) {
      checkExpr(binding.expr, { file, service, names, functions: scope });
      names.add(binding.name);
    }
    checkExpr(decl.body, { file, service, names, functions: scope });
  }
}

function collect(
  match: MatchBlock,
  prefix: PathPatternSegment[],
  parentScope: FunctionScope,
  parentWildcards: Set<string>,
  entries: MatchEntry[],
  file: string,
  service: RulesService,
): void {
  if (prefix.some((s) => s.kind === 'recursive')) {
    throw new RulesLoadError(file, match.line, match.column, 'a match nested under a recursive wildcard is not supported');
  }
  const pattern = [...prefix, ...match.pattern];
  const wildcards = new Set(parentWildcards);
  for (const segment of match.pattern) if (segment.kind !== 'literal') wildcards.add(segment.name);
  const scope = declareFunctions(match.functions, parentScope, file);
  checkFunctions(match.functions, scope, wildcards, file, service);
  const names = new Set(['request', 'resource', ...wildcards]);
  for (const allow of match.allows) if (allow.condition) checkExpr(allow.condition, { file, service, names, functions: scope });
  entries.push({ pattern, allows: match.allows, scope });
  for (const child of match.matches) collect(child, pattern, scope, wildcards, entries, file, service);
}

/** Binds wildcards when the whole path matches the pattern; `{x=**}` takes zero or more segments (v2). */
export function matchPath(pattern: PathPatternSegment[], segments: string[]): Map<string, RulesValue> | null {
  const bindings = new Map<string, RulesValue>();
  return matchFrom(pattern, 0, segments, 0, bindings) ? bindings : null;
}

function matchFrom(pattern: PathPatternSegment[], p: number, segments: string[], s: number, bindings: Map<string, RulesValue>): boolean {
  if (p === pattern.length) return s === segments.length;
  const part = pattern[p] as PathPatternSegment;
  if (part.kind === 'recursive') {
    // try the longest tail first so a trailing {rest=**} takes everything
    for (let end = segments.length; end >= s; end--) {
      if (matchFrom(pattern, p + 1, segments, end, bindings)) {
        bindings.set(part.name, new RulesPath(segments.slice(s, end)));
        return true;
      }
    }
    return false;
  }
  const segment = segments[s];
  if (segment === undefined) return false;
  if (part.kind === 'literal' && part.text !== segment) return false;
  if (!matchFrom(pattern, p + 1, segments, s + 1, bindings)) return false;
  if (part.kind === 'single') bindings.set(part.name, segment);
  return true;
}

function decide(entries: MatchEntry[], input: RulesEvaluationInput, file: string, service: RulesService): RulesDecision {
  const segments = input.path.split('/').filter((s) => s.length > 0);
  let globals: ReturnType<typeof requestGlobals>;
  try {
    globals = requestGlobals(input);
  } catch (error) {
    return { allowed: false, reason: `denied: unreadable request (${(error as Error).message})` };
  }
  const { request, resource } = globals;
  const context: EvalContext = { service, lookup: input.lookup, fetched: new Set(), depth: 0 };
  const errors: string[] = [];
  let matched = false;
  for (const entry of entries) {
    const bindings = matchPath(entry.pattern, segments);
    if (!bindings) continue;
    matched = true;
    const base = new Map<string, RulesValue>([...bindings, ['request', request], ['resource', resource]]);
    for (const allow of entry.allows) {
      if (!allow.methods.includes(input.method)) continue;
      const where = `${file}:${allow.line}`;
      if (!allow.condition) return { allowed: true, reason: `allowed by ${where} (allow ${allow.written.join(', ')})` };
      try {
        const result = evaluate(allow.condition, { base, locals: new Map(), failed: new Map(), scope: entry.scope, context });
        if (result === true) return { allowed: true, reason: `allowed by ${where} (allow ${allow.written.join(', ')})` };
        if (typeof result !== 'boolean') errors.push(`${where}: condition is ${typeof result}, not a bool`);
      } catch (error) {
        // fail closed: an engine fault denies like any evaluation error
        const prefix = error instanceof RulesEvalError ? '' : 'internal error: ';
        errors.push(`${where}: ${prefix}${(error as Error).message}`);
      }
    }
  }
  const detail = !matched
    ? `no match block covers ${input.path}`
    : errors.length > 0
      ? `no allow for ${input.method} was true (errors: ${errors.join('; ')})`
      : `no allow for ${input.method} on ${input.path} was true`;
  return { allowed: false, reason: `denied: ${detail}` };
}
