import type { Expr } from './ast.js';
import { RulesLoadError, type RulesService } from './contract.js';
import { lookupFunction, type FunctionScope } from './evaluator.js';
import { GLOBAL_FUNCTIONS, NAMESPACE_FUNCTIONS } from './functions.js';
import { KNOWN_METHODS, methodArities } from './methods.js';
import { TYPE_NAMES } from './operators.js';

/** What the server gives rules: `request.query` (limit/offset/orderBy) is not passed, so it fails at load. */
const REQUEST_FIELDS = new Set(['auth', 'method', 'path', 'time', 'resource']);
const FIRESTORE_RESOURCE_FIELDS = new Set(['data', 'id', '__name__']);

/** `resource` or `request.resource`. */
function isResourceRoot(expr: Expr): boolean {
  if (expr.kind === 'ident') return expr.name === 'resource';
  return expr.kind === 'member' && expr.name === 'resource' && expr.object.kind === 'ident' && expr.object.name === 'request';
}

export interface CheckScope {
  file: string;
  service: RulesService;
  names: ReadonlySet<string>;
  functions: FunctionScope;
}

/**
 * Load-time check: every identifier, function, method and type name must be one the engine
 * knows, so an unsupported construct fails at start-up with file:line:col instead of denying
 * (or allowing) at run time.
 */
export function checkExpr(expr: Expr, scope: CheckScope): void {
  const fail = (detail: string) => new RulesLoadError(scope.file, expr.line, expr.column, detail);
  const recurse = (child: Expr) => checkExpr(child, scope);
  switch (expr.kind) {
    case 'literal':
      return;
    case 'ident':
      if (!scope.names.has(expr.name)) throw fail(`unknown variable '${expr.name}'`);
      return;
    case 'member':
      if (expr.object.kind === 'ident' && expr.object.name === 'request' && !REQUEST_FIELDS.has(expr.name)) {
        throw fail(`unsupported field 'request.${expr.name}'`);
      }
      if (scope.service === 'firestore' && isResourceRoot(expr.object) && !FIRESTORE_RESOURCE_FIELDS.has(expr.name)) {
        throw fail(`unsupported field '${expr.name}' of a Firestore resource (data, id, __name__)`);
      }
      return recurse(expr.object);
    case 'index':
      recurse(expr.object);
      return recurse(expr.index);
    case 'slice':
      recurse(expr.object);
      if (expr.start) recurse(expr.start);
      if (expr.end) recurse(expr.end);
      return;
    case 'call': {
      expr.args.forEach(recurse);
      const user = lookupFunction(scope.functions, expr.name);
      const expected = user ? user.decl.params.length : globalArity(expr.name, scope.service);
      if (expected === null) throw fail(`unknown function '${expr.name}()'`);
      if (expected !== expr.args.length) throw fail(`${expr.name}() takes ${expected} argument(s), got ${expr.args.length}`);
      return;
    }
    case 'method': {
      recurse(expr.object);
      expr.args.forEach(recurse);
      if (!KNOWN_METHODS.has(expr.name)) throw fail(`unsupported method '${expr.name}()'`);
      if (!methodArities(expr.name).has(expr.args.length)) throw fail(`${expr.name}() does not take ${expr.args.length} argument(s)`);
      return;
    }
    case 'namespaceCall': {
      expr.args.forEach(recurse);
      const fn = NAMESPACE_FUNCTIONS[expr.namespace]?.[expr.name];
      if (!fn || (expr.namespace === 'firestore' && scope.service !== 'storage')) {
        throw fail(`unsupported function '${expr.namespace}.${expr.name}()'`);
      }
      if (fn.arity !== expr.args.length) throw fail(`${expr.namespace}.${expr.name}() takes ${fn.arity} argument(s)`);
      return;
    }
    case 'unary':
      return recurse(expr.operand);
    case 'binary':
      recurse(expr.left);
      return recurse(expr.right);
    case 'is':
      if (!TYPE_NAMES.has(expr.typeName)) throw fail(`unknown type '${expr.typeName}'`);
      return recurse(expr.operand);
    case 'ternary':
      recurse(expr.condition);
      recurse(expr.then);
      return recurse(expr.otherwise);
    case 'list':
      return expr.items.forEach(recurse);
    case 'map':
      for (const [key, value] of expr.entries) {
        recurse(key);
        recurse(value);
      }
      return;
    case 'path':
      for (const part of expr.parts) if (part.kind === 'expr') recurse(part.expr);
      return;
  }
}

function globalArity(name: string, service: RulesService): number | null {
  const fn = GLOBAL_FUNCTIONS[name];
  if (!fn || (fn.service && fn.service !== service)) return null;
  return fn.arity;
}
