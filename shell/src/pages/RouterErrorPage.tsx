import { isRouteErrorResponse, useRouteError } from '@bonus-atlas/shared-ui/router';
import { useShellTranslation } from '../i18n';
import { StatusPage } from './StatusPage';

/** spec §8: Router default view: Unexpected Application Error! with status or message. */
export function RouterErrorPage() {
  const { t } = useShellTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return <StatusPage testId="router-error" title={t('common:states.unexpectedApplicationError')} message={detail} />;
}
