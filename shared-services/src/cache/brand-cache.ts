import type { Brand } from '../model/brand-facts';
import { toBrand } from '../model/to-brand';
import { reportError } from '@bonus-atlas/shared-services/kernel';

// spec §9: local copy valid 24 h under these keys, version 1.0
export const BRAND_CACHE_KEYS = {
  data: 'brandData',
  timestamp: 'brandDataTimestamp',
  version: 'brandDataVersion',
} as const;
export const BRAND_CACHE_VERSION = '1.0';
export const BRAND_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const BRAND_MEMORY_MAX_AGE_MS = 5 * 60 * 1000;

export interface CachedBrands {
  brands: Brand[];
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access can throw in sandboxed iframes / privacy modes
  }
}

/** The local copy if present, of the current version and younger than 24 h, read as brands. */
export function readLocalBrands(now: number = Date.now()): CachedBrands | null {
  const store = storage();
  if (!store) return null;
  try {
    if (store.getItem(BRAND_CACHE_KEYS.version) !== BRAND_CACHE_VERSION) return null;
    const savedAt = Number(store.getItem(BRAND_CACHE_KEYS.timestamp));
    if (!Number.isFinite(savedAt) || now - savedAt > BRAND_CACHE_MAX_AGE_MS) return null;
    const raw = JSON.parse(store.getItem(BRAND_CACHE_KEYS.data) ?? 'null') as unknown;
    if (!Array.isArray(raw)) return null;
    const brands = raw.map((entry: { id?: unknown }) => toBrand(String(entry?.id ?? ''), entry, new Date(now)));
    return { brands, savedAt };
  } catch (error) {
    reportError(error, 'Failed to read cached brands');
    return null;
  }
}

export function writeLocalBrands(brands: readonly Brand[], now: number = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(BRAND_CACHE_KEYS.data, JSON.stringify(brands));
    store.setItem(BRAND_CACHE_KEYS.timestamp, String(now));
    store.setItem(BRAND_CACHE_KEYS.version, BRAND_CACHE_VERSION);
  } catch (error) {
    // a full localStorage must not break the page (classified as storage quota)
    reportError(error, 'Failed to cache brands');
  }
}

export function clearLocalBrands(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(BRAND_CACHE_KEYS)) store.removeItem(key);
}

let memory: CachedBrands | null = null;

/** In-memory copy (5 min) used as the first fallback. */
export function readMemoryBrands(now: number = Date.now()): CachedBrands | null {
  return memory && now - memory.savedAt <= BRAND_MEMORY_MAX_AGE_MS ? memory : null;
}

export function writeMemoryBrands(brands: readonly Brand[], now: number = Date.now()): void {
  memory = { brands: [...brands], savedAt: now };
}

export function clearMemoryBrands(): void {
  memory = null;
}
