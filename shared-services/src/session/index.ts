export * from './session-store';
export * from './auth-actions';
export * from './session-cookie';
export * from './saved-user';
