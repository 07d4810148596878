import { Button, TOAST_DURATION, useToast, errorReason } from '@bonus-atlas/shared-ui';
import { TextArea } from '@bonus-atlas/shared-ui/forms';
import { Send } from '@bonus-atlas/shared-ui/icons';
import {
  ADMIN_REPLY_MAX,
  adminReplyDefinition,
  formDefaults,
  loadRecords,
  useAddReply,
  ValidationMessageError,
} from '@bonus-atlas/shared-services';
import { useState } from 'react';
import { useAdminTranslation } from '../../i18n';
import { useValidationText } from '../../i18n/validation';
import { useAdminActor } from '../../hooks/use-admin-actor';
import styles from './Comments.module.css';

// an empty reply, from the admin reply's definition
const EMPTY_REPLY = formDefaults(adminReplyDefinition);

export interface AdminReplyFormProps {
  commentId: string;
  authorName: string;
  onDone: () => void;
}

/** spec §2: Reply as Admin with a 1000-character counter, Cancel and Send Reply / Sending... */
export function AdminReplyForm({ commentId, authorName, onDone }: AdminReplyFormProps) {
  const { t } = useAdminTranslation();
  const validationText = useValidationText();
  const toast = useToast();
  const actor = useAdminActor();
  const addReply = useAddReply();
  const [text, setText] = useState(EMPTY_REPLY.text);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    // spec §5: admin reply text required after trimming, max 1000 (the schema's message key)
    const { adminReplyFormSchema } = await loadRecords();
    const form = adminReplyFormSchema.safeParse({ text });
    if (!form.success) return setError(form.error.issues[0]?.message ?? null);
    const trimmed = form.data.text;
    if (!actor) return;
    setError(null);
    addReply.mutate(
      {
        replyType: 'admin',
        commentId,
        text: trimmed,
        adminName: actor.displayName || actor.email || 'Admin',
        adminUid: actor.uid,
      },
      {
        onSuccess: () => {
          toast.show({ kind: 'success', title: t('comments.replyAdded'), durationMs: TOAST_DURATION.comment });
          onDone();
        },
        // the text stays in the box so nothing typed is lost
        onError: (failure) =>
          toast.show({
            kind: 'error',
            title: t('comments.replyFailed', {
              reason: errorReason(
                failure instanceof ValidationMessageError ? validationText(failure.key, failure.values) : failure,
              ),
            }),
            durationMs: TOAST_DURATION.comment,
          }),
      },
    );
  };

  return (
    <form
      className={styles.replyForm}
      aria-label={t('comments.replyTo', { author: authorName })}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextArea
        label={t('comments.replyAsAdmin')}
        placeholder={t('comments.replyPlaceholder')}
        value={text}
        maxLength={ADMIN_REPLY_MAX}
        error={validationText(error ?? undefined)}
        rows={3}
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.replyActions}>
        <Button type="button" variant="ghost" onClick={onDone} disabled={addReply.isPending}>
          {t('comments.cancel')}
        </Button>
        <Button
          type="submit"
          leftIcon={<Send aria-hidden="true" />}
          loading={addReply.isPending}
          loadingText={t('comments.sending')}
        >
          {t('comments.send')}
        </Button>
      </div>
    </form>
  );
}
