import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TOAST_DURATION, formatIDR, useToast } from '@bonus-atlas/shared-ui';
import { SelectField, TextField } from '@bonus-atlas/shared-ui/forms';
import {
  DEFAULT_SITE_SETTINGS,
  WITHDRAWAL_MAX_AMOUNT,
  WITHDRAWAL_PROVIDERS,
  WITHDRAWAL_TEXT_LIMITS,
  isValidationMessageKey,
  noticeIn,
  useSiteSettings,
  type WithdrawalMethod,
} from '@bonus-atlas/shared-services';
import {
  WithdrawalRefused,
  createWithdrawalFormSchema,
  parseRupiah,
  newWithdrawalId,
  useRequestWithdrawal,
  type WithdrawalFormValues,
} from '@bonus-atlas/shared-services/manage';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAccountTranslation } from '../../i18n/index';
import { useValidationText } from '../../i18n/validation';
import styles from './Wallet.module.css';

export interface WithdrawFormProps {
  uid: string;
  balance: number;
  onDone: () => void;
}

/**
 * The withdraw form: amount, bank or e-wallet, account number, holder name. A submission keeps its
 * request id until it succeeds, so a retry after a lost answer is the same request; on any refusal the
 * fields keep what was typed and the message says what to change.
 */
export function WithdrawForm({ uid, balance, onDone }: WithdrawFormProps) {
  const { t, i18n } = useAccountTranslation();
  const validationText = useValidationText();
  const toast = useToast();
  const request = useRequestWithdrawal();
  // the admins' minimum and pause (settings/site); the service checks them again when it stores the request
  const site = useSiteSettings().data ?? DEFAULT_SITE_SETTINGS;
  const paused = site.withdrawalsPaused;
  const [withdrawalId, setWithdrawalId] = useState(newWithdrawalId);
  const [refusalValues, setRefusalValues] = useState<Record<string, number>>({});
  const schema = useMemo(() => createWithdrawalFormSchema(balance), [balance]);
  const form = useForm<WithdrawalFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', method: 'ewallet', provider: '', accountNumber: '', accountName: '' },
  });
  const { errors } = form.formState;
  const method = form.watch('method');
  const isEwallet = method === 'ewallet';
  const providerOptions = [
    { value: '', label: t('transactions.withdrawForm.choose') },
    ...WITHDRAWAL_PROVIDERS[method].map((provider) => ({ value: provider, label: provider })),
  ];
  const message = (key: string | undefined) =>
    key === 'withdrawalBelowSiteMinimum'
      ? // the service answers the minimum it read; money reads as everywhere else (IDR, id-ID)
        validationText(key, { min: formatIDR(refusalValues.min ?? site.minWithdrawal) })
      : validationText(key, { balance, ...refusalValues });

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root');
    if (paused) return;
    if (parseRupiah(values.amount) < site.minWithdrawal) {
      setRefusalValues({});
      form.setError('amount', { message: 'withdrawalBelowSiteMinimum' });
      return;
    }
    try {
      await request.mutateAsync({ ...values, withdrawalId, userId: uid });
      toast.show({
        kind: 'success',
        title: t('transactions.withdrawForm.requested'),
        durationMs: TOAST_DURATION.report,
      });
      setWithdrawalId(newWithdrawalId());
      form.reset();
      onDone();
    } catch (failure) {
      // the typed values stay; the message names the field to change where there is one
      const key = failure instanceof WithdrawalRefused ? failure.key : 'withdrawalSubmitFailed';
      setRefusalValues(failure instanceof WithdrawalRefused ? failure.values : {});
      const field =
        key.startsWith('withdrawalAmount') || key === 'withdrawalOverBalance' || key === 'withdrawalBelowSiteMinimum'
          ? 'amount'
          : 'root';
      form.setError(field, { message: isValidationMessageKey(key) ? key : 'withdrawalSubmitFailed' });
    }
  });

  return (
    <form className={styles.withdrawForm} noValidate onSubmit={submit} aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading" className={styles.heading}>
        {t('transactions.withdrawForm.title')}
      </h2>
      <p className={styles.muted}>
        {t('transactions.withdrawForm.limits', {
          min: formatIDR(site.minWithdrawal),
          max: formatIDR(WITHDRAWAL_MAX_AMOUNT),
        })}
      </p>
      {paused ? (
        <p role="status" className={styles.pausedNotice}>
          {noticeIn(site.withdrawalsNotice, i18n.language) || validationText('withdrawalsPaused')}
        </p>
      ) : null}
      <TextField
        label={t('transactions.withdrawForm.amount')}
        hint={t('transactions.withdrawForm.amountHint')}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        error={message(errors.amount?.message)}
        {...form.register('amount')}
      />
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t('transactions.withdrawForm.method')}</legend>
        {(['ewallet', 'bank'] as WithdrawalMethod[]).map((option) => (
          <label key={option} className={styles.method}>
            <input
              type="radio"
              value={option}
              {...form.register('method', { onChange: () => form.setValue('provider', '') })}
            />
            {t(`transactions.withdrawForm.methods.${option}`)}
          </label>
        ))}
      </fieldset>
      <SelectField
        label={t(isEwallet ? 'transactions.withdrawForm.ewallet' : 'transactions.withdrawForm.bank')}
        options={providerOptions}
        error={message(errors.provider?.message)}
        {...form.register('provider')}
      />
      <TextField
        label={t(isEwallet ? 'transactions.withdrawForm.phoneNumber' : 'transactions.withdrawForm.accountNumber')}
        hint={t(
          isEwallet ? 'transactions.withdrawForm.phoneNumberHint' : 'transactions.withdrawForm.accountNumberHint',
        )}
        inputMode={isEwallet ? 'tel' : 'numeric'}
        autoComplete="off"
        error={message(errors.accountNumber?.message)}
        {...form.register('accountNumber')}
      />
      <TextField
        label={t('transactions.withdrawForm.accountName')}
        maxLength={WITHDRAWAL_TEXT_LIMITS.accountName}
        autoComplete="name"
        error={message(errors.accountName?.message)}
        {...form.register('accountName')}
      />
      {errors.root?.message ? (
        <p role="alert" className={styles.formError}>
          {message(errors.root.message)}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button type="button" variant="ghost" onClick={onDone} disabled={request.isPending}>
          {t('transactions.withdrawForm.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={paused}
          loading={request.isPending}
          loadingText={t('transactions.withdrawForm.submitting')}
        >
          {t('transactions.withdrawForm.submit')}
        </Button>
      </div>
    </form>
  );
}
