import type { PathPatternSegment } from './ast.js';
import type { Lexer } from './lexer.js';

/** Reads `/a/{b}/{rest=**}` after `match`; the lexer is in raw mode at the first `/`. */
export function readMatchPath(lexer: Lexer): PathPatternSegment[] {
  const segments: PathPatternSegment[] = [];
  if (lexer.peekChar() !== '/') throw lexer.error(lexer.offset, "a match path must start with '/'");
  while (lexer.peekChar() === '/') {
    lexer.advance(1);
    if (lexer.peekChar() === '{') {
      const at = lexer.offset;
      lexer.advance(1);
      const name = lexer.next();
      if (name.kind !== 'ident') throw lexer.error(name.offset, 'expected a wildcard name');
      let recursive = false;
      const after = lexer.next();
      if (after.kind === 'punct' && after.text === '=') {
        const star1 = lexer.next();
        const star2 = lexer.next();
        if (star1.text !== '*' || star2.text !== '*') throw lexer.error(star1.offset, "expected '**' in a recursive wildcard");
        recursive = true;
        const close = lexer.next();
        if (close.text !== '}') throw lexer.error(close.offset, "expected '}' closing the wildcard");
      } else if (after.text !== '}') {
        throw lexer.error(after.offset, "expected '}' closing the wildcard");
      }
      if (recursive && segments.some((s) => s.kind === 'recursive')) throw lexer.error(at, 'only one recursive wildcard per path');
      segments.push(recursive ? { kind: 'recursive', name: name.text } : { kind: 'single', name: name.text });
    } else {
      const raw = lexer.readRawSegment(true);
      if (raw.text === '') throw lexer.error(raw.offset, 'empty path segment');
      segments.push({ kind: 'literal', text: raw.text });
    }
  }
  return segments;
}
