import { describe, expect, it } from 'vitest';
import { arr, int, map, outcome, str } from './helpers.js';

describe('string methods', () => {
  it('measures, cases, trims, splits and replaces', () => {
    expect(outcome("'héllo'.size() == 5 && ''.size() == 0")).toBe('true');
    expect(outcome("'AbC'.lower() == 'abc' && 'AbC'.upper() == 'ABC'")).toBe('true');
    expect(outcome("'  x  '.trim() == 'x' && '   '.trim().size() == 0")).toBe('true');
    expect(outcome("'a,b,,c'.split(',') == ['a', 'b', '', 'c']")).toBe('true');
    expect(outcome("'a1b22c'.split('[0-9]+') == ['a', 'b', 'c']")).toBe('true');
    expect(outcome("'a-b-c'.replace('-', '_') == 'a_b_c'")).toBe('true');
    expect(outcome("'ab'.toUtf8().size() == 2")).toBe('true');
  });

  it('matches a regex against the whole string only', () => {
    expect(outcome("'my-brand_1'.matches('^[a-z0-9_-]+$')")).toBe('true');
    expect(outcome("'My Brand'.matches('[a-z0-9_-]+')")).toBe('false');
    expect(outcome("'image/png'.matches('image/.*')")).toBe('true');
    expect(outcome("'text/html; image/png'.matches('image/.*')")).toBe('false');
    expect(outcome("'abc'.matches('b')")).toBe('false');
    expect(outcome("'a.b'.matches('a\\\\.b') && !'axb'.matches('a\\\\.b')")).toBe('true');
    expect(outcome("'x'.matches('(')")).toBe('error');
  });
});

describe('list methods', () => {
  it('answers size, hasAll, hasAny, hasOnly', () => {
    expect(outcome("['a', 'b'].size() == 2")).toBe('true');
    expect(outcome("['a', 'b', 'c'].hasAll(['a', 'c']) && !['a'].hasAll(['a', 'b'])")).toBe('true');
    expect(outcome("['a', 'b'].hasAny(['x', 'b']) && !['a'].hasAny([])")).toBe('true');
    expect(outcome("['a', 'b'].hasOnly(['a', 'b', 'c']) && !['a', 'z'].hasOnly(['a', 'b'])")).toBe('true');
    expect(outcome('[].hasOnly([])')).toBe('true');
    expect(outcome("['a'].hasAll('a')")).toBe('error');
  });

  it('converts, joins, concatenates and removes', () => {
    expect(outcome("['a', 'a', 'b'].toSet().size() == 2")).toBe('true');
    expect(outcome("['a', 'b'].join('/') == 'a/b'")).toBe('true');
    expect(outcome('[1].concat([2, 3]) == [1, 2, 3]')).toBe('true');
    expect(outcome('[1, 2, 3, 2].removeAll([2]) == [1, 3]')).toBe('true');
  });
});

describe('map methods', () => {
  const data = map({ name: str('Atlas'), rating: int(5), nested: map({ deep: str('yes') }), tags: arr(str('a')) });

  it('lists keys and values and reads with defaults', () => {
    const call = { after: { doc: data } };
    expect(outcome("request.resource.data.doc.keys().hasOnly(['name', 'rating', 'nested', 'tags'])", call)).toBe('true');
    expect(outcome('request.resource.data.doc.size() == 4', call)).toBe('true');
    expect(outcome("'Atlas' in request.resource.data.doc.values()", call)).toBe('true');
    expect(outcome("request.resource.data.doc.get('missing', 'fallback') == 'fallback'", call)).toBe('true');
    expect(outcome("request.resource.data.doc.get('rating', 0) == 5", call)).toBe('true');
    expect(outcome("request.resource.data.doc.get(['nested', 'deep'], 'no') == 'yes'", call)).toBe('true');
    expect(outcome("request.resource.data.doc.get(['nested', 'none'], 'no') == 'no'", call)).toBe('true');
    expect(outcome("request.resource.data.doc.nested.deep == 'yes' && request.resource.data.doc['tags'][0] == 'a'", call)).toBe('true');
  });

  it('diffs two maps into added, removed, changed, unchanged and affected keys', () => {
    const before = { a: int(1), b: int(2), c: int(3) };
    const after = { a: int(1), b: int(20), d: int(4) };
    const call = { before, after };
    const diff = 'request.resource.data.diff(resource.data)';
    expect(outcome(`${diff}.addedKeys() == ['d'].toSet()`, call)).toBe('true');
    expect(outcome(`${diff}.removedKeys() == ['c'].toSet()`, call)).toBe('true');
    expect(outcome(`${diff}.changedKeys() == ['b'].toSet()`, call)).toBe('true');
    expect(outcome(`${diff}.unchangedKeys() == ['a'].toSet()`, call)).toBe('true');
    expect(outcome(`${diff}.affectedKeys() == ['b', 'c', 'd'].toSet()`, call)).toBe('true');
    expect(outcome(`${diff}.affectedKeys().hasOnly(['b', 'c', 'd']) && !${diff}.affectedKeys().hasOnly(['b'])`, call)).toBe('true');
    expect(outcome("request.resource.data.diff('x').affectedKeys().size() == 0", call)).toBe('error');
  });

  it('counts an int-to-float change of equal value as unchanged, like Firestore equality', () => {
    const call = { before: { n: int(1) }, after: { n: { doubleValue: 1 } } };
    expect(outcome('request.resource.data.diff(resource.data).affectedKeys().size() == 0', call)).toBe('true');
  });
});

describe('set methods', () => {
  it('answers size, has*, difference, intersection and union', () => {
    expect(outcome("['a', 'b'].toSet().hasAll(['a']) && ['a'].toSet().hasAny(['a', 'z'])")).toBe('true');
    expect(outcome("['a', 'b'].toSet().hasOnly(['a', 'b']) && !['a', 'b'].toSet().hasOnly(['a'])")).toBe('true');
    expect(outcome("['a', 'b'].toSet().difference(['b'].toSet()) == ['a'].toSet()")).toBe('true');
    expect(outcome("['a', 'b'].toSet().intersection(['b', 'c'].toSet()) == ['b'].toSet()")).toBe('true');
    expect(outcome("['a'].toSet().union(['b'].toSet()).size() == 2")).toBe('true');
    expect(outcome("['a', 'b'].toSet() == ['b', 'a'].toSet()")).toBe('true');
    expect(outcome("['a'].toSet().difference(['a'])")).toBe('error');
  });

  it('rejects calling a list-only method on a set at run time', () => {
    expect(outcome("['a'].toSet().join(',') == 'a'")).toBe('error');
  });
});
