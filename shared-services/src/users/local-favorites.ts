// Anonymous visitors keep favourites in this browser; they move to users/{uid}/favorites at sign-in.
export const ANONYMOUS_FAVORITES_KEY = 'bonusAtlasFavorites';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readLocalFavorites(): string[] {
  try {
    const raw = JSON.parse(storage()?.getItem(ANONYMOUS_FAVORITES_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  } catch {
    return [];
  }
}

export function writeLocalFavorites(ids: readonly string[]): void {
  try {
    storage()?.setItem(ANONYMOUS_FAVORITES_KEY, JSON.stringify([...new Set(ids)]));
  } catch (error) {
    console.error('Failed to save favourites', error);
  }
}

export function clearLocalFavorites(): void {
  storage()?.removeItem(ANONYMOUS_FAVORITES_KEY);
}
