import { Page } from '@bonus-atlas/shared-ui';
import { useParams } from '@bonus-atlas/shared-ui/router';
import BrandEditor from '../features/brand-editor/BrandEditor';
import { useAccountTranslation } from '../i18n/index';

export default function EditBrandPage() {
  const { t } = useAccountTranslation();
  const { id } = useParams();
  return (
    <Page data-remote="mf_account" title={t('editBrand.title')}>
      <BrandEditor brandId={id} />
    </Page>
  );
}
