// The one Admin SDK app of a function instance (its project and, under the emulators, their hosts come
// from the environment Firebase sets).
import { getApps, initializeApp } from 'firebase-admin/app';

export function adminApp() {
  return getApps()[0] ?? initializeApp();
}
