import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TOAST_DURATION, useToast, errorReason } from '@bonus-atlas/shared-ui';
import { TextField } from '@bonus-atlas/shared-ui/forms';
import { messageKey, selectIsAdmin, useSessionStore } from '@bonus-atlas/shared-services';
import { DISPLAY_NAME_MAX, createDisplayNameSchema, useUpdateDisplayName } from '@bonus-atlas/shared-services/manage';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useAccountTranslation } from '../../i18n/index';
import { useValidationText } from '../../i18n/validation';
import styles from './Profile.module.css';

export interface DisplayNameFormProps {
  uid: string;
  current: string;
  onDone: () => void;
}

/** spec §4 Profile edit: view → edit → saving → view; the name is saved on users/{uid} and the auth profile. */
export function DisplayNameForm({ uid, current, onDone }: DisplayNameFormProps) {
  const { t } = useAccountTranslation();
  const validationText = useValidationText();
  const toast = useToast();
  const update = useUpdateDisplayName();
  // errors as message keys, shown in the UI language by useValidationText
  // only an admin's name may carry the admin label (firestore.rules say the same)
  const isAdmin = useSessionStore(selectIsAdmin);
  const schema = useMemo(
    () => z.object({ displayName: createDisplayNameSchema(messageKey, { mayClaimAdmin: isAdmin }) }),
    [isAdmin],
  );
  const form = useForm<{ displayName: string }>({
    resolver: zodResolver(schema),
    defaultValues: { displayName: current },
  });
  const message = form.formState.errors.displayName?.message;

  return (
    <form
      className={styles.nameForm}
      noValidate
      onSubmit={form.handleSubmit(({ displayName }) =>
        update.mutateAsync({ uid, displayName }).then(
          () => {
            toast.show({ kind: 'success', title: t('profile.updated'), durationMs: TOAST_DURATION.profile });
            onDone();
          },
          // the typed name stays in the field
          (failure: unknown) =>
            toast.show({
              kind: 'error',
              title: t('profile.updateFailed', { reason: errorReason(failure) }),
              durationMs: TOAST_DURATION.profile,
            }),
        ),
      )}
    >
      <TextField
        label={t('profile.displayName')}
        maxLength={DISPLAY_NAME_MAX}
        autoFocus
        error={validationText(message)}
        {...form.register('displayName')}
      />
      <div className={styles.formActions}>
        <Button type="button" variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending} loadingText={t('profile.saving')}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
