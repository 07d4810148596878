import { usePromotionsTranslation } from '../i18n';
import { PageLoading } from './PageLoading';

export default function WelcomeBonusPage() {
  const { t } = usePromotionsTranslation();
  return <PageLoading title={t('welcomeBonus.title')} message={t('loading')} />;
}
