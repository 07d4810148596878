export * from './config';
export * from './client';
export { firestoreSdk } from './firestore-sdk';
export { isUsingEmulators } from './registry';
