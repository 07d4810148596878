import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorState, Spinner, TOAST_DURATION, formatIDR, useToast } from '@bonus-atlas/shared-ui';
import { Checkbox, TextArea, TextField } from '@bonus-atlas/shared-ui/forms';
import { ConfirmDialog } from '@bonus-atlas/shared-ui/manage';
import { SITE_MIN_WITHDRAWAL_RANGE, SITE_NOTICE_MAX, type SiteSettings } from '@bonus-atlas/shared-services';
import { useSaveSiteSettings, useStoredSiteSettings } from '@bonus-atlas/shared-services/manage';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useAdminActor } from '../../hooks/use-admin-actor';
import { useAdminTranslation } from '../../i18n';
import { SectionHeader } from '../../ui/SectionHeader';
import styles from './Settings.module.css';

const [MIN, MAX] = SITE_MIN_WITHDRAWAL_RANGE;
const notice = z.string().check(z.maxLength(SITE_NOTICE_MAX, { error: 'noticeTooLong' }));
const settingsForm = z.object({
  // typed as text ("75.000" or "75000"): digits only count
  minWithdrawal: z
    .pipe(
      z.string(),
      z.transform((text) => Number(text.replace(/[^\d]/g, '') || 'NaN')),
    )
    .check(
      z.refine((value) => Number.isInteger(value) && value >= MIN && value <= MAX, { error: 'minWithdrawalRange' }),
    ),
  withdrawalsPaused: z.boolean(),
  withdrawalsNoticeEn: notice,
  withdrawalsNoticeId: notice,
  siteNoticeEn: notice,
  siteNoticeId: notice,
});
type SettingsFormInput = z.input<typeof settingsForm>;
type SettingsFormOutput = z.output<typeof settingsForm>;

function toForm(settings: SiteSettings): SettingsFormInput {
  return {
    minWithdrawal: String(settings.minWithdrawal),
    withdrawalsPaused: settings.withdrawalsPaused,
    withdrawalsNoticeEn: settings.withdrawalsNotice.en,
    withdrawalsNoticeId: settings.withdrawalsNotice.id,
    siteNoticeEn: settings.siteNotice.en,
    siteNoticeId: settings.siteNotice.id,
  };
}

function fromForm(values: SettingsFormOutput): SiteSettings {
  return {
    minWithdrawal: values.minWithdrawal,
    withdrawalsPaused: values.withdrawalsPaused,
    withdrawalsNotice: { en: values.withdrawalsNoticeEn.trim(), id: values.withdrawalsNoticeId.trim() },
    siteNotice: { en: values.siteNoticeEn.trim(), id: values.siteNoticeId.trim() },
  };
}

export interface SettingsFormProps {
  settings: SiteSettings;
}

/** The settings form: withdrawals' minimum and pause (with its notice), the site notice in both languages. */
export function SettingsForm({ settings }: SettingsFormProps) {
  const { t } = useAdminTranslation();
  const toast = useToast();
  const actor = useAdminActor();
  const save = useSaveSiteSettings();
  const [pending, setPending] = useState<SiteSettings | null>(null);
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsForm),
    defaultValues: toForm(settings),
  });
  const errors = form.formState.errors;
  const errorText = (key: string | undefined) =>
    key
      ? t(`settings.errors.${key}`, {
          min: formatIDR(MIN),
          max: key === 'noticeTooLong' ? SITE_NOTICE_MAX : formatIDR(MAX),
        })
      : undefined;

  const confirm = async () => {
    if (!pending || !actor) return;
    try {
      await save.mutateAsync({ settings: pending, actor });
      setPending(null);
      form.reset(toForm(pending));
      toast.show({ kind: 'success', title: t('settings.saved'), durationMs: TOAST_DURATION.general });
    } catch (failure) {
      setPending(null);
      const key = failure instanceof Error ? failure.message : 'settingsSaveFailed';
      form.setError('root', { message: key });
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => setPending(fromForm(values)))}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('settings.withdrawals')}</legend>
        <TextField
          label={t('settings.minWithdrawal')}
          hint={t('settings.minWithdrawalHint', { min: formatIDR(MIN), max: formatIDR(MAX) })}
          inputMode="numeric"
          autoComplete="off"
          error={errorText(errors.minWithdrawal?.message)}
          {...form.register('minWithdrawal')}
        />
        <Checkbox
          label={t('settings.paused')}
          description={t('settings.pausedHint')}
          {...form.register('withdrawalsPaused')}
        />
        <TextArea
          label={t('settings.withdrawalsNoticeEn')}
          rows={2}
          maxLength={SITE_NOTICE_MAX}
          error={errorText(errors.withdrawalsNoticeEn?.message)}
          {...form.register('withdrawalsNoticeEn')}
        />
        <TextArea
          label={t('settings.withdrawalsNoticeId')}
          rows={2}
          maxLength={SITE_NOTICE_MAX}
          error={errorText(errors.withdrawalsNoticeId?.message)}
          {...form.register('withdrawalsNoticeId')}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('settings.siteNotice')}</legend>
        <p className={styles.muted}>{t('settings.siteNoticeHint')}</p>
        <TextArea
          label={t('settings.siteNoticeEn')}
          rows={2}
          maxLength={SITE_NOTICE_MAX}
          error={errorText(errors.siteNoticeEn?.message)}
          {...form.register('siteNoticeEn')}
        />
        <TextArea
          label={t('settings.siteNoticeId')}
          rows={2}
          maxLength={SITE_NOTICE_MAX}
          error={errorText(errors.siteNoticeId?.message)}
          {...form.register('siteNoticeId')}
        />
      </fieldset>
      {errors.root?.message ? (
        <p role="alert" className={styles.error}>
          {errorText(errors.root.message) ?? t('settings.errors.settingsSaveFailed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending} loadingText={t('settings.saving')}>
          {t('settings.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        tone="primary"
        title={t('settings.confirmTitle')}
        message={t('settings.confirmMessage')}
        confirmLabel={t('settings.save')}
        cancelLabel={t('settings.cancel')}
        busy={save.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}

/** /admin/settings: settings/site as stored when the tab opens (not the session's copy), and its form. */
export function SettingsSection() {
  const { t } = useAdminTranslation();
  const settings = useStoredSiteSettings();
  return (
    <section aria-labelledby="settings-heading">
      <SectionHeader headingId="settings-heading" title={t('panel.settings')} />
      {settings.isPending ? (
        <Spinner label={t('settings.loading')} />
      ) : settings.isError ? (
        <ErrorState title={t('settings.errors.settingsLoadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </section>
  );
}
