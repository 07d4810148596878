import type { Brand } from '../model/brand-facts';
import { BRAND_CACHE_KEYS, BRAND_CACHE_VERSION, writeLocalBrands } from './brand-cache';

/**
 * How old the local copy may get before a fresh list replaces it. The copy is the fallback and the
 * first paint of a later visit (valid 24 h, spec §9); writing thousands of brands (a JSON string of
 * megabytes) on every load and every 5-minute refresh cost a long task each time for a copy that was
 * minutes old.
 */
export const LOCAL_COPY_REFRESH_MS = 60 * 60 * 1000;

function storedAt(): number | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    if (localStorage.getItem(BRAND_CACHE_KEYS.version) !== BRAND_CACHE_VERSION) return null;
    const savedAt = Number(localStorage.getItem(BRAND_CACHE_KEYS.timestamp));
    return Number.isFinite(savedAt) && savedAt > 0 ? savedAt : null;
  } catch {
    return null;
  }
}

/**
 * Saves the fetched list as the local copy unless the copy is younger than LOCAL_COPY_REFRESH_MS, when
 * the browser is idle (at once where it cannot say so).
 */
export function saveLocalBrands(brands: readonly Brand[], now: number = Date.now()): void {
  const savedAt = storedAt();
  if (savedAt !== null && savedAt <= now && now - savedAt < LOCAL_COPY_REFRESH_MS) return;
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => writeLocalBrands(brands, now), { timeout: 10_000 });
  } else {
    writeLocalBrands(brands, now);
  }
}
