import { Page } from '@bonus-atlas/shared-ui';
import BrandEditor from '../features/brand-editor/BrandEditor';
import { useAccountTranslation } from '../i18n/index';

export default function CreateBrandPage() {
  const { t } = useAccountTranslation();
  return (
    <Page data-remote="mf_account" title={t('createBrand.title')}>
      <BrandEditor />
    </Page>
  );
}
