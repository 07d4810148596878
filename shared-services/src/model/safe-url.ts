/**
 * The one check before a stored URL becomes a link or a window: only absolute http(s)
 * URLs pass, normalised by the URL parser; `javascript:`, `data:`, relative paths and junk give null.
 */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
