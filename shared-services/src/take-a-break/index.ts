export * from './break-durations';
export * from './local-break';
export * from './start-break';
export * from './use-active-break';
