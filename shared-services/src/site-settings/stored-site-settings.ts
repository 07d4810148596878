import {
  useQuery,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  firestoreSdk,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { rememberSiteSettings, siteSettingsQueryKey } from './read-site-settings';
import { parseSiteSettings, type SiteSettings } from './site-settings-facts';

/**
 * settings/site as stored now, for the admins' Settings form: never the session's copy (another admin
 * may have saved since), and a failed read fails instead of answering the defaults a save would write.
 * The session's copy is brought up to date with it.
 */
export async function readStoredSiteSettings(firebase: FirebaseHandles = getFirebase()): Promise<SiteSettings> {
  const { doc, getDoc } = await firestoreSdk();
  const snapshot = await withDeadline(() => getDoc(doc(firebase.db, 'settings', 'site')));
  const settings = parseSiteSettings(snapshot.data());
  rememberSiteSettings(settings);
  return settings;
}

const storedSiteSettingsQueryKey = [...siteSettingsQueryKey, 'stored'] as const;

/** The Settings tab's settings: read again each time the tab opens; the form starts from them. */
export function useStoredSiteSettings() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: storedSiteSettingsQueryKey,
    queryFn: async () => {
      const settings = await readStoredSiteSettings();
      queryClient.setQueryData(siteSettingsQueryKey, settings);
      return settings;
    },
    staleTime: 0,
    // nothing kept once the tab closes: opening it again shows the loading state and the stored values
    gcTime: 0,
    refetchOnMount: 'always',
    // the form is made from the first answer; a read on focus would change nothing the admin sees
    refetchOnWindowFocus: false,
  });
}
