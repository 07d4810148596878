import type { RulesMethod } from './contract.js';
import type {
  AllowStatement,
  BinaryOperator,
  Expr,
  FunctionDecl,
  MatchBlock,
  PathPart,
  PathPatternSegment,
  Position,
  RulesFile,
  ServiceBlock,
} from './ast.js';
import { Lexer, type Token } from './lexer.js';
import { readMatchPath } from './match-path.js';

const ALLOW_METHODS: Record<string, RulesMethod[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

/** Identifiers that only prefix a call (`duration.value(...)`), never values on their own. */
export const NAMESPACES = new Set(['math', 'duration', 'timestamp', 'latlng', 'firestore', 'hashing']);

const RELATIONAL = new Set(['==', '!=', '<', '<=', '>', '>=']);

export function parseRules(source: string, file: string): RulesFile {
  return new Parser(new Lexer(source, file)).parseFile();
}

class Parser {
  private lookahead: Token | null = null;

  constructor(private readonly lexer: Lexer) {}

  private peek(): Token {
    this.lookahead ??= this.lexer.next();
    return this.lookahead;
  }

  private take(): Token {
    const token = this.peek();
    this.lookahead = null;
    return token;
  }

  private is(text: string): boolean {
    const token = this.peek();
    return (token.kind === 'punct' || token.kind === 'ident') && token.text === text;
  }

  private accept(text: string): boolean {
    if (!this.is(text)) return false;
    this.take();
    return true;
  }

  private expect(text: string, what = `'${text}'`): Token {
    const token = this.peek();
    if (!this.is(text)) throw this.fail(token, `expected ${what} but found ${describeToken(token)}`);
    return this.take();
  }

  private expectIdent(what: string): Token {
    const token = this.peek();
    if (token.kind !== 'ident') throw this.fail(token, `expected ${what} but found ${describeToken(token)}`);
    return this.take();
  }

  private fail(at: Position & { offset?: number }, detail: string): Error {
    return this.lexer.error(at.offset ?? 0, detail);
  }

  /** Drops the lookahead so the lexer can read raw text (paths) from the current spot. */
  private rawMode(): void {
    if (this.lookahead) this.lexer.rewind(this.lookahead.offset);
    this.lookahead = null;
    this.lexer.skipTrivia();
  }

  parseFile(): RulesFile {
    let version: string | null = null;
    if (this.accept('rules_version')) {
      this.expect('=');
      const token = this.take();
      if (token.kind !== 'string') throw this.fail(token, 'rules_version must be a string literal');
      version = token.text;
      this.accept(';');
    }
    const services: ServiceBlock[] = [];
    while (this.peek().kind !== 'eof') services.push(this.parseService());
    return { version, services };
  }

  private parseService(): ServiceBlock {
    const start = this.expect('service', "'service'");
    let name = this.expectIdent('a service name').text;
    while (this.accept('.')) name += `.${this.expectIdent('a service name').text}`;
    this.expect('{');
    const functions: FunctionDecl[] = [];
    const matches: MatchBlock[] = [];
    while (!this.accept('}')) {
      if (this.is('function')) functions.push(this.parseFunction());
      else if (this.is('match')) matches.push(this.parseMatch());
      else throw this.fail(this.peek(), `expected 'match' or 'function' but found ${describeToken(this.peek())}`);
    }
    return { name, functions, matches, line: start.line, column: start.column };
  }

  private parseMatch(): MatchBlock {
    const start = this.expect('match');
    const pattern = this.parseMatchPath();
    this.expect('{');
    const block: MatchBlock = { pattern, functions: [], allows: [], matches: [], line: start.line, column: start.column };
    while (!this.accept('}')) {
      if (this.is('function')) block.functions.push(this.parseFunction());
      else if (this.is('match')) block.matches.push(this.parseMatch());
      else if (this.is('allow')) block.allows.push(this.parseAllow());
      else throw this.fail(this.peek(), `expected 'match', 'allow' or 'function' but found ${describeToken(this.peek())}`);
    }
    return block;
  }

  private parseMatchPath(): PathPatternSegment[] {
    this.rawMode();
    return readMatchPath(this.lexer);
  }

  private parseAllow(): AllowStatement {
    const start = this.expect('allow');
    const methods: RulesMethod[] = [];
    const written: string[] = [];
    do {
      const token = this.expectIdent('a method (read, write, get, list, create, update, delete)');
      const expanded = ALLOW_METHODS[token.text];
      if (!expanded) throw this.fail(token, `unknown allow method '${token.text}'`);
      written.push(token.text);
      for (const m of expanded) if (!methods.includes(m)) methods.push(m);
    } while (this.accept(','));
    let condition: Expr | null = null;
    if (this.accept(':')) {
      this.expect('if', "'if'");
      condition = this.parseExpr();
    }
    if (!this.accept(';') && !this.is('}')) throw this.fail(this.peek(), `expected ';' but found ${describeToken(this.peek())}`);
    return { methods, written, condition, line: start.line, column: start.column };
  }

  private parseFunction(): FunctionDecl {
    const start = this.expect('function');
    const name = this.expectIdent('a function name').text;
    this.expect('(');
    const params: string[] = [];
    if (!this.accept(')')) {
      do params.push(this.expectIdent('a parameter name').text);
      while (this.accept(','));
      this.expect(')');
    }
    this.expect('{');
    const lets: FunctionDecl['lets'] = [];
    while (this.is('let')) {
      const letToken = this.take();
      const letName = this.expectIdent('a variable name').text;
      this.expect('=');
      const expr = this.parseExpr();
      this.expect(';');
      lets.push({ name: letName, expr, line: letToken.line, column: letToken.column });
    }
    this.expect('return', "'return'");
    const body = this.parseExpr();
    this.accept(';');
    this.expect('}');
    return { name, params, lets, body, line: start.line, column: start.column };
  }

  parseExpr(): Expr {
    const condition = this.parseOr();
    if (!this.is('?')) return condition;
    const q = this.take();
    const then = this.parseExpr();
    this.expect(':');
    const otherwise = this.parseExpr();
    return { kind: 'ternary', condition, then, otherwise, line: q.line, column: q.column };
  }

  private parseOr(): Expr {
    let left = this.parseAnd();
    while (this.is('||')) {
      const op = this.take();
      left = { kind: 'binary', op: '||', left, right: this.parseAnd(), line: op.line, column: op.column };
    }
    return left;
  }

  private parseAnd(): Expr {
    let left = this.parseRelational();
    while (this.is('&&')) {
      const op = this.take();
      left = { kind: 'binary', op: '&&', left, right: this.parseRelational(), line: op.line, column: op.column };
    }
    return left;
  }

  private parseRelational(): Expr {
    let left = this.parseAdditive();
    for (;;) {
      const token = this.peek();
      if (token.kind === 'punct' && RELATIONAL.has(token.text)) {
        this.take();
        const right = this.parseAdditive();
        left = { kind: 'binary', op: token.text as BinaryOperator, left, right, line: token.line, column: token.column };
      } else if (token.kind === 'ident' && token.text === 'in') {
        this.take();
        left = { kind: 'binary', op: 'in', left, right: this.parseAdditive(), line: token.line, column: token.column };
      } else if (token.kind === 'ident' && token.text === 'is') {
        this.take();
        const type = this.expectIdent('a type name');
        left = { kind: 'is', operand: left, typeName: type.text, line: type.line, column: type.column };
      } else {
        return left;
      }
    }
  }

  private parseAdditive(): Expr {
    let left = this.parseMultiplicative();
    while (this.is('+') || this.is('-')) {
      const op = this.take();
      const right = this.parseMultiplicative();
      left = { kind: 'binary', op: op.text as BinaryOperator, left, right, line: op.line, column: op.column };
    }
    return left;
  }

  private parseMultiplicative(): Expr {
    let left = this.parseUnary();
    while (this.is('*') || this.is('/') || this.is('%')) {
      const op = this.take();
      const right = this.parseUnary();
      left = { kind: 'binary', op: op.text as BinaryOperator, left, right, line: op.line, column: op.column };
    }
    return left;
  }

  private parseUnary(): Expr {
    if (this.is('!') || this.is('-')) {
      const op = this.take();
      return { kind: 'unary', op: op.text as '!' | '-', operand: this.parseUnary(), line: op.line, column: op.column };
    }
    return this.parsePostfix(this.parsePrimary());
  }

  private parsePostfix(initial: Expr): Expr {
    let expr = initial;
    for (;;) {
      if (this.is('.')) {
        this.take();
        const name = this.expectIdent('a field or method name');
        if (this.is('(')) {
          expr = { kind: 'method', object: expr, name: name.text, args: this.parseArgs(), line: name.line, column: name.column };
        } else {
          expr = { kind: 'member', object: expr, name: name.text, line: name.line, column: name.column };
        }
      } else if (this.is('[')) {
        const open = this.take();
        const start = this.is(':') ? null : this.parseExpr();
        if (this.accept(':')) {
          const end = this.is(']') ? null : this.parseExpr();
          this.expect(']');
          expr = { kind: 'slice', object: expr, start, end, line: open.line, column: open.column };
        } else {
          this.expect(']');
          expr = { kind: 'index', object: expr, index: start as Expr, line: open.line, column: open.column };
        }
      } else {
        return expr;
      }
    }
  }

  private parseArgs(): Expr[] {
    this.expect('(');
    const args: Expr[] = [];
    if (this.accept(')')) return args;
    do args.push(this.parseExpr());
    while (this.accept(','));
    this.expect(')');
    return args;
  }

  private parsePrimary(): Expr {
    const token = this.peek();
    const at = { line: token.line, column: token.column };
    if (token.kind === 'int') {
      this.take();
      return { kind: 'literal', value: BigInt(token.text), ...at };
    }
    if (token.kind === 'float') {
      this.take();
      return { kind: 'literal', value: Number(token.text), ...at };
    }
    if (token.kind === 'string') {
      this.take();
      return { kind: 'literal', value: token.text, ...at };
    }
    if (token.kind === 'ident') {
      this.take();
      if (token.text === 'true' || token.text === 'false') return { kind: 'literal', value: token.text === 'true', ...at };
      if (token.text === 'null') return { kind: 'literal', value: null, ...at };
      if (NAMESPACES.has(token.text) && this.is('.')) {
        this.take();
        const name = this.expectIdent('a function name');
        return { kind: 'namespaceCall', namespace: token.text, name: name.text, args: this.parseArgs(), ...at };
      }
      if (this.is('(')) return { kind: 'call', name: token.text, args: this.parseArgs(), ...at };
      return { kind: 'ident', name: token.text, ...at };
    }
    if (token.kind === 'punct') {
      if (token.text === '(') {
        this.take();
        const inner = this.parseExpr();
        this.expect(')');
        return inner;
      }
      if (token.text === '[') {
        this.take();
        const items: Expr[] = [];
        if (!this.accept(']')) {
          do {
            if (this.is(']')) break;
            items.push(this.parseExpr());
          } while (this.accept(','));
          this.expect(']');
        }
        return { kind: 'list', items, ...at };
      }
      if (token.text === '{') {
        this.take();
        const entries: Array<[Expr, Expr]> = [];
        if (!this.accept('}')) {
          do {
            if (this.is('}')) break;
            const key = this.parseExpr();
            this.expect(':');
            entries.push([key, this.parseExpr()]);
          } while (this.accept(','));
          this.expect('}');
        }
        return { kind: 'map', entries, ...at };
      }
      if (token.text === '/') return { kind: 'path', parts: this.parsePathLiteral(), ...at };
    }
    throw this.fail(token, `expected an expression but found ${describeToken(token)}`);
  }

  private parsePathLiteral(): PathPart[] {
    this.rawMode();
    const parts: PathPart[] = [];
    while (this.lexer.peekChar() === '/') {
      this.lexer.advance(1);
      if (this.lexer.source.startsWith('$(', this.lexer.offset)) {
        this.lexer.advance(2);
        const expr = this.parseExpr();
        this.expect(')');
        parts.push({ kind: 'expr', expr });
        continue;
      }
      const raw = this.lexer.readRawSegment(false);
      if (raw.text === '') throw this.lexer.error(raw.offset, 'empty path segment');
      parts.push({ kind: 'text', text: raw.text });
    }
    return parts;
  }
}

function describeToken(token: Token): string {
  if (token.kind === 'eof') return 'end of file';
  if (token.kind === 'string') return `string '${token.text}'`;
  return `'${token.text}'`;
}
