import { describe, expect, it } from 'vitest';
import { firestoreRules, decide, outcome } from './helpers.js';

describe('Firestore values as rules see them', () => {
  const doc = {
    count: { integerValue: '42' },
    ratio: { doubleValue: 0.5 },
    nan: { doubleValue: 'NaN' },
    infinite: { doubleValue: 'Infinity' },
    flag: { booleanValue: true },
    nothing: { nullValue: null },
    when: { timestampValue: '2026-01-02T03:04:05.678901Z' },
    raw: { bytesValue: Buffer.from('hi').toString('base64') },
    owner: { referenceValue: 'projects/demo/databases/(default)/documents/users/u1' },
    place: { geoPointValue: { latitude: -6.2, longitude: 106.8 } },
    tags: { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '1' }] } },
    nested: { mapValue: { fields: { inner: { stringValue: 'x' } } } },
    empty: { arrayValue: {} },
  };
  const call = { before: doc };

  it('keeps ints, floats, NaN and Infinity apart', () => {
    expect(outcome('resource.data.count is int && resource.data.count == 42', call)).toBe('true');
    expect(outcome('resource.data.ratio is float && resource.data.ratio == 0.5', call)).toBe('true');
    expect(outcome('math.isNaN(resource.data.nan) && resource.data.nan != resource.data.nan', call)).toBe('true');
    expect(outcome('math.isInfinite(resource.data.infinite)', call)).toBe('true');
  });

  it('reads bools, nulls, timestamps with microseconds, bytes, references, geo points, lists and maps', () => {
    expect(outcome('resource.data.flag == true && resource.data.nothing == null', call)).toBe('true');
    expect(outcome('resource.data.when.nanos() == 678901000 && resource.data.when.toMillis() % 1000 == 678', call)).toBe('true');
    expect(outcome("resource.data.raw.size() == 2 && resource.data.raw.toBase64() == 'aGk=' && resource.data.raw.toHexString() == '6869'", call)).toBe('true');
    expect(outcome("resource.data.raw == 'hi'.toUtf8()", call)).toBe('true');
    expect(outcome('resource.data.owner == /databases/(default)/documents/users/u1 && resource.data.owner is path', call)).toBe('true');
    expect(outcome('resource.data.place.latitude() == -6.2 && resource.data.place.longitude() == 106.8', call)).toBe('true');
    expect(outcome('resource.data.place.distance(latlng.value(-6.2, 106.9)) > 11000', call)).toBe('true');
    expect(outcome("resource.data.tags == ['a', 1] && resource.data.nested.inner == 'x' && resource.data.empty.size() == 0", call)).toBe('true');
  });

  it('exposes resource.id and resource.__name__', () => {
    expect(outcome("resource.id == 't1' && resource.__name__ == /databases/(default)/documents/things/t1", call)).toBe('true');
  });
});

describe('source syntax', () => {
  it('reads comments, double-quoted strings, escapes, map literals and a final allow without a semicolon', () => {
    const rules = firestoreRules(`
      // line comment
      /* block
         comment */
      function greeting() { return "it's \\"fine\\"\\n"; }
      match /notes/{id} {
        allow get: if greeting() == 'it\\'s "fine"\\n' && {'a': [1, 2,], 'b': {'c': true}}.b.c && '\\u0041' == 'A'
      }`);
    expect(decide(rules, { method: 'get', path: 'notes/n1' }).allowed).toBe(true);
  });

  it('passes debug() values through', () => {
    expect(outcome('debug(1 + 1) == 2')).toBe('true');
  });
});
