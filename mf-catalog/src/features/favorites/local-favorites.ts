/** Anonymous favourites live in localStorage until sign-in merges them into users/{uid}/favorites. */
export const LOCAL_FAVORITES_KEY = 'bonusAtlas.favorites';

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedIds: readonly string[] = [];

function parseIds(raw: string | null): readonly string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The saved ids; the same array instance while storage is unchanged (useSyncExternalStore needs that). */
export function readLocalFavorites(): readonly string[] {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCAL_FAVORITES_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseIds(raw);
  }
  return cachedIds;
}

export function writeLocalFavorites(ids: readonly string[]): void {
  if (ids.length === 0) localStorage.removeItem(LOCAL_FAVORITES_KEY);
  else localStorage.setItem(LOCAL_FAVORITES_KEY, JSON.stringify([...new Set(ids)]));
  listeners.forEach((listener) => listener());
}

export function toggleLocalFavorite(brandId: string): boolean {
  const ids = readLocalFavorites();
  const saved = !ids.includes(brandId);
  writeLocalFavorites(saved ? [...ids, brandId] : ids.filter((id) => id !== brandId));
  return saved;
}

export function subscribeLocalFavorites(listener: Listener): () => void {
  listeners.add(listener);
  // another tab changed them
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_FAVORITES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
