// How much a brand page's comments may grow and show. Plain numbers, no zod: the page and the server
// render read them on first load.

/**
 * One new comment per brand in this time, from anyone but an admin (firestore.rules comment_pace; the
 * rules cannot tell one anonymous visitor from another, so the pace is the brand's).
 */
export const BRAND_COMMENT_INTERVAL_MS = 10_000;

/**
 * Replies of each comment a brand page carries (and the server renders) before "Show more replies":
 * with 10 comments a page, a page's size no longer grows with the 50 replies a conversation may hold.
 */
export const REPLIES_SHOWN = 3;
