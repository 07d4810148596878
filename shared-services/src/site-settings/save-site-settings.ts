import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { collection, doc, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { fail, ok, type ServiceResult } from '../model/result';
import type { Actor } from '../shared/actor';
import { rememberSiteSettings, siteSettingsQueryKey } from './read-site-settings';
import {
  SITE_MIN_WITHDRAWAL_RANGE,
  SITE_NOTICE_MAX,
  parseSiteSettings,
  type SiteSettings,
} from './site-settings-facts';
import { siteSettingsRef } from './site-settings-ref';

function valuesOf(settings: SiteSettings) {
  return {
    minWithdrawal: settings.minWithdrawal,
    withdrawalsPaused: settings.withdrawalsPaused,
    withdrawalsNotice: { en: settings.withdrawalsNotice.en, id: settings.withdrawalsNotice.id },
    siteNotice: { en: settings.siteNotice.en, id: settings.siteNotice.id },
  };
}

/** What the Settings form may save, as a message key of the admin texts (null = fine). */
export function siteSettingsProblem(settings: SiteSettings): string | null {
  const [min, max] = SITE_MIN_WITHDRAWAL_RANGE;
  if (!Number.isInteger(settings.minWithdrawal) || settings.minWithdrawal < min || settings.minWithdrawal > max)
    return 'minWithdrawalRange';
  const notices = [
    settings.siteNotice.en,
    settings.siteNotice.id,
    settings.withdrawalsNotice.en,
    settings.withdrawalsNotice.id,
  ];
  if (notices.some((text) => text.length > SITE_NOTICE_MAX)) return 'noticeTooLong';
  return null;
}

/**
 * An admin saves settings/site: the document and its admin_audit entry (the values before and after)
 * in one transaction, as the rules require. Saving the same values again writes nothing.
 */
export async function saveSiteSettings(
  settings: SiteSettings,
  actor: Actor,
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<SiteSettings>> {
  const problem = siteSettingsProblem(settings);
  if (problem) return fail(problem);
  const { db } = firebase;
  const ref = siteSettingsRef(db);
  const after = valuesOf(settings);
  try {
    await withDeadline(() =>
      runTransaction(db, async (transaction) => {
        const current = await transaction.get(ref);
        const before = current.exists() ? valuesOf(parseSiteSettings(current.data())) : null;
        if (before && JSON.stringify(before) === JSON.stringify(after)) return;
        const auditRef = doc(collection(db, 'admin_audit'));
        transaction.set(ref, {
          ...after,
          updatedBy: actor.uid,
          updatedAt: serverTimestamp(),
          lastAuditId: auditRef.id,
        });
        transaction.set(auditRef, {
          actorUid: actor.uid,
          action: 'settings.update',
          targetUid: '',
          // what the document held (the rules compare with the stored values, missing keys as null)
          before: current.exists() ? storedValues(current.data()) : {},
          after,
          at: serverTimestamp(),
        });
      }),
    );
    rememberSiteSettings(settings);
    return ok(settings);
  } catch (error) {
    console.error('Failed to save the site settings', error);
    return fail('settingsSaveFailed');
  }
}

function storedValues(data: Record<string, unknown>) {
  return {
    minWithdrawal: data.minWithdrawal ?? null,
    withdrawalsPaused: data.withdrawalsPaused ?? null,
    withdrawalsNotice: data.withdrawalsNotice ?? null,
    siteNotice: data.siteNotice ?? null,
  };
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ settings, actor }: { settings: SiteSettings; actor: Actor }) => {
      const result = await saveSiteSettings(settings, actor);
      if (!result.success) throw new Error(result.error);
      return result.data;
    },
    onSuccess: (settings) => queryClient.setQueryData(siteSettingsQueryKey, settings),
  });
}
