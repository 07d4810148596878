import BrandEditor from '../brand-editor/BrandEditor';
import { useAccountTranslation } from '../i18n';
import { PageFrame } from './PageFrame';

export default function CreateBrandPage() {
  const { t } = useAccountTranslation();
  return (
    <PageFrame title={t('createBrand.title')}>
      <BrandEditor />
    </PageFrame>
  );
}
