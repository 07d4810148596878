import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { changedTerms, termsOf, toPromotionHistoryEntry } from '../../src/model/promotion-history';
import { isExpired, promotionValidity, validUntilEnd } from '../../src/model/promotion-validity';

describe('promotion validity', () => {
  it('a date lasts to the end of that day in Jakarta', () => {
    expect(validUntilEnd('2026-11-30')?.toISOString()).toBe('2026-11-30T16:59:59.999Z');
    expect(isExpired({ validUntil: '2026-11-30' }, new Date('2026-11-30T16:59:59Z'))).toBe(false);
    expect(isExpired({ validUntil: '2026-11-30' }, new Date('2026-11-30T17:00:00Z'))).toBe(true);
  });

  it('no date, an empty or unreadable one: open-ended', () => {
    expect(promotionValidity({ validUntil: null }).state).toBe('open');
    expect(promotionValidity({ validUntil: '' }).state).toBe('open');
    expect(promotionValidity({ validUntil: 'soon' }).state).toBe('open');
  });

  it('a stored moment is that moment', () => {
    const end = new Date('2026-12-01T05:00:00Z');
    expect(promotionValidity({ validUntil: end }, new Date('2026-11-01T00:00:00Z'))).toEqual({ state: 'ends', end });
  });
});

describe('promotion change log', () => {
  const stored = { maxBonus: 100, turnoverNeeded: 10, gameCategories: ['Slots'], terms: 'T', title: 'x' };

  it('reads the terms as the rules do: turnover from either key, missing keys as null', () => {
    expect(termsOf(stored)).toEqual({
      maxBonus: 100,
      turnover: 10,
      gameCategories: ['Slots'],
      terms: 'T',
      validUntil: null,
    });
    expect(termsOf({ turnoverMultiplier: 5 }).turnover).toBe(5);
  });

  it('finds what changed; a legacy turnoverMultiplier moved to turnoverNeeded is no change', () => {
    expect(changedTerms(termsOf(stored), termsOf({ ...stored, title: 'y' }))).toEqual([]);
    expect(changedTerms(termsOf({ turnoverMultiplier: 5 }), termsOf({ turnoverNeeded: 5 }))).toEqual([]);
    expect(
      changedTerms(termsOf(stored), termsOf({ ...stored, gameCategories: ['Slots', 'Casino'], maxBonus: 200 })),
    ).toEqual(['maxBonus', 'gameCategories']);
    const at = Timestamp.fromMillis(1000);
    expect(changedTerms(termsOf({ validUntil: at }), termsOf({ validUntil: Timestamp.fromMillis(1000) }))).toEqual([]);
  });

  it('an entry lists each change with its shown values, and the report that led to it', () => {
    const entry = toPromotionHistoryEntry('h1', {
      before: termsOf(stored),
      after: termsOf({ ...stored, maxBonus: 200, validUntil: '2026-11-30' }),
      createdAt: Timestamp.fromMillis(5000),
      reportId: 'r1',
    });
    expect(entry).toEqual({
      id: 'h1',
      createdAt: new Date(5000),
      reportId: 'r1',
      changes: [
        { field: 'maxBonus', from: 100, to: 200 },
        { field: 'validUntil', from: null, to: '2026-11-30' },
      ],
    });
  });
});
