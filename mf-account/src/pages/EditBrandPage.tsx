import { useParams } from 'react-router-dom';
import BrandEditor from '../brand-editor/BrandEditor';
import { useAccountTranslation } from '../i18n';
import { PageFrame } from './PageFrame';

export default function EditBrandPage() {
  const { t } = useAccountTranslation();
  const { id } = useParams();
  return (
    <PageFrame title={t('editBrand.title')}>
      <BrandEditor brandId={id} />
    </PageFrame>
  );
}
