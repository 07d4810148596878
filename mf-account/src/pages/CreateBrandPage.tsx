import { Page } from '@bonus-atlas/shared-ui';
import BrandEditor from '../brand-editor/BrandEditor';
import { useAccountTranslation } from '../i18n';

export default function CreateBrandPage() {
  const { t } = useAccountTranslation();
  return (
    <Page data-remote="mf_account" title={t('createBrand.title')}>
      <BrandEditor />
    </Page>
  );
}
