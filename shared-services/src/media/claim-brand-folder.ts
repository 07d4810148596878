import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getFirebase, type FirebaseHandles, withDeadline } from '@bonus-atlas/shared-services/kernel';

/**
 * storage.rules let only a brand's owner (or an admin) write its folder brands/{brandId}/. A brand not
 * saved yet has no owner, so the uploader first claims its id in brand_drafts/{brandId}; the claim is
 * refused once the brand exists, written again as the same claim on a retry, and deleted by the
 * brand's create commit.
 */
export async function claimBrandFolder(
  brandId: string,
  uid: string,
  firebase: FirebaseHandles = getFirebase(),
): Promise<void> {
  const db = firebase.db;
  const brand = await withDeadline(() => getDoc(doc(db, 'brands', brandId)));
  if (brand.exists()) return;
  await withDeadline(() => setDoc(doc(db, 'brand_drafts', brandId), { createdBy: uid, createdAt: serverTimestamp() }));
}
