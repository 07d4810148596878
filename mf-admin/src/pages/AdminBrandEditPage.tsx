import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useParams, useSearchParams } from '@bonus-atlas/shared-ui/router';
import { ErrorState, Spinner, Page } from '@bonus-atlas/shared-ui';
import { loadBrandEditor } from '../federation/load-brand-editor';
import { useAdminTranslation } from '../i18n';

const BrandEditor = lazy(loadBrandEditor);

class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

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
      <EditorBoundary fallback={<ErrorState title={t('brandEdit.editorUnavailable')} />}>
        <Suspense fallback={<Spinner />}>
          <BrandEditor brandId={id} answeredReport={answeredReport} />
        </Suspense>
      </EditorBoundary>
    </Page>
  );
}
