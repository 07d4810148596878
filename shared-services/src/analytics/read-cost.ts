/**
 * Firestore bills an aggregation query one document read per batch of up to 1,000 index entries it
 * matches, and at least one read (https://firebase.google.com/docs/firestore/query-data/aggregation-queries#pricing).
 */
export const INDEX_ENTRIES_PER_READ = 1000;

export function aggregationReads(matched: number): number {
  return Math.max(1, Math.ceil(matched / INDEX_ENTRIES_PER_READ));
}

/** Site-wide figures grow with the site: what a figure over `matched` documents costs at `scale`× the size. */
export function readsAtScale(matched: number, scale: number): number {
  return aggregationReads(Math.round(matched * scale));
}
