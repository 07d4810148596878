import { Suspense } from 'react';
import { useParams, useSearchParams } from '@bonus-atlas/shared-ui/router';
import { ErrorState, lazyWithRetry, Page, ErrorBoundary, Spinner } from '@bonus-atlas/shared-ui';
import { loadBrandEditor } from '../federation/load-brand-editor';
import { useAdminTranslation } from '../i18n';

// a load that failed (offline, the account remote down) is tried again on Retry or the next visit
const BrandEditor = lazyWithRetry(loadBrandEditor);

/** /admin/brand/edit/:id: the account remote's brand editor, opened by an admin. */
export default function AdminBrandEditPage() {
  const { t } = useAdminTranslation();
  const { id } = useParams();
  // opened from a member's report (Edit promotion): the promotion's change-log entry names the report
  const [searchParams] = useSearchParams();
  const reportId = searchParams.get('report');
  const promotionId = searchParams.get('promotion');
  const answeredReport = reportId && promotionId ? { reportId, promotionId } : undefined;
  return (
    <Page data-remote="mf_admin" title={t('brandEdit.title')}>
      {answeredReport ? <p data-testid="answering-report">{t('brandEdit.answeringReport')}</p> : null}
      <ErrorBoundary
        name="mf_account/BrandEditor"
        parts={[BrandEditor]}
        fallback={({ retry }) => (
          <ErrorState title={t('brandEdit.editorUnavailable')} retryLabel={t('actions.tryAgain')} onRetry={retry} />
        )}
      >
        <Suspense fallback={<Spinner />}>
          <BrandEditor brandId={id} answeredReport={answeredReport} />
        </Suspense>
      </ErrorBoundary>
    </Page>
  );
}
