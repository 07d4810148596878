import { Badge, EmptyState, ErrorState, Spinner, formatDate, reportStatusVariant } from '@bonus-atlas/shared-ui';
import { useMyReports } from '@bonus-atlas/shared-services/manage';
import { useAccountTranslation } from '../../i18n/index';
import styles from './Wallet.module.css';

/** Beyond the spec: a reporter follows each report: status and whether it was rewarded. */
export function MyReports({ uid }: { uid: string }) {
  const { t } = useAccountTranslation();
  const reports = useMyReports(uid);
  return (
    <section className={styles.card} aria-labelledby="my-reports-heading">
      <h2 id="my-reports-heading" className={styles.heading}>
        {t('transactions.myReports')}
      </h2>
      {reports.isPending ? (
        <Spinner />
      ) : reports.isError ? (
        <ErrorState
          compact
          title={t('transactions.reportsFailed')}
          retryLabel={t('transactions.tryAgain')}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.length === 0 ? (
        <EmptyState compact title={t('transactions.noReports')} />
      ) : (
        <ul className={styles.list}>
          {reports.data.map((report) => (
            <li key={report.id} className={styles.row} data-report-id={report.id}>
              <span className={styles.main}>
                <span className={styles.type}>
                  {t('transactions.reportOn', { promotion: report.promotionTitle, brand: report.brandName })}
                </span>
                <span className={styles.description}>{report.description}</span>
                <span className={styles.muted}>{formatDate(report.createdAt ?? report.timestamp)}</span>
              </span>
              <span className={styles.side}>
                <Badge size="sm" variant={reportStatusVariant(report.status)}>
                  {t(`transactions.reportStatuses.${report.status}`)}
                </Badge>
                <span className={report.rewarded ? styles.positive : styles.muted}>
                  {report.rewarded ? t('transactions.rewarded') : t('transactions.notRewarded')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
