/**
 * A brand's storage folder is named by its id, brands/{brandId}/: storage.rules read the folder's
 * owner from Firestore brands/{brandId} (or brand_drafts/{brandId} before the first save), and
 * firestore.rules accept in a brand only images of its own folder. Spec §7 named folders after the
 * brand's name plus 8 characters of its id; 8 characters cannot name the brand document whose owner
 * the rules must check, so the full id is the folder (the name added nothing the rules could trust).
 */
export function brandStorageFolder(brandId: string): string {
  return brandId.trim();
}

export type BrandImageKind = 'logo' | 'cover' | 'promotions';

/** brands/{brandId}/{logo|cover|promotions}/{timestamp}_{file name}. */
export function brandImagePath(folder: string, kind: BrandImageKind, fileName: string, now: number = Date.now()): string {
  const safeName = fileName.replace(/[^a-zA-Z0-9._-]+/g, '_').slice(-80) || 'image';
  return `brands/${folder}/${kind}/${now}_${safeName}`;
}

/** Whether a storage path lies in the brand's own folder (the only images a save of that brand may delete). */
export function isInBrandFolder(path: string, brandId: string): boolean {
  const prefix = `brands/${brandStorageFolder(brandId)}/`;
  return brandId.trim() !== '' && path.startsWith(prefix) && !path.slice(prefix.length).split('/').includes('..');
}
