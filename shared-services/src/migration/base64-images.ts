// spec §5: a base64 image is recognised by a data:image/ prefix
export function isBase64Image(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('data:image/');
}

/** data:image/png;base64,… → Blob (works in browsers and Node 20). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  if (comma < 0) throw new Error('Invalid data URL');
  const header = dataUrl.slice(5, comma);
  // storage.rules accept exactly image/jpeg, png, gif and webp: `image/JPG` and friends are spelled out
  const declared = (header.split(';')[0] || 'image/png').trim().toLowerCase();
  const contentType = declared === 'image/jpg' || declared === 'image/pjpeg' ? 'image/jpeg' : declared;
  const payload = dataUrl.slice(comma + 1);
  if (!header.includes(';base64')) return new Blob([decodeURIComponent(payload)], { type: contentType });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: contentType });
}

export function extensionFor(contentType: string): string {
  const subtype = contentType.split('/')[1] ?? 'png';
  return subtype === 'jpeg' ? 'jpg' : subtype.replace(/[^a-z0-9]/g, '') || 'png';
}
