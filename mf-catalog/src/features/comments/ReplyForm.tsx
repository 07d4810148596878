import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@bonus-atlas/shared-ui';
import { TextArea, TextField } from '@bonus-atlas/shared-ui/forms';
import { Send } from '@bonus-atlas/shared-ui/icons';
import {
  COMMENT_EMAIL_MAX,
  COMMENT_NAME_MAX,
  USER_REPLY_MAX,
  formDefaults,
  newReplyId,
  userReplyDefinition,
  type Records,
} from '@bonus-atlas/shared-services';
import { useOnline } from '../../hooks/use-online';
import { useCatalogTranslation } from '../../i18n';
import { useValidationText } from '../../i18n/validation';
import type { NewReply } from './use-brand-comments';
import { lazyZodResolver } from './lazy-resolver';
import styles from './Comments.module.css';

type ReplyInput = z.input<Records['userReplyFormSchema']>;
type ReplyOutput = z.output<Records['userReplyFormSchema']>;

// the schema and zodResolver load on the first check (or when a field gets focus)
const replyCheck = lazyZodResolver<ReplyInput, ReplyOutput>((zodResolver, records) =>
  zodResolver(records.userReplyFormSchema),
);

// an empty reply, from the user reply's definition
const EMPTY_REPLY = formDefaults(userReplyDefinition);

interface ReplyFormProps {
  commentId: string;
  signedInName: string | null;
  /** Resolves true when saved; the form closes only then. */
  onSubmit: (reply: NewReply) => Promise<boolean>;
  onCancel: () => void;
}

/** Reply as a user: text ≤ 500 with counter; name (+ optional email) when anonymous (spec §5). */
export function ReplyForm({ commentId, signedInName, onSubmit, onCancel }: ReplyFormProps) {
  const { t } = useCatalogTranslation();
  const validationText = useValidationText();
  const signedIn = signedInName !== null;
  const form = useForm<ReplyInput, unknown, ReplyOutput>({
    resolver: replyCheck.resolver,
    defaultValues: { ...EMPTY_REPLY, userName: signedInName ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  // offline the query cache holds the submission and sends it when the connection returns
  const online = useOnline();
  const waitingForNetwork = isSubmitting && !online;

  useEffect(() => {
    form.setValue('userName', signedInName ?? '');
    if (signedInName !== null) form.setValue('userEmail', '');
  }, [form, signedInName]);

  // one id per submission, kept across its retries (see CommentForm)
  const submissionId = useRef<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    submissionId.current ??= newReplyId();
    const saved = await onSubmit({
      commentId,
      replyId: submissionId.current,
      text: values.text,
      userName: values.userName,
      ...(values.userEmail ? { userEmail: values.userEmail } : {}),
    });
    if (saved) {
      submissionId.current = null;
      onCancel();
    }
  });

  return (
    <form className={styles.replyForm} onSubmit={(event) => void submit(event)} onFocus={replyCheck.preload} noValidate>
      <TextArea
        label={t('comments.replyLabel')}
        placeholder={t('comments.replyPlaceholder')}
        maxLength={USER_REPLY_MAX}
        rows={3}
        autoFocus
        error={validationText(errors.text?.message)}
        {...form.register('text')}
      />
      {signedIn ? null : (
        <div className={styles.formRow}>
          <TextField
            label={t('comments.nameLabel')}
            autoComplete="name"
            maxLength={COMMENT_NAME_MAX}
            error={validationText(errors.userName?.message)}
            {...form.register('userName')}
          />
          <TextField
            label={t('comments.emailLabel')}
            type="email"
            autoComplete="email"
            maxLength={COMMENT_EMAIL_MAX}
            error={validationText(errors.userEmail?.message)}
            {...form.register('userEmail')}
          />
        </div>
      )}
      <p className={styles.offlineNote} role="status">
        {waitingForNetwork ? t('comments.replyOfflineQueued') : null}
      </p>
      <div className={styles.formActions}>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('comments.cancel')}
        </Button>
        <Button type="submit" leftIcon={<Send />} loading={isSubmitting} loadingText={t('comments.sending')}>
          {t('comments.sendReply')}
        </Button>
      </div>
    </form>
  );
}
