/**
 * Where a promotion's open-report claim lives (firestore.rules openReportClaimPath): under the
 * promotion's own path, so its key is the promotion's identity alone and a promotion has one open
 * report at a time, whoever filed it. The claim is free again once the report it names is reviewed,
 * resolved or deleted.
 */
export function openReportClaimSegments(promotion: { brandId: string; promotionId: string }): [string, ...string[]] {
  return ['brands', promotion.brandId, 'promotions', promotion.promotionId, 'open_report', 'claim'];
}
