// What the shell's frame asks before it loads the notices at all: no zod, no Firebase SDK (frame.ts).

/** Where a page keeps settings/site in its query cache (a server-rendered page comes with it). */
export const siteSettingsQueryKey = ['site-settings'] as const;

/**
 * Whether a page may have a site notice to show: settings/site is not in the cache yet (the browser
 * reads it), or what is there holds a notice in either language. A page that came with settings
 * without a notice loads no notice code and reads nothing.
 */
export function siteNoticeWanted(cached: unknown): boolean {
  if (!cached || typeof cached !== 'object') return true;
  const notice = (cached as { siteNotice?: Record<string, unknown> }).siteNotice;
  return Object.values(notice ?? {}).some((text) => typeof text === 'string' && text.trim() !== '');
}
