export * from './user-facts';
export { parseUserProfile } from './user-profile';
