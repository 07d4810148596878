// The performance budgets: one row per page, each measured value next to its budget with a pass/fail word.
export const PAGE_BUDGETS = {
  score: { limit: 90, better: 'higher', unit: '' },
  lcpMs: { limit: 2500, better: 'lower', unit: ' ms' },
  tbtMs: { limit: 200, better: 'lower', unit: ' ms' },
  cls: { limit: 0.02, better: 'lower', unit: '' },
  jsBeforeRenderKb: { limit: 220, better: 'lower', unit: ' kB' },
};

/** JavaScript in total (gzip, every script the page loads) on each public page a visitor gets. */
export const VISITOR_JS_TOTAL_BUDGET = 220;

/** Firestore requests a page may make (home: one; brand page: at most 3 whatever the comments). */
export const FIRESTORE_REQUEST_BUDGETS = { home: 1, brand: 3 };

/** The federated build may cost at most this much more than the one-bundle build (JS bytes, LCP). */
export const FEDERATION_RATIO_LIMIT = 1.2;

export function verdict(value, { limit, better }) {
  const ok = better === 'higher' ? value >= limit : value <= limit;
  return ok ? 'pass' : 'FAIL';
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
