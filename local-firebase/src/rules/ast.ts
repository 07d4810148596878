import type { RulesMethod } from './contract.js';
import type { RulesValue } from './values.js';

export interface Position {
  line: number;
  column: number;
}

export type PathPart = { kind: 'text'; text: string } | { kind: 'expr'; expr: Expr };

export type BinaryOperator = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type Expr = Position &
  (
    | { kind: 'literal'; value: RulesValue }
    | { kind: 'ident'; name: string }
    | { kind: 'member'; object: Expr; name: string }
    | { kind: 'index'; object: Expr; index: Expr }
    | { kind: 'slice'; object: Expr; start: Expr | null; end: Expr | null }
    | { kind: 'call'; name: string; args: Expr[] }
    | { kind: 'method'; object: Expr; name: string; args: Expr[] }
    | { kind: 'namespaceCall'; namespace: string; name: string; args: Expr[] }
    | { kind: 'unary'; op: '!' | '-'; operand: Expr }
    | { kind: 'binary'; op: BinaryOperator; left: Expr; right: Expr }
    | { kind: 'is'; operand: Expr; typeName: string }
    | { kind: 'ternary'; condition: Expr; then: Expr; otherwise: Expr }
    | { kind: 'list'; items: Expr[] }
    | { kind: 'map'; entries: Array<[Expr, Expr]> }
    | { kind: 'path'; parts: PathPart[] }
  );

export interface FunctionDecl extends Position {
  name: string;
  params: string[];
  lets: Array<{ name: string; expr: Expr } & Position>;
  body: Expr;
}

export type PathPatternSegment =
  | { kind: 'literal'; text: string }
  | { kind: 'single'; name: string }
  | { kind: 'recursive'; name: string };

export interface AllowStatement extends Position {
  methods: RulesMethod[];
  /** The methods as written (`read`, `write`...), for the decision's reason. */
  written: string[];
  condition: Expr | null;
}

export interface MatchBlock extends Position {
  pattern: PathPatternSegment[];
  functions: FunctionDecl[];
  allows: AllowStatement[];
  matches: MatchBlock[];
}

export interface ServiceBlock extends Position {
  name: string;
  functions: FunctionDecl[];
  matches: MatchBlock[];
}

export interface RulesFile {
  version: string | null;
  services: ServiceBlock[];
}
