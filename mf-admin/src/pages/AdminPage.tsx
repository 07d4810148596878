import { PageLoading } from '@bonus-atlas/shared-ui';
import { useLocation } from 'react-router-dom';
import { useAdminTranslation } from '../i18n';

/** /admin and /admin/reports open Wrong Info Reports (the default tab); /admin/comments the comments tab. */
export default function AdminPage() {
  const { t } = useAdminTranslation();
  const { pathname } = useLocation();
  const onComments = pathname.startsWith('/admin/comments');
  return (
    <PageLoading
      data-remote="mf_admin"
      title={t('panel.title')}
      message={onComments ? t('panel.loadingComments') : t('panel.loadingReports')}
      detail={onComments ? t('panel.comments') : t('panel.reports')}
    />
  );
}
