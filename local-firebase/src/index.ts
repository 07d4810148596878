export { startLocalFirebase, DEFAULT_BUCKET, DEFAULT_PROJECT_ID, REPO_ROOT, type LocalFirebase, type LocalFirebaseOptions } from './start.js';
export { describeMissing, loadIndexConfig, missingIndexes, type IndexConfig, type MissingIndex } from './firestore/indexes.js';
