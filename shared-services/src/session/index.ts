export * from './session-store';
export * from './auth-actions';
