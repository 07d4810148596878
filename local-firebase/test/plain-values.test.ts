import { describe, expect, it } from 'vitest';
import { Double, Reference, toFields, toValue } from '../src/firestore/plain-values.js';
import { normalizeValue } from '../src/firestore/values.js';

describe('plain data as Firestore REST values', () => {
  it('keeps integers as integers and makes a Double a double, non-finite ones as their names', () => {
    expect(toValue(3)).toEqual({ integerValue: '3' });
    expect(toValue(2.5)).toEqual({ doubleValue: 2.5 });
    expect(toValue(new Double(3))).toEqual({ doubleValue: 3 });
    expect(toValue(Number.NaN)).toEqual({ doubleValue: 'NaN' });
    expect(toValue(new Double(-Infinity))).toEqual({ doubleValue: '-Infinity' });
  });

  it('writes every kind as a value this server accepts', () => {
    const value = toValue({
      text: 'a',
      flag: true,
      none: null,
      at: new Date('2026-11-26T00:00:00.000Z'),
      list: [1, 'b', [null]],
      brand: new Reference('projects/p/databases/(default)/documents/brands/b1'),
    });
    expect(() => normalizeValue(value)).not.toThrow();
    expect(value).toEqual({
      mapValue: {
        fields: {
          text: { stringValue: 'a' },
          flag: { booleanValue: true },
          none: { nullValue: null },
          at: { timestampValue: '2026-11-26T00:00:00.000Z' },
          list: {
            arrayValue: {
              values: [{ integerValue: '1' }, { stringValue: 'b' }, { arrayValue: { values: [{ nullValue: null }] } }],
            },
          },
          brand: { referenceValue: 'projects/p/databases/(default)/documents/brands/b1' },
        },
      },
    });
    expect(toFields({ n: 1, s: 'x' })).toEqual({ n: { integerValue: '1' }, s: { stringValue: 'x' } });
  });
});
