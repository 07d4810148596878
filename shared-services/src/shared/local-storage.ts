/** window.localStorage when this browser allows it (private modes and Node tests may not), else null. */
export function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
