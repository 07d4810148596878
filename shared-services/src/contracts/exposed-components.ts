// The props of every component one remote exposes to another, imported by both sides: the exposing
// component takes them as its props and the consumer loads it typed by them, so a change on one side
// that the other does not follow fails the typecheck instead of the page.
import type { ComponentType } from 'react';
import type { Promotion } from '../model/promotion';

/** What a promotion's detail shows: a listing row with the denormalised brand fields (any `Promotion` fits). */
export type PromotionView = Pick<
  Promotion,
  | 'id'
  | 'brandId'
  | 'brandName'
  | 'brandSlug'
  | 'brandLogo'
  | 'brandWebsite'
  | 'category'
  | 'title'
  | 'description'
  | 'image'
  | 'terms'
  | 'gameCategories'
  | 'maxBonus'
  | 'turnoverNeeded'
  | 'verifiedAt'
> & {
  /** The end date as stored (`YYYY-MM-DD` or a moment); none: runs without an end. */
  validUntil?: Promotion['validUntil'];
};

/**
 * `mf_promotions/PromotionDetailModal`, also opened by mf-catalog's brand page. Esc, the close button
 * and the backdrop close it; it needs shared-ui's ToastProvider (the shell provides it).
 */
export interface PromotionDetailModalProps {
  promotion: PromotionView | null;
  open: boolean;
  onClose: () => void;
  /**
   * Called when a link in the modal leaves for the brand page; `onClose` when not given. A page whose
   * close goes Back in history passes its own, as leaving the page closes the modal anyway.
   */
  onNavigateAway?: () => void;
}

/** `mf_account/BrandEditor`, also mf-admin's /admin/brand/edit/:id (the same screen, spec §2). */
export interface BrandEditorProps {
  /** Absent: create a new brand; present: edit that brand. */
  brandId?: string;
  /** An admin's edit made from a member's report: that promotion's change-log entry names the report. */
  answeredReport?: { reportId: string; promotionId: string };
}

/** Every component a remote exposes to another, by its federation id. */
export interface ExposedComponents {
  'mf_promotions/PromotionDetailModal': PromotionDetailModalProps;
  'mf_account/BrandEditor': BrandEditorProps;
}

/** The module `loadRemote(id)` resolves to for an exposed component. */
export interface ExposedModule<Id extends keyof ExposedComponents> {
  default: ComponentType<ExposedComponents[Id]>;
}
