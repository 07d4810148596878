import type { Options } from 'browser-image-compression';
import { IMAGE_RULES, MB, validateImageFile, type ImageKind } from '../validation/image';

// spec §5/§9: longest side 1200 px, JPEG quality 0.7 → 0.1 until within the limit, final 1200×1200 at 0.8
export const MAX_IMAGE_SIDE = 1200;
export const FINAL_QUALITY = 0.8;
export const SHRINK_QUALITIES: readonly number[] = [0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1];

export const IMAGE_MESSAGES = {
  processFailed: 'Failed to process image. Please try a smaller or different image.',
  readFailed: 'Error reading file',
  previewFailed: 'Failed to load image preview',
  unavailable: 'Image unavailable',
} as const;

export class ImageRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

/** One compression step; injectable so the ladder can be tested without a canvas. */
export type Compressor = (file: File, options: Options) => Promise<File>;

// fetched with the first image the user picks, not with every page
const browserCompressor: Compressor = async (file, options) => {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, options);
};

function step(quality: number, fileType?: string): Options {
  return {
    maxWidthOrHeight: MAX_IMAGE_SIDE,
    initialQuality: quality,
    maxIteration: 1,
    // the web worker would fetch its script from a CDN; the site must work offline
    useWebWorker: false,
    ...(fileType ? { fileType } : {}),
  };
}

/**
 * Validates, shrinks when over the limit (quality 0.7 down to 0.1 until it fits) and makes the final
 * ≤ 1200×1200 pass at 0.8; keeps the shrunk version if the final pass would exceed the limit again.
 */
export async function processImage(file: File, kind: ImageKind, compress: Compressor = browserCompressor): Promise<File> {
  const rejection = validateImageFile(file, kind);
  if (rejection) throw new ImageRejectedError(rejection);
  const limitBytes = IMAGE_RULES[kind].limitMb * MB;
  try {
    let current = file;
    if (file.size > limitBytes) {
      let fitted: File | null = null;
      for (const quality of SHRINK_QUALITIES) {
        const candidate = await compress(file, step(quality, 'image/jpeg'));
        current = candidate;
        if (candidate.size <= limitBytes) {
          fitted = candidate;
          break;
        }
      }
      if (!fitted) throw new ImageRejectedError(IMAGE_MESSAGES.processFailed);
      current = fitted;
    }
    const final = await compress(current, step(FINAL_QUALITY));
    return final.size <= limitBytes ? final : current;
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    console.error('Error processing image', error);
    throw new ImageRejectedError(IMAGE_MESSAGES.processFailed);
  }
}
