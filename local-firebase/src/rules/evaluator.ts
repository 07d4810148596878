import type { Expr, FunctionDecl } from './ast.js';
import type { RulesDocumentLookup, RulesService } from './contract.js';
import { callMethod } from './methods.js';
import { callNamespace, callGlobal } from './functions.js';
import { applyBinary, isType, negate } from './operators.js';
import { RulesEvalError, RulesMap, RulesPath, typeName, type RulesValue } from './values.js';

export interface FunctionScope {
  functions: Map<string, CompiledFunction>;
  parent: FunctionScope | null;
}

export interface CompiledFunction {
  decl: FunctionDecl;
  scope: FunctionScope;
}

/** Per-request state shared by every expression evaluated for one decision. */
export interface EvalContext {
  service: RulesService;
  lookup: RulesDocumentLookup | undefined;
  /** Distinct documents read by get()/exists()/...After(); Firebase caps these per request. */
  fetched: Set<string>;
  depth: number;
}

/** Variables visible to an expression: parameters and lets shadow globals and wildcards. */
export interface Env {
  /** request, resource and the match wildcards. */
  base: ReadonlyMap<string, RulesValue>;
  locals: ReadonlyMap<string, RulesValue>;
  /** Lets whose evaluation failed: an error only if actually used. */
  failed: ReadonlyMap<string, RulesEvalError>;
  scope: FunctionScope;
  context: EvalContext;
}

const MAX_CALL_DEPTH = 20;

export function lookupFunction(scope: FunctionScope, name: string): CompiledFunction | null {
  for (let s: FunctionScope | null = scope; s; s = s.parent) {
    const fn = s.functions.get(name);
    if (fn) return fn;
  }
  return null;
}

export function evaluate(expr: Expr, env: Env): RulesValue {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'ident': {
      const failure = env.failed.get(expr.name);
      if (failure) throw failure;
      if (env.locals.has(expr.name)) return env.locals.get(expr.name) as RulesValue;
      if (!env.base.has(expr.name)) throw new RulesEvalError(`unknown variable ${expr.name}`);
      return env.base.get(expr.name) as RulesValue;
    }
    case 'member':
      return member(evaluate(expr.object, env), expr.name);
    case 'index':
      return index(evaluate(expr.object, env), evaluate(expr.index, env));
    case 'slice':
      return slice(
        evaluate(expr.object, env),
        expr.start ? evaluate(expr.start, env) : null,
        expr.end ? evaluate(expr.end, env) : null,
      );
    case 'call':
      return callFunction(expr.name, expr.args, env);
    case 'method':
      return callMethod(evaluate(expr.object, env), expr.name, expr.args.map((a) => evaluate(a, env)));
    case 'namespaceCall':
      return callNamespace(expr.namespace, expr.name, expr.args.map((a) => evaluate(a, env)), env.context);
    case 'unary': {
      const value = evaluate(expr.operand, env);
      if (expr.op === '-') return negate(value);
      if (typeof value !== 'boolean') throw new RulesEvalError(`'!' needs a bool, got ${typeName(value)}`);
      return !value;
    }
    case 'binary':
      if (expr.op === '&&' || expr.op === '||') return logical(expr.op, expr.left, expr.right, env);
      return applyBinary(expr.op, evaluate(expr.left, env), evaluate(expr.right, env));
    case 'is':
      return isType(evaluate(expr.operand, env), expr.typeName);
    case 'ternary': {
      const condition = evaluate(expr.condition, env);
      if (typeof condition !== 'boolean') throw new RulesEvalError(`condition must be a bool, got ${typeName(condition)}`);
      return evaluate(condition ? expr.then : expr.otherwise, env);
    }
    case 'list':
      return expr.items.map((item) => evaluate(item, env));
    case 'map': {
      const entries = new Map<string, RulesValue>();
      for (const [keyExpr, valueExpr] of expr.entries) {
        const key = evaluate(keyExpr, env);
        if (typeof key !== 'string') throw new RulesEvalError(`map keys must be strings, got ${typeName(key)}`);
        entries.set(key, evaluate(valueExpr, env));
      }
      return new RulesMap(entries);
    }
    case 'path':
      return new RulesPath(
        expr.parts.flatMap((part) => {
          if (part.kind === 'text') return [part.text];
          const value = evaluate(part.expr, env);
          if (value instanceof RulesPath) return [...value.segments];
          if (typeof value === 'string') return [value];
          if (typeof value === 'bigint') return [value.toString()];
          throw new RulesEvalError(`$() in a path needs a string, got ${typeName(value)}`);
        }),
      );
  }
}

/** `error || true` is true and `error && false` is false, as in Firebase; otherwise the error stands. */
function logical(op: '&&' | '||', left: Expr, right: Expr, env: Env): boolean {
  const decisive = op === '||';
  let leftError: RulesEvalError | null = null;
  try {
    const value = evaluate(left, env);
    if (typeof value !== 'boolean') throw new RulesEvalError(`'${op}' needs bools, got ${typeName(value)}`);
    if (value === decisive) return decisive;
  } catch (error) {
    if (!(error instanceof RulesEvalError)) throw error;
    leftError = error;
  }
  const value = evaluate(right, env);
  if (typeof value !== 'boolean') throw new RulesEvalError(`'${op}' needs bools, got ${typeName(value)}`);
  if (value === decisive) return decisive;
  if (leftError) throw leftError;
  return !decisive;
}

function member(object: RulesValue, name: string): RulesValue {
  if (object instanceof RulesMap) {
    if (!object.entries.has(name)) throw new RulesEvalError(`property ${name} is undefined on the map`);
    return object.entries.get(name) as RulesValue;
  }
  throw new RulesEvalError(`cannot read property ${name} of ${typeName(object)}`);
}

function index(object: RulesValue, key: RulesValue): RulesValue {
  if (object instanceof RulesMap) {
    if (typeof key !== 'string') throw new RulesEvalError(`map key must be a string, got ${typeName(key)}`);
    return member(object, key);
  }
  const items = Array.isArray(object) ? object : object instanceof RulesPath ? object.segments : typeof object === 'string' ? [...object] : null;
  if (!items) throw new RulesEvalError(`cannot index ${typeName(object)}`);
  if (typeof key !== 'bigint') throw new RulesEvalError(`index must be an int, got ${typeName(key)}`);
  if (key < 0n || key >= BigInt(items.length)) throw new RulesEvalError(`index ${key} out of range`);
  return items[Number(key)] as RulesValue;
}

function slice(object: RulesValue, start: RulesValue, end: RulesValue): RulesValue {
  const items = Array.isArray(object) ? object : typeof object === 'string' ? [...object] : null;
  if (!items) throw new RulesEvalError(`cannot slice ${typeName(object)}`);
  const bound = (value: RulesValue, fallback: number): number => {
    if (value === null) return fallback;
    if (typeof value !== 'bigint') throw new RulesEvalError(`slice bound must be an int, got ${typeName(value)}`);
    if (value < 0n || value > BigInt(items.length)) throw new RulesEvalError(`slice bound ${value} out of range`);
    return Number(value);
  };
  const from = bound(start, 0);
  const to = bound(end, items.length);
  if (from > to) throw new RulesEvalError('slice start after its end');
  const result = items.slice(from, to);
  return typeof object === 'string' ? result.join('') : result;
}

function callFunction(name: string, argExprs: Expr[], env: Env): RulesValue {
  const fn = lookupFunction(env.scope, name);
  const args = argExprs.map((a) => evaluate(a, env));
  if (!fn) return callGlobal(name, args, env.context);
  if (env.context.depth >= MAX_CALL_DEPTH) throw new RulesEvalError(`function call depth exceeds ${MAX_CALL_DEPTH}`);
  const vars = new Map<string, RulesValue>();
  const failed = new Map<string, RulesEvalError>();
  fn.decl.params.forEach((param, i) => vars.set(param, args[i] as RulesValue));
  const inner: Env = { base: env.base, locals: vars, failed, scope: fn.scope, context: env.context };
  env.context.depth++;
  try {
    for (const binding of fn.decl.lets) {
      try {
        vars.set(binding.name, evaluate(binding.expr, inner));
        failed.delete(binding.name);
      } catch (error) {
        if (!(error instanceof RulesEvalError)) throw error;
        failed.set(binding.name, error);
      }
    }
    return evaluate(fn.decl.body, inner);
  } finally {
    env.context.depth--;
  }
}
