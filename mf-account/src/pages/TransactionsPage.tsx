import { useAccountTranslation } from '../i18n';
import { PageLoading } from './PageLoading';

export default function TransactionsPage() {
  const { t } = useAccountTranslation();
  return <PageLoading title={t('transactions.title')} message={t('transactions.loading')} />;
}
