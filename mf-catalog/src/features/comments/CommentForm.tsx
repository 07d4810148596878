import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@bonus-atlas/shared-ui';
import { TextArea, TextField } from '@bonus-atlas/shared-ui/forms';
import { Send } from '@bonus-atlas/shared-ui/icons';
import {
  COMMENT_EMAIL_MAX,
  COMMENT_MAX,
  COMMENT_NAME_MAX,
  commentDefinition,
  formDefaults,
  newCommentId,
  type Records,
} from '@bonus-atlas/shared-services';
import { useOnline } from '../../hooks/use-online';
import { useCatalogTranslation } from '../../i18n';
import { useValidationText } from '../../i18n/validation';
import type { NewComment } from './use-brand-comments';
import { lazyZodResolver } from './lazy-resolver';
import styles from './Comments.module.css';

type CommentInput = z.input<Records['commentFormSchema']>;
type CommentOutput = z.output<Records['commentFormSchema']>;

// the schema and zodResolver load on the first check (or when a field gets focus)
const commentCheck = lazyZodResolver<CommentInput, CommentOutput>((zodResolver, records) =>
  zodResolver(records.commentFormSchema),
);

// an empty comment, from the comment's definition
const EMPTY_COMMENT = formDefaults(commentDefinition);

interface CommentFormProps {
  brandName: string;
  /** Signed in: the name is locked to the display name and there is no email field (spec §5). */
  signedInName: string | null;
  /** Resolves true when saved; the text is cleared only then. */
  onSubmit: (comment: NewComment) => Promise<boolean>;
}

/** Add a comment: name (+ optional email) when anonymous, the spec's messages and 1000-character counter. */
export function CommentForm({ brandName, signedInName, onSubmit }: CommentFormProps) {
  const { t } = useCatalogTranslation();
  const validationText = useValidationText();
  const signedIn = signedInName !== null;
  const form = useForm<CommentInput, unknown, CommentOutput>({
    resolver: commentCheck.resolver,
    defaultValues: { ...EMPTY_COMMENT, authorName: signedInName ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const text = form.watch('text');
  // offline the query cache holds the submission and sends it when the connection returns
  const online = useOnline();
  const waitingForNetwork = isSubmitting && !online;

  useEffect(() => {
    // the locked name follows the session (sign-in or out while the page is open)
    form.setValue('authorName', signedInName ?? '');
    if (signedInName !== null) form.setValue('authorEmail', '');
  }, [form, signedInName]);

  // one id per submission, kept across its retries: a retry after a lost answer writes the same
  // comment (the rules refuse a second create) instead of posting it twice; a new one after success
  const submissionId = useRef<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    submissionId.current ??= newCommentId();
    const saved = await onSubmit({
      commentId: submissionId.current,
      text: values.text,
      authorName: values.authorName,
      ...(values.authorEmail ? { authorEmail: values.authorEmail } : {}),
    });
    if (saved) {
      submissionId.current = null;
      form.resetField('text', { defaultValue: '' });
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} onFocus={commentCheck.preload} noValidate>
      <TextArea
        label={t('comments.textLabel')}
        placeholder={t('comments.textPlaceholder', { brand: brandName })}
        maxLength={COMMENT_MAX}
        rows={4}
        error={validationText(errors.text?.message, { count: text.trim().length })}
        {...form.register('text')}
      />
      <div className={styles.formRow}>
        {signedIn ? (
          <TextField label={t('comments.nameLabel')} value={signedInName} readOnly aria-readonly="true" />
        ) : (
          <>
            <TextField
              label={t('comments.nameLabel')}
              autoComplete="name"
              maxLength={COMMENT_NAME_MAX}
              error={validationText(errors.authorName?.message)}
              {...form.register('authorName')}
            />
            <TextField
              label={t('comments.emailLabel')}
              type="email"
              autoComplete="email"
              maxLength={COMMENT_EMAIL_MAX}
              error={validationText(errors.authorEmail?.message)}
              {...form.register('authorEmail')}
            />
          </>
        )}
      </div>
      <p className={styles.offlineNote} role="status">
        {waitingForNetwork ? t('comments.offlineQueued') : null}
      </p>
      <div className={styles.formActions}>
        <Button type="submit" leftIcon={<Send />} loading={isSubmitting} loadingText={t('comments.submitting')}>
          {t('comments.submit')}
        </Button>
      </div>
    </form>
  );
}
