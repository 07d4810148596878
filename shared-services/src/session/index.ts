export * from './session-store';
export * from './auth-actions';
export * from './session-cookie';
