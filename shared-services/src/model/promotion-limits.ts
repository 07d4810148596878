/**
 * The promotions a brand may have: firestore.rules lists them on the brand and checks that each one goes
 * with a brand delete, and rules have no loops (one check per place, within a write's 10 document reads).
 */
export const MAX_PROMOTIONS_PER_BRAND = 8;

/** The most promotions one listing reads (a page size may not ask for more). */
export const PROMOTIONS_MAX = 1000;
