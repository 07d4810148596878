export { startLocalFirebase, DEFAULT_BUCKET, DEFAULT_PROJECT_ID, type LocalFirebase, type LocalFirebaseOptions } from './start.js';
export { seedDemoData, seedIfEmpty, demoAccounts, type SeedOptions, type SeedSummary } from './seed/seed.js';
