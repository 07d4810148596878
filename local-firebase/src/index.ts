export { startLocalFirebase, DEFAULT_BUCKET, DEFAULT_PROJECT_ID, PROJECT_RULES, REPO_ROOT, type LocalFirebase, type LocalFirebaseOptions } from './start.js';
export { findGoogleEmulator, startGoogleEmulator, type GoogleEmulator } from './engines/google-emulator.js';
export { compileRules } from './rules/index.js';
export { describeMissing, loadIndexConfig, missingIndexes, type IndexConfig, type MissingIndex } from './firestore/indexes.js';
