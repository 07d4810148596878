import { describe, expect, it } from 'vitest';
import { member, outcome } from './helpers.js';

describe('operators', () => {
  it('does int arithmetic with truncating division and float arithmetic when mixed', () => {
    expect(outcome('1 + 2 * 3 == 7')).toBe('true');
    expect(outcome('(1 + 2) * 3 == 9')).toBe('true');
    expect(outcome('7 / 2 == 3')).toBe('true');
    expect(outcome('-7 / 2 == -3')).toBe('true');
    expect(outcome('7 % 3 == 1')).toBe('true');
    expect(outcome('7.0 / 2 == 3.5')).toBe('true');
    expect(outcome('1 + 0.5 == 1.5')).toBe('true');
    expect(outcome('10 - 4 - 3 == 3')).toBe('true');
    expect(outcome('-(2) == 0 - 2')).toBe('true');
  });

  it('makes division by zero and overflow errors', () => {
    expect(outcome('1 / 0 == 0')).toBe('error');
    expect(outcome('1 % 0 == 0')).toBe('error');
    expect(outcome('9223372036854775807 + 1 > 0')).toBe('error');
  });

  it('compares numbers across int and float, strings, and refuses unlike types', () => {
    expect(outcome('1 == 1.0')).toBe('true');
    expect(outcome('2 > 1.5 && 1 <= 1 && 1 >= 1 && 0 < 1')).toBe('true');
    expect(outcome("'abc' < 'abd'")).toBe('true');
    expect(outcome("1 != '1'")).toBe('true');
    expect(outcome("1 < '2'")).toBe('error');
    expect(outcome('null == null')).toBe('true');
    expect(outcome('[1, [2]] == [1, [2]]')).toBe('true');
    expect(outcome("{'a': 1} == {'a': 1.0}")).toBe('true');
  });

  it('concatenates strings and lists with +', () => {
    expect(outcome("'report_reward_' + 'r1' == 'report_reward_r1'")).toBe('true');
    expect(outcome('[1] + [2, 3] == [1, 2, 3]')).toBe('true');
    expect(outcome("'a' + 1 == 'a1'")).toBe('error');
  });

  it('treats errors in && and || like Firebase: absorbed only when the other side decides', () => {
    expect(outcome('request.auth.uid == "x" || true')).toBe('true');
    expect(outcome('true || request.auth.uid == "x"')).toBe('true');
    expect(outcome('request.auth.uid == "x" && false')).toBe('false');
    expect(outcome('false && request.auth.uid == "x"')).toBe('false');
    expect(outcome('request.auth.uid == "x" || false')).toBe('error');
    expect(outcome('true && request.auth.uid == "x"')).toBe('error');
    expect(outcome('1 && true')).toBe('error');
  });

  it('requires bools for !, ternaries and allow conditions', () => {
    expect(outcome('!false')).toBe('true');
    expect(outcome('!1')).toBe('error');
    expect(outcome("(1 > 2 ? 'a' : 'b') == 'b'")).toBe('true');
    expect(outcome("('x' ? 1 : 2) == 1")).toBe('error');
    expect(outcome('1')).toBe('error');
  });

  it('tests membership of lists, sets and map keys with in', () => {
    expect(outcome("'b' in ['a', 'b']")).toBe('true');
    expect(outcome("'c' in ['a', 'b']")).toBe('false');
    expect(outcome("'a' in {'a': 1}")).toBe('true');
    expect(outcome("'b' in ['a', 'b'].toSet()")).toBe('true');
    expect(outcome("'a' in 'abc'")).toBe('error');
  });

  it('checks types with is', () => {
    expect(outcome("'x' is string && 1 is int && 1.5 is float && 1 is number && 1.5 is number")).toBe('true');
    expect(outcome('1 is float')).toBe('false');
    expect(outcome("true is bool && [1] is list && {'a': 1} is map && null is null")).toBe('true');
    expect(outcome("request.time is timestamp && duration.value(1, 's') is duration && request.path is path")).toBe('true');
    expect(outcome('latlng.value(1, 2) is latlng && [1].toSet() is set')).toBe('true');
  });

  it('makes property access on null or a missing key an error (null safety denies)', () => {
    expect(outcome('request.auth.uid != null')).toBe('error');
    expect(outcome('request.auth.uid != null', { auth: member })).toBe('true');
    expect(outcome("{'a': 1}.b == 1")).toBe('error');
    expect(outcome("{'a': 1}['a'] == 1")).toBe('true');
    expect(outcome('resource.data.x == 1')).toBe('error');
  });

  it('indexes and slices lists and strings, with range errors', () => {
    expect(outcome('[1, 2, 3][1] == 2')).toBe('true');
    expect(outcome('[1, 2, 3][3] == 2')).toBe('error');
    expect(outcome('[1, 2, 3, 4][1:3] == [2, 3]')).toBe('true');
    expect(outcome('[1, 2, 3][:2] == [1, 2] && [1, 2, 3][2:] == [3]')).toBe('true');
    expect(outcome("'hello'[1:3] == 'el' && 'hello'[0] == 'h'")).toBe('true');
  });

  it('reads the request: auth, token, method and path', () => {
    expect(outcome("request.auth.token.email == 'member@example.test' && request.auth.token.email_verified", { auth: member })).toBe(
      'true',
    );
    expect(outcome("request.method == 'get'")).toBe('true');
    expect(outcome("request.path == /databases/(default)/documents/things/t1 && request.path[4] == 't1'")).toBe('true');
    expect(outcome("thingId == 't1' && database == '(default)'")).toBe('true');
  });

  it('converts with int(), float(), string() and path()', () => {
    expect(outcome("int('42') == 42 && int(3.9) == 3 && float(2) == 2.0 && float('1.5') == 1.5")).toBe('true');
    expect(outcome("string(12) == '12' && string(true) == 'true' && string(null) == 'null'")).toBe('true');
    expect(outcome("path('/databases/x/documents/a/b') == /databases/x/documents/a/b")).toBe('true');
    expect(outcome("int('abc') == 0")).toBe('error');
  });

  it('computes with math', () => {
    expect(outcome('math.abs(-3) == 3 && math.ceil(1.2) == 2 && math.floor(1.8) == 1 && math.round(2.5) == 3')).toBe('true');
    expect(outcome('math.sqrt(16) == 4 && math.pow(2, 10) == 1024 && math.isNaN(0.0 / 0.0)')).toBe('true');
    expect(outcome('math.isInfinite(1.0 / 0.0) && !math.isInfinite(1.0)')).toBe('true');
  });

  it('hashes strings and bytes', () => {
    expect(outcome("hashing.md5('abc').toHexString() == '900150983CD24FB0D6963F7D28E17F72'")).toBe('true');
    expect(outcome("hashing.sha256('abc'.toUtf8()).toHexString().lower().matches('ba7816bf.*15ad')")).toBe('true');
    expect(outcome("hashing.crc32('abc').toHexString() == '352441C2' && hashing.crc32c('abc').toHexString() == '364B3FB7'")).toBe('true');
    expect(outcome('hashing.md5(1).size() == 16')).toBe('error');
  });
});
