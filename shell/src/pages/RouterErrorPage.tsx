import { useShellTranslation } from '../i18n';
import { StatusPage } from './StatusPage';

/** spec §8: Router default view: Unexpected Application Error! with status or message. */
export function RouterErrorPage({ error }: { error: unknown }) {
  const { t } = useShellTranslation();
  const detail = error instanceof Error ? error.message : String(error);
  return <StatusPage testId="router-error" title={t('common:states.unexpectedApplicationError')} message={detail} />;
}
