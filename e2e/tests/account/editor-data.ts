import type { Page } from '@playwright/test';
import { queryWhereEqual } from '../support/firestore-rest';

/**
 * Real image bytes made by the browser's own encoders (canvas → PNG/JPEG), so the editor's checks,
 * shrinking and upload see genuine files. Noise does not compress, which makes "too big" easy.
 */
export async function makeImage(
  page: Page,
  type: 'image/png' | 'image/jpeg',
  width: number,
  height: number,
  noise = false,
) {
  const bytes = await page.evaluate(
    async ({ type, width, height, noise }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      if (noise) {
        const data = context.createImageData(width, height);
        for (let index = 0; index < data.data.length; index += 1)
          data.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
        context.putImageData(data, 0, 0);
      } else {
        const gradient = context.createLinearGradient(0, 0, width, height);
        gradient.addColorStop(0, '#0a7d58');
        gradient.addColorStop(1, '#f5a524');
        context.fillStyle = gradient;
        context.fillRect(0, 0, width, height);
      }
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.95));
      if (!blob) throw new Error('encoding failed');
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    { type, width, height, noise },
  );
  const extension = type === 'image/png' ? 'png' : 'jpg';
  return { name: `e2e-${width}x${height}.${extension}`, mimeType: type, buffer: Buffer.from(bytes) };
}

export async function brandBySlug(slug: string) {
  const [brand] = await queryWhereEqual('brands', 'slug', slug);
  return brand;
}

/** Size in bytes of a stored object behind a download URL (null when it is gone). */
export async function storedSize(url: string): Promise<number | null> {
  const response = await fetch(url);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${url} → ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/** The object's custom metadata (uploadedBy, originalSize, uploadedAt). */
export async function storedMetadata(url: string): Promise<Record<string, string>> {
  const metadataUrl = url.replace(/\?.*$/, '');
  const response = await fetch(metadataUrl);
  const json = (await response.json()) as { metadata?: Record<string, string> };
  return json.metadata ?? {};
}
