import {
  collection,
  deleteField,
  doc,
  serverTimestamp,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import type { DenormalisedBrandFields } from '../brands/brand-fields';
import { hasPromotionContent } from '../model/promotion';
import { promotionDefinition } from '../model/promotion-definition';
import { documentFields } from '../model/record-definition';
import { changedTerms, termsOf } from '../model/promotion-history';
import type { PromotionInput } from '../validation/brand-form';
import { stagePromotionIdRecord } from './promotion-id-record';

export interface PromotionWriteCounts {
  added: number;
  updated: number;
  deleted: number;
  /**
   * ids of the promotions that exist after the commit, in form order: the brand stores them in the same
   * commit (firestore.rules checks every listed promotion goes with a brand delete)
   */
  promotionIds: string[];
}

/** The promotion's fields its form sets (its definition's), as stored. */
function promotionFields(promotion: PromotionInput) {
  const { validUntil, discountValue, ...fields } = documentFields(promotionDefinition, promotion);
  return {
    ...fields,
    // the form's empty date field means no end date, stored as null
    ...(validUntil !== undefined ? { validUntil: validUntil || null } : {}),
    ...(discountValue !== undefined ? { discountValue } : {}),
  };
}

/** The member report an admin's edit answers: its promotion's log entry names it. */
export interface AnsweredReport {
  reportId: string;
  promotionId: string;
}

/**
 * An update of a promotion's terms carries its public change-log entry in the same commit (the rules
 * refuse one without the other): before and after as stored, and the report that led to it, if any.
 */
function stageTermsChange(
  batch: WriteBatch,
  promotionRef: ReturnType<typeof doc>,
  previous: DocumentData,
  fields: Record<string, unknown>,
  reportId: string | undefined,
): Record<string, unknown> {
  const after: DocumentData = { ...previous, ...fields };
  if ('turnoverMultiplier' in previous) delete after.turnoverMultiplier;
  const before = termsOf(previous);
  const next = termsOf(after);
  if (changedTerms(before, next).length === 0) return {};
  const entryRef = doc(collection(promotionRef, 'history'));
  batch.set(entryRef, { before, after: next, createdAt: serverTimestamp(), ...(reportId ? { reportId } : {}) });
  return { lastHistoryId: entryRef.id };
}

/**
 * spec §4 brand save: promotions with content are added or updated, existing ones missing from the
 * form are deleted — all staged on the caller's batch so the brand and its promotions commit together.
 */
export function stagePromotionWrites(
  batch: WriteBatch,
  db: Firestore,
  brandId: string,
  promotions: readonly PromotionInput[],
  existing: ReadonlyMap<string, DocumentData>,
  brandFields: DenormalisedBrandFields,
  answeredReport?: AnsweredReport,
): PromotionWriteCounts {
  const counts: PromotionWriteCounts = { added: 0, updated: 0, deleted: 0, promotionIds: [] };
  const kept = new Set<string>();
  const promotionsRef = collection(db, 'brands', brandId, 'promotions');
  for (const promotion of promotions) {
    if (!hasPromotionContent(promotion)) continue;
    const previous = promotion.id ? existing.get(promotion.id) : undefined;
    if (promotion.id && previous) {
      kept.add(promotion.id);
      const fields: Record<string, unknown> = promotionFields(promotion);
      // an empty date field over no stored end date is no change
      if (fields.validUntil === null && !previous.validUntil) delete fields.validUntil;
      const ref = doc(promotionsRef, promotion.id);
      const reportId = answeredReport?.promotionId === promotion.id ? answeredReport.reportId : undefined;
      batch.update(ref, {
        ...fields,
        ...stageTermsChange(batch, ref, previous, fields, reportId),
        ...brandFields,
        // older documents carry turnoverMultiplier; the value now lives in turnoverNeeded
        ...('turnoverMultiplier' in previous ? { turnoverMultiplier: deleteField() } : {}),
        updatedAt: serverTimestamp(),
      });
      counts.updated += 1;
      counts.promotionIds.push(promotion.id);
    } else {
      const ref = doc(promotionsRef);
      batch.set(ref, {
        ...promotionFields(promotion),
        ...brandFields,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      counts.added += 1;
      counts.promotionIds.push(ref.id);
    }
  }
  for (const id of existing.keys()) {
    if (kept.has(id)) continue;
    batch.delete(doc(promotionsRef, id));
    stagePromotionIdRecord(batch, db, brandId, id);
    counts.deleted += 1;
  }
  return counts;
}
