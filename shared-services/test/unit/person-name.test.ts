import { describe, expect, it } from 'vitest';
import { initialDisplayName } from '../../src/users/ensure-user-profile';
import { createDisplayNameSchema } from '../../src/validation/display-name';
import { commentFormSchema, userReplyFormSchema } from '../../src/validation/comment';
import { claimsAdminLabel, foldName, hasOnlyNameCharacters, toAllowedName } from '../../src/validation/person-name';

// each of these got past the old check (`/admin/i` on the raw name; RE2's `.` in the rules)
const IMPOSTORS: [string, string][] = [
  ['a Cyrillic А', 'Atlas \u0410dmin'],
  ['Cyrillic а and м', 'Atlas \u0430d\u043Cin'],
  ['a Greek ι', 'Atlas Adm\u03B9n'],
  ['a zero-width space', 'Atlas Ad\u200Bmin'],
  ['a zero-width joiner', 'Atlas Adm\u200Din'],
  ['a bidi override', 'Atlas \u202DAdmin'],
  ['fullwidth letters', 'Atlas \uFF21\uFF44\uFF4D\uFF49\uFF4E'],
  ['an accented Á', 'Atlas Ádmin'],
  ['upper case', 'ATLAS ADMIN'],
];

describe('foldName', () => {
  it('unifies compatibility forms, case, look-alikes, accents and invisible characters', () => {
    expect(foldName('\uFF21\uFF24\uFF2D\uFF29\uFF2E')).toBe('admin');
    expect(foldName('\u0410d\u041C\u0456\u043F')).toBe('admin');
    expect(foldName('Ad\u200Bm\u00ADin\u202E')).toBe('admin');
    expect(foldName('Zoë José')).toBe('zoe jose');
  });
});

describe('claimsAdminLabel', () => {
  it.each(IMPOSTORS)('sees the admin label behind %s', (_label, name) => {
    expect(claimsAdminLabel(name)).toBe(true);
  });

  it('leaves ordinary names alone', () => {
    for (const name of ['Budi', 'Maya Member', 'Adam', 'Dina', "O'Brien-Smith"]) expect(claimsAdminLabel(name)).toBe(false);
  });
});

describe('hasOnlyNameCharacters (the set firestore.rules isPersonName allows)', () => {
  it.each([
    ['a newline', 'Budi\n'],
    ['a tab', 'Bu\tdi'],
    ['a zero-width space', 'Bu\u200Bdi'],
    ['a bidi mark', '\u200FBudi'],
    ['a Cyrillic letter', 'Вudi'],
    ['a fullwidth letter', '\uFF22udi'],
    ['an emoji', 'Budi 😀'],
    ['a multiplication sign', 'Budi × 2'],
  ])('refuses %s', (_label, name) => {
    expect(hasOnlyNameCharacters(name)).toBe(false);
  });

  it('accepts Latin letters with accents, digits, spaces and . , \' - _', () => {
    expect(hasOnlyNameCharacters("Zoë O'Brien-José, Jr. _2")).toBe(true);
  });
});

describe('the comment and reply forms', () => {
  // the forms' schemas answer with message keys (the page shows them in its language)
  const authorError = (authorName: string) =>
    commentFormSchema.safeParse({ text: 'Nice', authorName }).error?.issues.map((issue) => issue.message) ?? [];

  it.each(IMPOSTORS)('refuse a name posing as the admin with %s, saying the name is reserved', (_label, name) => {
    expect(authorError(name)).toEqual(['commentNameReserved']);
    expect(userReplyFormSchema.safeParse({ text: 'Hi', userName: name }).success).toBe(false);
  });

  it('refuse a trailing newline of "Atlas Admin" as reserved (the name is trimmed first)', () => {
    expect(authorError('Atlas Admin\n')).toEqual(['commentNameReserved']);
  });

  it('refuse characters outside the set with their own message', () => {
    expect(authorError('Budi\u200B')).toEqual(['nameInvalidCharacters']);
    expect(authorError('Вudi')).toEqual(['nameInvalidCharacters']);
  });

  it('accept an ordinary name', () => {
    expect(authorError('Budi Santoso')).toEqual([]);
  });
});

describe('display names', () => {
  it('refuse the admin label unless the account is an admin, and foreign characters always', () => {
    const member = createDisplayNameSchema();
    const admin = createDisplayNameSchema(undefined, { mayClaimAdmin: true });
    expect(member.safeParse('Atlas Аdmin').success).toBe(false);
    expect(admin.safeParse('Atlas Admin').success).toBe(true);
    expect(admin.safeParse('Atlas \u0410dmin').success).toBe(false);
    expect(member.safeParse('Maya').success).toBe(true);
  });

  it('are made valid at first sign-in: look-alikes and invisible characters dropped, never the admin label', () => {
    const user = { uid: 'u1', email: 'budi.s@example.test', photoURL: null };
    expect(initialDisplayName({ ...user, displayName: ' Budi\u200B  Santoso\n' })).toBe('Budi Santoso');
    expect(initialDisplayName({ ...user, displayName: 'Atlas Admin' })).toBe('budi.s');
    expect(initialDisplayName({ ...user, displayName: '李小龍' })).toBe('budi.s');
    expect(initialDisplayName({ ...user, displayName: null, email: 'admin@example.test' })).toBe('Member');
    expect(toAllowedName('\uFF22udi')).toBe('Budi');
  });
});
