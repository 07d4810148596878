export { startLocalFirebase, DEFAULT_BUCKET, DEFAULT_PROJECT_ID, type LocalFirebase, type LocalFirebaseOptions } from './start.js';
