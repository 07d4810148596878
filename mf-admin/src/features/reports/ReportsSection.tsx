import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  IconButton,
  Spinner,
  formatDate,
  formatNumber,
  reportStatusVariant,
  useToast,
} from '@bonus-atlas/shared-ui';
import { SelectField } from '@bonus-atlas/shared-ui/forms';
import { ConfirmDialog, Table, type TableColumn } from '@bonus-atlas/shared-ui/manage';
import { Trash2 } from '@bonus-atlas/shared-ui/icons';
import { REPORT_REASONS, type PromotionReport, type ReportReason } from '@bonus-atlas/shared-services';
import {
  useDeleteReport,
  useDuplicateReports,
  useReportCounts,
  useReportsPages,
} from '@bonus-atlas/shared-services/manage';
import { useMemo, useState } from 'react';
import { useAdminTranslation } from '../../i18n';
import { ReportDetailsModal } from './ReportDetailsModal';
import { SectionHeader } from '../../ui/SectionHeader';
import styles from './Reports.module.css';
import { StatusFilters, type StatusFilter } from './StatusFilters';

/** /admin/reports (spec §2): counts, status and reason filters, a paged table, details and delete. */
export function ReportsSection() {
  const { t } = useAdminTranslation();
  const toast = useToast();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [openReport, setOpenReport] = useState<PromotionReport | null>(null);
  const [toDelete, setToDelete] = useState<PromotionReport | null>(null);
  const counts = useReportCounts();
  const pages = useReportsPages({ status: status === 'all' ? null : status, reason: reason || null });
  const deleteReport = useDeleteReport();
  const reports = useMemo(() => pages.data?.pages.flatMap((page) => page.reports) ?? [], [pages.data]);
  // a member's second report while the first was open: marked, and never paid again
  const duplicates = useDuplicateReports(reports);

  const columns: TableColumn<PromotionReport>[] = [
    {
      id: 'description',
      header: t('reports.columns.description'),
      cell: (report) => <p className={styles.description}>{report.description}</p>,
      width: '34%',
    },
    {
      id: 'promotion',
      header: t('reports.columns.promotion'),
      cell: (report) => (
        <span className={styles.promotion}>
          <span>{report.promotionTitle}</span>
          <span className={styles.muted}>{report.brandName}</span>
        </span>
      ),
    },
    {
      id: 'reason',
      header: t('reports.columns.reason'),
      cell: (report) => t(`reasons.${report.reason ?? 'none'}`),
    },
    {
      id: 'status',
      header: t('reports.columns.status'),
      cell: (report) => (
        <span className={styles.status}>
          <Badge size="sm" variant={reportStatusVariant(report.status)}>
            {t(`statuses.${report.status}`)}
          </Badge>
          {duplicates.data?.has(report.id) ? (
            <Badge size="sm" tone="warning">
              {t('reports.duplicate')}
            </Badge>
          ) : null}
          <span className={styles.muted}>{formatDate(report.createdAt ?? report.timestamp)}</span>
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('reports.columns.actions'),
      align: 'end',
      cell: (report) => (
        <IconButton
          aria-label={t('reports.deleteReport', { title: report.promotionTitle })}
          icon={<Trash2 />}
          variant="danger"
          onClick={() => setToDelete(report)}
        />
      ),
    },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteReport.mutate(toDelete.id, {
      onSuccess: () => toast.show({ kind: 'success', title: t('reportMessages.deleted') }),
      onError: () => toast.show({ kind: 'error', title: t('reportMessages.deleteFailed') }),
      onSettled: () => setToDelete(null),
    });
  };

  const reasonOptions = [
    { value: '', label: t('reports.allReasons') },
    ...REPORT_REASONS.map((code) => ({ value: code, label: t(`reasons.${code}`) })),
  ];
  const shownTotal = status === 'all' ? counts.data?.all : counts.data?.[status];

  return (
    <section aria-labelledby="admin-reports-heading">
      <SectionHeader headingId="admin-reports-heading" title={t('panel.reports')}>
        {counts.data ? <p className={styles.total}>{t('reports.total', { count: counts.data.all })}</p> : null}
      </SectionHeader>
      <div className={styles.toolbar}>
        <StatusFilters value={status} counts={counts.data} onChange={setStatus} />
        <SelectField
          label={t('reports.reasonFilter')}
          containerClassName={styles.reason}
          options={reasonOptions}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReportReason | '')}
        />
      </div>

      {pages.isPending ? (
        <Spinner label={t('reports.loading')} />
      ) : pages.isError ? (
        <ErrorState
          title={t('reports.errorTitle')}
          message={t('reports.errorMessage')}
          retryLabel={t('reports.tryAgain')}
          retrying={pages.isRefetching}
          onRetry={() => void pages.refetch()}
        />
      ) : (
        <>
          <Table
            caption={t('reports.caption')}
            columns={columns}
            rows={reports}
            getRowKey={(report) => report.id}
            onRowClick={setOpenReport}
            empty={<EmptyState title={t('reports.emptyTitle')} message={t('reports.emptyMessage')} />}
          />
          {reports.length > 0 ? (
            <div className={styles.footer}>
              <span className={styles.muted} aria-live="polite">
                {t('reports.shownOf', {
                  shown: formatNumber(reports.length),
                  total: formatNumber(Math.max(shownTotal ?? reports.length, reports.length)),
                })}
              </span>
              {pages.hasNextPage ? (
                <Button
                  variant="secondary"
                  onClick={() => void pages.fetchNextPage()}
                  loading={pages.isFetchingNextPage}
                  loadingText={t('reports.loading')}
                >
                  {t('reports.loadMore')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      )}

      <ReportDetailsModal
        report={openReport}
        duplicateOf={openReport ? (duplicates.data?.get(openReport.id) ?? null) : null}
        onClose={() => setOpenReport(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('reports.confirmDeleteTitle')}
        message={t('reports.confirmDeleteMessage', { title: toDelete?.promotionTitle ?? '' })}
        confirmLabel={t('reports.delete')}
        busy={deleteReport.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
