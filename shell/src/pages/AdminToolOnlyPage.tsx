import { Link } from '@bonus-atlas/shared-ui/router';
import { buttonClassName } from '@bonus-atlas/shared-ui';
import { useShellTranslation } from '../i18n';
import { StatusPage } from './StatusPage';

/**
 * /migration for a signed-in member: the spec lets them open the page, but the admin remote's code is
 * served only to admins, so the shell itself says why the tool cannot run for them.
 */
export function AdminToolOnlyPage() {
  const { t } = useShellTranslation();
  return (
    <StatusPage
      testId="admin-tool-only"
      title={t('adminTool.title')}
      message={t('adminTool.message')}
      actions={
        <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
          {t('common:actions.goHome')}
        </Link>
      }
    />
  );
}
