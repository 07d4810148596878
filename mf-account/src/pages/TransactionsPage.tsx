import { useSessionStore } from '@bonus-atlas/shared-services';
import { useAccountTranslation } from '../i18n';
import { PageLoading } from './PageLoading';
import { SignedOutNotice } from './SignedOutNotice';

export default function TransactionsPage() {
  const { t } = useAccountTranslation();
  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  if (!signedIn) {
    return <SignedOutNotice title={t('transactions.signedOutTitle')} message={t('transactions.signedOutMessage')} />;
  }
  return <PageLoading title={t('transactions.title')} message={t('transactions.loading')} />;
}
