import { PageLoading } from '@bonus-atlas/shared-ui';
import { useSessionStore } from '@bonus-atlas/shared-services';
import { useAccountTranslation } from '../i18n';
import { SignedOutNotice } from './SignedOutNotice';

export default function TransactionsPage() {
  const { t } = useAccountTranslation();
  const status = useSessionStore((state) => state.status);
  if (status === 'signed-out') {
    return <SignedOutNotice title={t('transactions.signedOutTitle')} message={t('transactions.signedOutMessage')} />;
  }
  return <PageLoading data-remote="mf_account" title={t('transactions.title')} message={t('transactions.loading')} />;
}
