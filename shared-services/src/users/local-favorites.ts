// Anonymous visitors keep favourites in this browser; they move to users/{uid}/favorites at sign-in.
import { safeLocalStorage } from '../shared/local-storage';

export const ANONYMOUS_FAVORITES_KEY = 'bonusAtlasFavorites';

export function readLocalFavorites(): string[] {
  try {
    const raw = JSON.parse(safeLocalStorage()?.getItem(ANONYMOUS_FAVORITES_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  } catch {
    return [];
  }
}

export function writeLocalFavorites(ids: readonly string[]): void {
  try {
    safeLocalStorage()?.setItem(ANONYMOUS_FAVORITES_KEY, JSON.stringify([...new Set(ids)]));
  } catch (error) {
    console.error('Failed to save favourites', error);
  }
}

export function clearLocalFavorites(): void {
  safeLocalStorage()?.removeItem(ANONYMOUS_FAVORITES_KEY);
}
