export * from './config';
export * from './client';
export { isUsingEmulators } from './registry';
