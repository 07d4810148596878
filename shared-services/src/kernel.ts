// @bonus-atlas/shared-services/kernel: the state that must be one per page, provided by the shell as a
// Module Federation singleton (every remote uses the shell's): the Firebase app and its handles, the
// session, the query client with the one TanStack Query copy its provider lives in, the resilience
// policies and error log, the render server's shared reads, and the per-page stores. Everything else
// in this package (records, schemas, validation, operations, queries) is the domain, bundled by each app
// at the version it was built with. Domain modules reach these only through this entry's name, never
// by a relative path (ESLint), so a remote's copy of the domain talks to the shell's kernel.
// @bonus-atlas/shared-services/frame is the kernel's first-paint half (no Firebase SDK in it).

// Firebase: config, the app's handles, the lazily loaded Firestore Lite
export * from './firebase/config';
export * from './firebase/client';
export * from './firebase/firestore-sdk';
export { isUsingEmulators } from './firebase/registry';
export * from './firebase/document-id';

// The session
export * from './session/session-store';
export * from './session/session-actions';
export * from './session/saved-user';
export * from './session/profile-broadcast';
export * from './library-internals/firebase-auth-saved-user';

// The query client, TanStack Query's one copy, the server's shared reads
export * from './cache/query-client';
export * from './cache/react-query';
export * from './cache/server-reads';

// Resilience: policies (one circuit breaker per name and page), deadlines, error classes and log
export * from './resilience/policies';
export * from './resilience/app-policies';
export * from './resilience/deadline';
export * from './resilience/create-once';
export * from './resilience/classify-error';
export * from './resilience/error-log';
export * from './resilience/circuit-open-error';
export * from './resilience/load-cockatiel';

// Per-page stores
export * from './shared/bound-store';
export * from './shared/import-once';
export * from './wallet/wallet-summary-store';
// the read the wallet store refreshes with (and the page's hook over it)
export * from './wallet/get-wallet-summary';

// What signing in does to a member's documents (the session's own steps)
export * from './session/member-only';
