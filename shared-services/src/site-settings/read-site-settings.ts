import {
  useQuery,
  getFirebase,
  type FirebaseHandles,
  firestoreSdk,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { DEFAULT_SITE_SETTINGS, parseSiteSettings, type SiteSettings } from './site-settings-facts';
import { siteSettingsQueryKey } from './site-notice-wanted';

export { siteSettingsQueryKey };

/** Where this tab keeps settings/site once read: a session reads it once (pages and tabs of the session share it). */
const SESSION_KEY = 'bonus-atlas.site-settings';

function remembered(): SiteSettings | null {
  try {
    const saved = globalThis.sessionStorage?.getItem(SESSION_KEY);
    return saved ? parseSiteSettings(JSON.parse(saved)) : null;
  } catch {
    return null; // storage blocked or a damaged copy: read again
  }
}

/** Keeps the session's copy (also after an admin saved new settings in this tab). */
export function rememberSiteSettings(settings: SiteSettings): void {
  try {
    globalThis.sessionStorage?.setItem(SESSION_KEY, JSON.stringify(settings));
  } catch {
    // storage full or blocked: the next page reads the settings again, nothing is lost
  }
}

/** settings/site as stored now (the defaults when it was never saved); a failed read throws. */
export async function fetchSiteSettings(firebase: FirebaseHandles = getFirebase()): Promise<SiteSettings> {
  const { doc, getDoc } = await firestoreSdk();
  const snapshot = await withDeadline(() => getDoc(doc(firebase.db, 'settings', 'site')));
  return parseSiteSettings(snapshot.data());
}

/** settings/site, once per browser session; the defaults when it is missing or cannot be read now. */
export async function readSiteSettings(firebase: FirebaseHandles = getFirebase()): Promise<SiteSettings> {
  const saved = remembered();
  if (saved) return saved;
  try {
    const settings = await fetchSiteSettings(firebase);
    rememberSiteSettings(settings);
    return settings;
  } catch (error) {
    console.error('Failed to read the site settings', error);
    return DEFAULT_SITE_SETTINGS;
  }
}

/** The site's settings for a page: read once per session, then kept. */
export function useSiteSettings(enabled = true) {
  return useQuery({
    queryKey: siteSettingsQueryKey,
    queryFn: () => readSiteSettings(),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
