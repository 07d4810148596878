import {
  RulesDuration,
  RulesEvalError,
  RulesMap,
  RulesSet,
  RulesTimestamp,
  compareValues,
  isNumber,
  typeName,
  valuesEqual,
  type RulesValue,
} from './values.js';
import type { BinaryOperator } from './ast.js';

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function checkInt(value: bigint): bigint {
  if (value > INT64_MAX || value < INT64_MIN) throw new RulesEvalError('integer overflow');
  return value;
}

function mismatch(op: string, a: RulesValue, b: RulesValue): RulesEvalError {
  return new RulesEvalError(`operator ${op} not defined for ${typeName(a)} and ${typeName(b)}`);
}

/** Arithmetic, comparison and `in`; `&&` / `||` are handled by the evaluator for short-circuiting. */
export function applyBinary(op: BinaryOperator, a: RulesValue, b: RulesValue): RulesValue {
  switch (op) {
    case '==':
      return valuesEqual(a, b);
    case '!=':
      return !valuesEqual(a, b);
    case '<':
      return compareValues(a, b) < 0;
    case '<=':
      return compareValues(a, b) <= 0;
    case '>':
      return compareValues(a, b) > 0;
    case '>=':
      return compareValues(a, b) >= 0;
    case 'in':
      return contains(b, a);
    case '+':
      return add(a, b);
    case '-':
      return subtract(a, b);
    case '*':
    case '/':
    case '%':
      return multiplicative(op, a, b);
    default:
      throw new RulesEvalError(`operator ${op} is evaluated elsewhere`);
  }
}

function contains(container: RulesValue, item: RulesValue): boolean {
  if (Array.isArray(container)) return container.some((x) => valuesEqual(x, item));
  if (container instanceof RulesSet) return container.has(item);
  if (container instanceof RulesMap) {
    if (typeof item !== 'string') throw new RulesEvalError(`map key must be a string, got ${typeName(item)}`);
    return container.entries.has(item);
  }
  throw new RulesEvalError(`'in' needs a list, set or map on the right, got ${typeName(container)}`);
}

function add(a: RulesValue, b: RulesValue): RulesValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a + b);
  if (isNumber(a) && isNumber(b)) return Number(a) + Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a + b;
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (a instanceof RulesTimestamp && b instanceof RulesDuration) return new RulesTimestamp(a.nanos + b.nanos);
  if (a instanceof RulesDuration && b instanceof RulesTimestamp) return new RulesTimestamp(a.nanos + b.nanos);
  if (a instanceof RulesDuration && b instanceof RulesDuration) return new RulesDuration(a.nanos + b.nanos);
  throw mismatch('+', a, b);
}

function subtract(a: RulesValue, b: RulesValue): RulesValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a - b);
  if (isNumber(a) && isNumber(b)) return Number(a) - Number(b);
  if (a instanceof RulesTimestamp && b instanceof RulesDuration) return new RulesTimestamp(a.nanos - b.nanos);
  if (a instanceof RulesTimestamp && b instanceof RulesTimestamp) return new RulesDuration(a.nanos - b.nanos);
  if (a instanceof RulesDuration && b instanceof RulesDuration) return new RulesDuration(a.nanos - b.nanos);
  throw mismatch('-', a, b);
}

function multiplicative(op: '*' | '/' | '%', a: RulesValue, b: RulesValue): RulesValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (op === '*') return checkInt(a * b);
    if (b === 0n) throw new RulesEvalError(op === '/' ? 'division by zero' : 'modulo by zero');
    return op === '/' ? checkInt(a / b) : a % b;
  }
  if (isNumber(a) && isNumber(b)) {
    const x = Number(a);
    const y = Number(b);
    if (op === '*') return x * y;
    if (op === '/') return x / y;
    if (y === 0) throw new RulesEvalError('modulo by zero');
    return x % y;
  }
  throw mismatch(op, a, b);
}

export function negate(value: RulesValue): RulesValue {
  if (typeof value === 'bigint') return checkInt(-value);
  if (typeof value === 'number') return -value;
  if (value instanceof RulesDuration) return new RulesDuration(-value.nanos);
  throw new RulesEvalError(`cannot negate ${typeName(value)}`);
}

/** `x is type`; `number` covers int and float. */
export function isType(value: RulesValue, type: string): boolean {
  const actual = typeName(value);
  if (type === 'number') return actual === 'int' || actual === 'float';
  if (type === 'map') return actual === 'map';
  return actual === type;
}

export const TYPE_NAMES = new Set([
  'bool', 'bytes', 'duration', 'float', 'int', 'latlng', 'list', 'map', 'number', 'path', 'set', 'string', 'timestamp', 'null',
]);
