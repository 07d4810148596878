import type { Options } from 'browser-image-compression';
import { ImageRejectedError, processImage, type Compressor } from '../../src/media/process-image';
import { dataUrlToBlob, extensionFor, isBase64Image } from '../../src/migration/base64-images';
import { isUploadBlockedError, summarizeMigratedBrands } from '../../src/migration/run-migration';
import { storagePathOf } from '../../src/media/delete-image';
import { uploadErrorMessage } from '../../src/media/upload-brand-image';

const MB = 1024 * 1024;

function fileOf(size: number, type = 'image/png', name = 'image.png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A fake compressor: output size = input size × quality (records the options it was called with). */
function fakeCompressor(calls: Options[]): Compressor {
  return async (file, options) => {
    calls.push(options);
    return fileOf(Math.round(file.size * (options.initialQuality ?? 1)), options.fileType ?? file.type, file.name);
  };
}

describe('image processing (spec §5)', () => {
  it('rejects before processing with the spec messages', async () => {
    const calls: Options[] = [];
    await expect(processImage(fileOf(100, 'text/plain'), 'logo', fakeCompressor(calls))).rejects.toThrow('Please select an image file');
    await expect(processImage(fileOf(1.2 * MB), 'logo', fakeCompressor(calls))).rejects.toThrow(
      'Image size should be less than 1MB for processing',
    );
    expect(calls).toHaveLength(0);
  });

  it('only resizes to 1200×1200 at 0.8 when already within the limit', async () => {
    const calls: Options[] = [];
    const result = await processImage(fileOf(0.4 * MB), 'logo', fakeCompressor(calls));
    expect(calls).toEqual([expect.objectContaining({ maxWidthOrHeight: 1200, initialQuality: 0.8, useWebWorker: false })]);
    expect(result.size).toBe(Math.round(0.4 * MB * 0.8));
  });

  it('shrinks with quality 0.7, 0.6 … until within the limit, then the final 0.8 pass', async () => {
    const calls: Options[] = [];
    // 0.95 MB logo: 0.7 → 0.665 MB (too big), 0.6 → 0.57 MB, 0.5 → 0.475 MB fits
    const result = await processImage(fileOf(0.95 * MB), 'logo', fakeCompressor(calls));
    expect(calls.map((options) => options.initialQuality)).toEqual([0.7, 0.6, 0.5, 0.8]);
    expect(calls.slice(0, 3).every((options) => options.fileType === 'image/jpeg' && options.maxWidthOrHeight === 1200)).toBe(true);
    expect(result.size).toBeLessThanOrEqual(0.5 * MB);
  });

  it('gives up with the processing message when even quality 0.1 is too big', async () => {
    const stubborn: Compressor = async (file) => file; // compression that never shrinks
    await expect(processImage(fileOf(3 * MB, 'image/jpeg', 'a.jpg'), 'promotion', stubborn)).rejects.toEqual(
      new ImageRejectedError('Failed to process image. Please try a smaller or different image.'),
    );
  });
});

describe('upload and migration helpers', () => {
  it('recognises base64 images and decodes them', async () => {
    expect(isBase64Image('data:image/png;base64,AAAA')).toBe(true);
    expect(isBase64Image('https://x/y.png')).toBe(false);
    const blob = dataUrlToBlob('data:image/png;base64,aGVsbG8=');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(5);
    expect(extensionFor('image/jpeg')).toBe('jpg');
    // spelled the way storage.rules accept it
    expect(dataUrlToBlob('data:image/JPG;base64,aGVsbG8=').type).toBe('image/jpeg');
  });

  it('summarises recently migrated brands as the first 5 and a count', () => {
    const brands = Array.from({ length: 8 }, (_, index) => ({ id: `b${index}`, name: `B${index}`, images: 1 }));
    const summary = summarizeMigratedBrands(brands);
    expect(summary.shown).toHaveLength(5);
    expect(summary.more).toBe(3);
  });

  it('spots upload-blocked errors for the CORS help panel', () => {
    expect(isUploadBlockedError('Upload failed: CORS policy error')).toBe(true);
    expect(isUploadBlockedError('Upload failed: User not authorized')).toBe(false);
  });

  it('finds storage paths only for our own images', () => {
    const url = 'https://firebasestorage.googleapis.com/v0/b/demo-bonus-atlas.appspot.com/o/brands%2FX_1%2Flogo%2Fa.png?alt=media&token=t';
    expect(storagePathOf(url, 'demo-bonus-atlas.appspot.com')).toBe('brands/X_1/logo/a.png');
    expect(storagePathOf(url, 'other-bucket')).toBeNull();
    expect(storagePathOf('gs://demo-bonus-atlas.appspot.com/brands/a.png')).toBe('brands/a.png');
    expect(storagePathOf('https://cdn.example.com/a.png')).toBeNull();
    expect(storagePathOf('data:image/png;base64,AAAA')).toBeNull();
  });

  it('prefixes upload errors as the spec says', () => {
    expect(uploadErrorMessage({ code: 'storage/unauthorized' })).toBe('Upload failed: User not authorized');
    expect(uploadErrorMessage({ code: 'storage/canceled' })).toBe('Upload failed: Upload was canceled');
    expect(uploadErrorMessage({ code: 'storage/unknown' })).toBe('Upload failed: Unknown error, check connection');
    expect(uploadErrorMessage(new Error('blocked by CORS policy'))).toBe('Upload failed: CORS policy error');
  });
});
