/**
 * How long a browser holding a signed-in user waits for Auth to confirm the session before the site is
 * shown as to a visitor, with a notice (the store's `unconfirmed`), instead of a blank loading screen
 * while Auth is down (its SDK gives up on a request only after 30 s). Auth's answer, whenever it comes,
 * signs the member in as usual.
 */
export const SESSION_CONFIRM_DEADLINE_MS = 8000;

/** How long a sign-in waits for Auth before it gives up with a message (the account chooser). */
export const SIGN_IN_DEADLINE_MS = 10_000;
