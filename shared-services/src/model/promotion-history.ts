import { toDateOrNull } from './to-date';

/**
 * The terms a promotion's public change log follows. `turnover` is one value whether the document says
 * turnoverNeeded or the legacy turnoverMultiplier (spec §3), so moving a legacy field is no change.
 * The same reading as firestore.rules' termsOf(): the rules compare a log entry with the promotion.
 */
export const TERMS_FIELDS = ['maxBonus', 'turnover', 'gameCategories', 'terms', 'validUntil'] as const;
export type TermsField = (typeof TERMS_FIELDS)[number];
export type TermsSnapshot = Record<TermsField, unknown>;

function valueAt(data: Record<string, unknown>, key: string, fallback: unknown): unknown {
  return key in data ? data[key] : fallback;
}

/** A promotion document's terms, as stored (a missing key reads as null). */
export function termsOf(data: Record<string, unknown>): TermsSnapshot {
  return {
    maxBonus: valueAt(data, 'maxBonus', null),
    turnover: valueAt(data, 'turnoverNeeded', valueAt(data, 'turnoverMultiplier', null)),
    gameCategories: valueAt(data, 'gameCategories', null),
    terms: valueAt(data, 'terms', null),
    validUntil: valueAt(data, 'validUntil', null),
  };
}

interface ComparableTimestamp {
  toMillis(): number;
}

function isTimestamp(value: unknown): value is ComparableTimestamp {
  return typeof value === 'object' && value !== null && typeof (value as ComparableTimestamp).toMillis === 'function';
}

/** Equality as the rules' `==` sees stored values (lists by items, timestamps by time). */
export function sameStoredValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameStoredValue(item, b[i]));
  if (isTimestamp(a) && isTimestamp(b)) return a.toMillis() === b.toMillis();
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

export function changedTerms(before: TermsSnapshot, after: TermsSnapshot): TermsField[] {
  return TERMS_FIELDS.filter((field) => !sameStoredValue(before[field], after[field]));
}

/** A shown value of a terms field: an amount, a list of game categories, a text or a date. */
export type TermsValue = number | string | string[] | Date | null;

export interface TermsChange {
  field: TermsField;
  from: TermsValue;
  to: TermsValue;
}

/** brands/{brandId}/promotions/{promotionId}/history/{id}: one public change of the terms. */
export interface PromotionHistoryEntry {
  id: string;
  createdAt: Date | null;
  /** The member's report that led to the change, when an admin made it from one. */
  reportId: string | null;
  changes: TermsChange[];
}

function shownValue(field: TermsField, value: unknown): TermsValue {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'gameCategories') return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : null;
  if (field === 'validUntil') return typeof value === 'string' ? value : toDateOrNull(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  return null;
}

function snapshotOf(value: unknown): TermsSnapshot {
  const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(TERMS_FIELDS.map((field) => [field, field in data ? data[field] : null])) as TermsSnapshot;
}

export function toPromotionHistoryEntry(id: string, data: Record<string, unknown>): PromotionHistoryEntry {
  const before = snapshotOf(data.before);
  const after = snapshotOf(data.after);
  return {
    id,
    createdAt: toDateOrNull(data.createdAt),
    reportId: typeof data.reportId === 'string' && data.reportId ? data.reportId : null,
    changes: changedTerms(before, after).map((field) => ({
      field,
      from: shownValue(field, before[field]),
      to: shownValue(field, after[field]),
    })),
  };
}
