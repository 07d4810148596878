export * from './config';
export * from './client';
