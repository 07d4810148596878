import { describe, expect, it, vi } from 'vitest';
import {
  LOCAL_FAVORITES_KEY,
  readLocalFavorites,
  subscribeLocalFavorites,
  toggleLocalFavorite,
  writeLocalFavorites,
} from './local-favorites';

describe('local favourites', () => {
  it('toggles a brand in and out of localStorage', () => {
    expect(toggleLocalFavorite('b1')).toBe(true);
    expect(toggleLocalFavorite('b2')).toBe(true);
    expect(JSON.parse(localStorage.getItem(LOCAL_FAVORITES_KEY) ?? '[]')).toEqual(['b1', 'b2']);
    expect(toggleLocalFavorite('b1')).toBe(false);
    expect(readLocalFavorites()).toEqual(['b2']);
  });

  it('returns the same list instance while storage is unchanged', () => {
    writeLocalFavorites(['b1']);
    expect(readLocalFavorites()).toBe(readLocalFavorites());
  });

  it('ignores garbage in storage', () => {
    localStorage.setItem(LOCAL_FAVORITES_KEY, '{not json');
    expect(readLocalFavorites()).toEqual([]);
    localStorage.setItem(LOCAL_FAVORITES_KEY, JSON.stringify(['b1', 7, null]));
    expect(readLocalFavorites()).toEqual(['b1']);
  });

  it('tells subscribers about changes in this tab and in others', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLocalFavorites(listener);
    toggleLocalFavorite('b1');
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_FAVORITES_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toggleLocalFavorite('b2');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
