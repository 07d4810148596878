import { getFirebase, type FirebaseHandles, withDeadline, errorCode } from '@bonus-atlas/shared-services/kernel';
import { isInBrandFolder } from '../model/storage-folder';

/**
 * The storage path of an image URL we own (download URL, gs:// URL or a plain `brands/...` path);
 * null for external URLs, inline data and empty values, which are never deleted.
 */
export function storagePathOf(imageUrl: string | null | undefined, bucket?: string): string | null {
  const value = (imageUrl ?? '').trim();
  if (!value || value.startsWith('data:')) return null;
  if (value.startsWith('brands/')) return value;
  if (value.startsWith('gs://')) {
    const withoutScheme = value.slice('gs://'.length);
    const slash = withoutScheme.indexOf('/');
    if (slash < 0) return null;
    if (bucket && withoutScheme.slice(0, slash) !== bucket) return null;
    return withoutScheme.slice(slash + 1);
  }
  try {
    const url = new URL(value);
    // download URLs look like .../v0/b/{bucket}/o/{encoded path}?alt=media&token=...
    const match = /\/v0\/b\/([^/]+)\/o\/([^?]+)/.exec(url.pathname);
    if (!match?.[1] || !match[2]) return null;
    if (bucket && decodeURIComponent(match[1]) !== bucket) return null;
    return decodeURIComponent(match[2]);
  } catch {
    return null;
  }
}

/** Deletes an image we stored; a missing object counts as deleted. Returns whether something was removed. */
export async function deleteImage(imageUrl: string, firebase: FirebaseHandles = getFirebase()): Promise<boolean> {
  const path = storagePathOf(imageUrl, firebase.config.storageBucket);
  if (!path) return false;
  try {
    const [{ deleteObject, ref }, storage] = await Promise.all([import('firebase/storage'), firebase.storage()]);
    // a stalled Storage must not hold the brand save that cleans up after itself
    await withDeadline(() => deleteObject(ref(storage, path)));
    return true;
  } catch (error) {
    if (errorCode(error) === 'object-not-found') return false;
    throw error;
  }
}

/**
 * Best-effort cleanup of images a save of brand `brandId` replaced or removed: failures are logged,
 * never thrown. Only objects of that brand's own folder brands/{brandId}/ are deleted: a brand whose
 * field points at another brand's image (a copycat, or data older than the folder rule) must never
 * get an admin's save to delete that brand's file.
 */
export async function deleteReplacedImages(
  brandId: string,
  previous: readonly string[],
  current: readonly string[],
  firebase: FirebaseHandles = getFirebase(),
): Promise<number> {
  const keep = new Set(current.filter(Boolean));
  const ownFolder = (url: string) => {
    const path = storagePathOf(url, firebase.config.storageBucket);
    return path !== null && isInBrandFolder(path, brandId);
  };
  const stale = [...new Set(previous.filter((url) => url && !keep.has(url) && ownFolder(url)))];
  let removed = 0;
  for (const url of stale) {
    try {
      if (await deleteImage(url, firebase)) removed += 1;
    } catch (error) {
      console.error('Failed to delete old image', error);
    }
  }
  return removed;
}
