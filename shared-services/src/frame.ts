// @bonus-atlas/shared-services/frame: what the shell's frame needs for its first paint.
// Session and break state, the query client and the emulator switch, and nothing that pulls the
// Firebase SDK, zod or cockatiel: those arrive with the package root right after the first paint.
// A unit test walks these imports and fails if something heavy creeps in.
export * from './session/session-store';
export { settleSessionWithoutSavedUser } from './session/saved-user';
export { forgetFailedEntryLoad } from './library-internals/federation-failed-entry';
export * from './take-a-break/break-durations';
export * from './take-a-break/local-break';
export * from './take-a-break/use-active-break';
export * from './cache/query-client';
export { isUsingEmulators } from './firebase/registry';
export { DEFAULT_ROLE, type UserRole } from './model/user-role';
export { siteNoticeWanted, siteSettingsQueryKey } from './site-settings/site-notice-wanted';
