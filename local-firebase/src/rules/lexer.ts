import { RulesLoadError } from './contract.js';

export type TokenKind = 'ident' | 'int' | 'float' | 'string' | 'punct' | 'eof';

export interface Token {
  kind: TokenKind;
  /** Identifier name, punctuation text, or decoded string literal. */
  text: string;
  offset: number;
  line: number;
  column: number;
}

const PUNCTUATION = [
  '&&', '||', '==', '!=', '<=', '>=', '$(',
  '{', '}', '(', ')', '[', ']', ';', ',', '.', ':', '?', '!', '<', '>', '=', '+', '-', '*', '/', '%',
];

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '/': '/', b: '\b', f: '\f', '0': '\0' };

/**
 * Pull lexer: the parser asks for one token at a time and may rewind to re-read raw text,
 * which is how path literals (`/users/$(uid)`) and match paths are read.
 */
export class Lexer {
  private pos = 0;
  private lineStarts: number[] = [0];

  constructor(
    readonly source: string,
    readonly file: string,
  ) {
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.lineStarts.push(i + 1);
  }

  get offset(): number {
    return this.pos;
  }

  rewind(offset: number): void {
    this.pos = offset;
  }

  location(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] ?? 0) + 1 };
  }

  error(offset: number, detail: string): RulesLoadError {
    const { line, column } = this.location(offset);
    return new RulesLoadError(this.file, line, column, detail);
  }

  skipTrivia(): void {
    const s = this.source;
    while (this.pos < s.length) {
      const c = s[this.pos];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
        this.pos++;
      } else if (c === '/' && s[this.pos + 1] === '/') {
        while (this.pos < s.length && s[this.pos] !== '\n') this.pos++;
      } else if (c === '/' && s[this.pos + 1] === '*') {
        const end = s.indexOf('*/', this.pos + 2);
        if (end < 0) throw this.error(this.pos, 'unterminated block comment');
        this.pos = end + 2;
      } else {
        return;
      }
    }
  }

  next(): Token {
    this.skipTrivia();
    const s = this.source;
    const start = this.pos;
    const make = (kind: TokenKind, text: string): Token => ({ kind, text, offset: start, ...this.location(start) });
    if (start >= s.length) return make('eof', '');
    const c = s[start] as string;
    if (/[A-Za-z_]/.test(c)) {
      let end = start + 1;
      while (end < s.length && /[A-Za-z0-9_]/.test(s[end] as string)) end++;
      this.pos = end;
      return make('ident', s.slice(start, end));
    }
    if (/[0-9]/.test(c)) return this.readNumber(start, make);
    if (c === "'" || c === '"') return make('string', this.readString(start));
    for (const p of PUNCTUATION) {
      if (s.startsWith(p, start)) {
        this.pos = start + p.length;
        return make('punct', p);
      }
    }
    throw this.error(start, `unexpected character '${c}'`);
  }

  private readNumber(start: number, make: (kind: TokenKind, text: string) => Token): Token {
    const s = this.source;
    const match = /^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(s.slice(start)) as RegExpExecArray;
    this.pos = start + match[0].length;
    if (/[A-Za-z_]/.test(s[this.pos] ?? '')) throw this.error(start, `malformed number '${match[0]}${s[this.pos]}'`);
    return make(match[1] !== undefined || match[2] !== undefined ? 'float' : 'int', match[0]);
  }

  private readString(start: number): string {
    const s = this.source;
    const quote = s[start];
    let out = '';
    let i = start + 1;
    while (i < s.length && s[i] !== quote) {
      const ch = s[i] as string;
      if (ch === '\n') throw this.error(start, 'unterminated string literal');
      if (ch === '\\') {
        const esc = s[i + 1] ?? '';
        if (esc === 'u') {
          const hex = s.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw this.error(i, 'invalid \\u escape');
          out += String.fromCharCode(parseInt(hex, 16));
          i += 6;
          continue;
        }
        // regexes in rules keep their backslashes: '\\.' and '\.' both reach RE2 as \.
        out += ESCAPES[esc] ?? `\\${esc}`;
        i += 2;
        continue;
      }
      out += ch;
      i++;
    }
    if (i >= s.length) throw this.error(start, 'unterminated string literal');
    this.pos = i + 1;
    return out;
  }

  /** Reads a raw path segment (no `/`, stops at whitespace and delimiters). Empty when none. */
  readRawSegment(stopAtBrace: boolean): { text: string; offset: number } {
    const s = this.source;
    const start = this.pos;
    let i = start;
    while (i < s.length) {
      const ch = s[i] as string;
      if (ch === '(' && i === start) {
        // `(default)` segment: read to the matching parenthesis
        const close = s.indexOf(')', i);
        if (close < 0) throw this.error(i, 'unterminated path segment');
        i = close + 1;
        continue;
      }
      if (/[\s/;,)\]]/.test(ch) || (stopAtBrace && ch === '{') || ch === '$') break;
      if (!/[A-Za-z0-9_.\-~%@+]/.test(ch)) break;
      i++;
    }
    this.pos = i;
    return { text: s.slice(start, i), offset: start };
  }

  peekChar(): string {
    return this.source[this.pos] ?? '';
  }

  advance(n: number): void {
    this.pos += n;
  }
}
