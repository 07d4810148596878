import { useMutation, getFirebase, type FirebaseHandles, errorCode } from '@bonus-atlas/shared-services/kernel';
import * as z from '../shared/zod';
import { brandImagePath, brandStorageFolder, type BrandImageKind } from '../model/storage-folder';
import { claimBrandFolder } from './claim-brand-folder';
import { suspendedRefusal } from '../admin-users/suspension';
import { errorMessage } from '../model/result';
import { validationMessages } from '../validation/messages';

export const uploadBrandImageInput = z.object({
  kind: z.enum(['logo', 'cover', 'promotions']),
  /** the brand's id names its folder (pick it before the first save: newBrandId) */
  brandId: z.string().check(z.minLength(1)),
  fileName: z.string().check(z.minLength(1)),
  /** uploader uid; spec §6: upload requires a signed-in user */
  uid: z.optional(z.nullable(z.string())),
  /** size of the file the user picked, before shrinking (defaults to the uploaded size) */
  originalSize: z.optional(z.number().check(z.int(), z.nonnegative())),
});

export interface UploadBrandImageInput extends z.input<typeof uploadBrandImageInput> {
  file: Blob;
}

export interface UploadedImage {
  url: string;
  path: string;
}

export class UploadError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** spec §8: "Upload failed: …" per storage error code. */
export function uploadErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'unauthorized' || code === 'unauthenticated') return 'Upload failed: User not authorized';
  if (code === 'canceled') return 'Upload failed: Upload was canceled';
  if (/cors/i.test(errorMessage(error))) return 'Upload failed: CORS policy error';
  if (code === 'unknown' || code === 'retry-limit-exceeded') return 'Upload failed: Unknown error, check connection';
  return `Failed to upload image: ${errorMessage(error)}`;
}

/** spec §7: brands/{brandId}/{logo|cover|promotions}/… with contentType and uploadedBy/originalSize/uploadedAt. */
export async function uploadBrandImage(
  input: UploadBrandImageInput,
  firebase: FirebaseHandles = getFirebase(),
): Promise<UploadedImage> {
  const { kind, brandId, fileName, uid, originalSize } = uploadBrandImageInput.parse(input);
  if (!uid) throw new UploadError(validationMessages.uploadNotSignedIn);
  const folder = brandStorageFolder(brandId);
  const path = brandImagePath(folder, kind as BrandImageKind, fileName);
  // the Storage SDK is fetched on the first upload, not with the page
  const [{ getDownloadURL, ref, uploadBytes }, storage] = await Promise.all([
    import('firebase/storage'),
    firebase.storage(),
  ]);
  const objectRef = ref(storage, path);
  try {
    await claimBrandFolder(brandId, uid, firebase);
    await uploadBytes(objectRef, input.file, {
      contentType: input.file.type || 'image/jpeg',
      customMetadata: {
        uploadedBy: uid,
        originalSize: String(originalSize ?? input.file.size),
        uploadedAt: new Date().toISOString(),
      },
    });
    return { url: await getDownloadURL(objectRef), path };
  } catch (error) {
    console.error('Error uploading image', error);
    // a suspended uploader is told why (the rules refuse their folder claim and their upload)
    const suspended = await suspendedRefusal(error, uid, firebase);
    if (suspended) throw suspended;
    throw new UploadError(uploadErrorMessage(error), error);
  }
}

export function useUploadBrandImage() {
  return useMutation({ mutationFn: (input: UploadBrandImageInput) => uploadBrandImage(input) });
}
