import { Link } from '@bonus-atlas/shared-ui/router';
import { buttonClassName } from '@bonus-atlas/shared-ui';
import { useShellTranslation } from '../i18n';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  const { t } = useShellTranslation();
  return (
    <>
      <title>{t('seo.notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <StatusPage
        testId="not-found"
        code={t('notFound.code')}
        title={t('common:states.pageNotFound')}
        message={t('common:states.pageNotFoundMessage')}
        actions={
          <Link to="/" className={buttonClassName({ variant: 'primary' })}>
            {t('common:actions.goHome')}
          </Link>
        }
      />
    </>
  );
}
