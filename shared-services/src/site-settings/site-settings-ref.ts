import { doc, type Firestore } from 'firebase/firestore/lite';

export function siteSettingsRef(db: Firestore) {
  return doc(db, 'settings', 'site');
}
