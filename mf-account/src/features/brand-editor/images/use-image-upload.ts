import { ValidationMessageError, errorMessage, useSessionStore } from '@bonus-atlas/shared-services';
import {
  UploadError,
  deleteImage,
  imageFileProblem,
  processImage,
  uploadBrandImage,
  type ImageKind,
} from '@bonus-atlas/shared-services/manage';
import { useCallback, useRef, useState } from 'react';
import { useBrandEditorTranslation } from '../../../i18n/brand-editor';
import { useValidationText } from '../../../i18n/validation';

export type UploadState = 'idle' | 'processing' | 'uploading' | 'done' | 'error';

export interface ImageTarget {
  kind: ImageKind;
  /** the brand's id names its storage folder brands/{brandId}/ */
  brandId: string;
}

const STORAGE_KIND = { logo: 'logo', cover: 'cover', promotion: 'promotions' } as const;

/**
 * spec §4/§5 image upload: checks, shrinking, upload with metadata; idle → processing → uploading →
 * done or error. Images uploaded in this session and then replaced or removed are deleted at once;
 * saved images are deleted by the brand save that drops them (so a failed save loses nothing).
 */
export function useImageUpload(target: ImageTarget, onUploaded: (url: string) => void) {
  const { t } = useBrandEditorTranslation();
  const validationText = useValidationText();
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const [state, setState] = useState<UploadState>('idle');
  const [error, setError] = useState<string | null>(null);
  const sessionUploads = useRef(new Set<string>());

  const discard = useCallback((url: string) => {
    if (!sessionUploads.current.delete(url)) return;
    void deleteImage(url).catch((failure: unknown) => console.warn('Could not delete replaced image', failure));
  }, []);

  const upload = useCallback(
    async (file: File, previousUrl: string) => {
      const fail = (message: string) => {
        setError(message);
        setState('error');
      };
      const problem = imageFileProblem(file, target.kind);
      if (problem) return fail(validationText(problem.key, problem.values) ?? '');
      if (!uid) return fail(validationText('uploadNotSignedIn') ?? '');
      setError(null);
      setState('processing');
      let processed: File;
      try {
        processed = await processImage(file, target.kind);
      } catch {
        return fail(t('images.processFailed'));
      }
      setState('uploading');
      try {
        const uploaded = await uploadBrandImage({
          file: processed,
          kind: STORAGE_KIND[target.kind],
          brandId: target.brandId,
          uid,
          fileName: file.name || `${target.kind}.jpg`,
          originalSize: file.size,
        });
        sessionUploads.current.add(uploaded.url);
        if (previousUrl) discard(previousUrl);
        onUploaded(uploaded.url);
        setState('done');
      } catch (failure) {
        // a suspended uploader's reason in the page's language; the storage texts of spec §8
        // ("Upload failed: ...") come from shared-services
        if (failure instanceof ValidationMessageError) fail(validationText(failure.key, failure.values) ?? '');
        else fail(failure instanceof UploadError ? failure.message : errorMessage(failure));
      }
    },
    [discard, onUploaded, t, validationText, target.brandId, target.kind, uid],
  );

  const remove = useCallback(
    (url: string) => {
      discard(url);
      setState('idle');
      setError(null);
    },
    [discard],
  );

  return { state, error, upload, remove };
}
