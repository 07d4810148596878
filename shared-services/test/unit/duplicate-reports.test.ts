import { describe, expect, it } from 'vitest';
import { duplicateOf } from '../../src/reports/duplicate-reports';
import { toPromotionReport, type PromotionReport } from '../../src/model/report';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
function report(id: string, overrides: Record<string, unknown> = {}): PromotionReport {
  return toPromotionReport(id, {
    userId: 'u1',
    brandId: 'b1',
    promotionId: 'p1',
    status: 'pending',
    createdAt: day(1),
    updatedAt: day(1),
    ...overrides,
  });
}

describe('duplicateOf (a promotion reported again while a report of it is open)', () => {
  it('marks the later of two reports filed while the first was pending, never the first', () => {
    const first = report('a', { createdAt: day(1) });
    const second = report('b', { createdAt: day(2), updatedAt: day(2) });
    expect(duplicateOf(second, [first, second])?.id).toBe('a');
    expect(duplicateOf(first, [first, second])).toBeNull();
  });

  it('marks a report filed before the first was reviewed, even once both are reviewed', () => {
    const first = report('a', { status: 'reviewed', rewarded: true, updatedAt: day(5) });
    const second = report('b', { createdAt: day(3), status: 'reviewed', updatedAt: day(6) });
    expect(duplicateOf(second, [first, second])?.id).toBe('a');
  });

  it('leaves a new report after the first was closed, and reports of other promotions', () => {
    const closed = report('a', { status: 'resolved', updatedAt: day(2) });
    expect(duplicateOf(report('b', { createdAt: day(4) }), [closed])).toBeNull();
    const open = report('c');
    expect(duplicateOf(report('e', { createdAt: day(3), promotionId: 'p2' }), [open])).toBeNull();
    // the same promotion id under another brand is another promotion
    expect(duplicateOf(report('f', { createdAt: day(3), brandId: 'b2' }), [open])).toBeNull();
  });

  it("marks another member's report of a promotion that already had an open report (one open report per promotion)", () => {
    const open = report('c');
    expect(duplicateOf(report('d', { createdAt: day(3), userId: 'u2' }), [open])?.id).toBe('c');
  });

  it('attack: variants of the brand id ("<id>", "<id> ", "<id>  ") name one promotion: only the first is not a duplicate', () => {
    const variants = ['b1', 'b1 ', 'b1  ', ' b1'].map((brandId, i) => report(`v${i}`, { brandId }));
    const duplicates = variants.map((variant) => duplicateOf(variant, variants));
    expect(duplicates.filter((original) => original === null)).toHaveLength(1);
    expect(new Set(duplicates.filter(Boolean).map((original) => original?.id))).toEqual(new Set(['v0']));
  });

  it('of two reports at the same time, marks exactly one', () => {
    const a = report('a');
    const b = report('b');
    expect([duplicateOf(a, [a, b]), duplicateOf(b, [a, b])].filter(Boolean)).toHaveLength(1);
  });
});
