import { useId, useState, type FormEvent } from 'react';
import { Button } from '@bonus-atlas/shared-ui';
import { SelectField } from '@bonus-atlas/shared-ui/forms';
import {
  formDefaults,
  loadRecords,
  REPORT_DESCRIPTION_MAX,
  REPORT_REASONS,
  reportDefinition,
  useSessionStore,
  type ReportReason,
} from '@bonus-atlas/shared-services';
import type { PromotionView } from '@bonus-atlas/shared-services';
import { usePromotionsTranslation } from '../../i18n';
import { useValidationText } from '../../i18n/validation';
import { SignInPrompt } from './SignInPrompt';
import { useSubmitReport } from './use-submit-report';
import styles from './ReportForm.module.css';

interface ReportFormProps {
  promotion: PromotionView;
  onCancel: () => void;
  onSubmitted: () => void;
}

// an empty report, from the report's definition
const EMPTY_REPORT = formDefaults(reportDefinition);

// refusals of the text or the visitor are shared-services' message keys; a refused send is this remote's text
const SENDING_ERRORS = new Set(['alreadyOpen', 'alreadyReported', 'ownBrand', 'promotionGone', 'failed']);

/** spec §2 Report modal: required description, IDR 5,000 notice, Cancel / Submit Report, login required. */
export function ReportForm({ promotion, onCancel, onSubmitted }: ReportFormProps) {
  const { t } = usePromotionsTranslation();
  const validationText = useValidationText();
  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  const [description, setDescription] = useState(EMPTY_REPORT.description);
  const [reason, setReason] = useState(EMPTY_REPORT.reason as ReportReason);
  const [error, setError] = useState<string | null>(null);
  const submitReport = useSubmitReport();
  const busy = submitReport.isPending;
  const fieldId = useId();
  const errorId = useId();
  const noticeId = useId();
  const empty = description.trim() === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // spec §5: non-empty after trimming, and only signed-in users may report (the schema loads on the
    // first submit)
    const { reportFormSchema } = await loadRecords();
    const form = reportFormSchema.safeParse({ description, reason });
    if (!form.success) return setError(form.error.issues[0]?.message ?? 'reportDescriptionRequired');
    if (!signedIn) return setError('reportLoginRequired');
    setError(null);
    const outcome = await submitReport.submit(promotion, form.data.description, reason);
    // spec §8: a failure keeps what the user typed so they can retry
    if (outcome === 'submitted') onSubmitted();
    else setError(outcome === 'loginRequired' ? 'reportLoginRequired' : outcome);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="report-form">
      <p className={styles.about}>{t('report.about', { title: promotion.title, brand: promotion.brandName })}</p>
      {!signedIn ? <SignInPrompt /> : null}
      <SelectField
        label={t('report.reasonLabel')}
        options={REPORT_REASONS.map((code) => ({ value: code, label: t(`report.reasons.${code}`) }))}
        value={reason}
        disabled={busy}
        onChange={(event) => setReason(event.target.value as ReportReason)}
      />
      <div className={styles.field}>
        <label htmlFor={fieldId} className={styles.label}>
          {t('report.label')} <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          value={description}
          required
          rows={5}
          maxLength={REPORT_DESCRIPTION_MAX}
          readOnly={busy}
          placeholder={t('report.placeholder')}
          aria-invalid={error === 'reportDescriptionRequired' || undefined}
          aria-describedby={error ? `${errorId} ${noticeId}` : noticeId}
          onChange={(event) => {
            setDescription(event.target.value);
            if (error === 'reportDescriptionRequired') setError(null);
          }}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {SENDING_ERRORS.has(error) ? t(`report.${error}`) : validationText(error)}
        </p>
      ) : null}
      <p id={noticeId} className={styles.notice}>
        {t('report.notice')}
      </p>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {t('report.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          loading={busy}
          loadingText={t('report.submitting')}
          disabled={empty || busy}
        >
          {t('report.submit')}
        </Button>
      </div>
    </form>
  );
}
