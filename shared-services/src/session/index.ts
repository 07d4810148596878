export * from './session-store';
export * from './auth-actions';
export * from './session-deadlines';
export { loadSessionFor } from './member-session';
export * from './session-cookie';
export * from './saved-user';
