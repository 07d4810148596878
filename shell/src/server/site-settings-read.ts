import type { QueryClient } from '@tanstack/react-query';
// the server render loads the whole services package at once (no first paint to keep light)
// eslint-disable-next-line no-restricted-imports
import { fetchSiteSettings, SHARED_LIST_MS, sharedRead, siteSettingsQueryKey } from '@bonus-atlas/shared-services';

/**
 * The site's settings (the admins' site notice) into the render's cache: the page comes with them, so
 * the browser's takeover reads none and a visitor's page loads no database SDK for them. Renders within
 * a short time share one read. A failed read leaves them to the browser (it reads them once per session).
 */
export async function readSiteSettingsInto(queryClient: QueryClient): Promise<void> {
  try {
    const settings = await sharedRead('settings/site', SHARED_LIST_MS, () => fetchSiteSettings());
    queryClient.setQueryData(siteSettingsQueryKey, settings);
  } catch (error) {
    console.warn('[server render] settings/site could not be read; the browser reads it:', error);
  }
}
