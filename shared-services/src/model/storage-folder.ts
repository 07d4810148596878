/**
 * spec §7: brand folder = sanitised brand name (max 50 characters, underscores) + first 8 characters of
 * the brand id, or of a temporary id while the brand is not saved yet.
 */
export function brandStorageFolder(brandName: string, brandId?: string | null): string {
  const name = brandName
    .trim()
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 50);
  const id = (brandId && brandId.trim()) || temporaryBrandId();
  return `${name || 'brand'}_${id.slice(0, 8)}`;
}

export function temporaryBrandId(now: number = Date.now()): string {
  return `temp${now.toString(36)}`;
}

export type BrandImageKind = 'logo' | 'cover' | 'promotions';

/** brands/{brandFolder}/{logo|cover|promotions}/{timestamp}_{file name}. */
export function brandImagePath(folder: string, kind: BrandImageKind, fileName: string, now: number = Date.now()): string {
  const safeName = fileName.replace(/[^a-zA-Z0-9._-]+/g, '_').slice(-80) || 'image';
  return `brands/${folder}/${kind}/${now}_${safeName}`;
}
