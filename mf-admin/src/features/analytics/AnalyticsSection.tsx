import { Button, ErrorState, Spinner, formatDateTime, formatIDR, formatNumber } from '@bonus-atlas/shared-ui';
import {
  DECISIONS_SAMPLED,
  readsAtScale,
  siteFiguresKey,
  useSiteFigures,
  type SiteFigures,
} from '@bonus-atlas/shared-services/manage';
import { useQueryClient } from '@bonus-atlas/shared-services';
import { useMemo } from 'react';
import { useAdminTranslation } from '../../i18n';
import { SectionHeader } from '../../ui/SectionHeader';
import styles from './Analytics.module.css';
import { WeeklyChart } from './WeeklyChart';

/** At 100,000 members, by the members' share of today's site (every collection grows with it). */
const SCALE_MEMBERS = 100_000;

export interface AnalyticsViewProps {
  figures: SiteFigures;
}

function Card({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <li className={styles.card}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{value}</p>
      {detail ? <p className={styles.muted}>{detail}</p> : null}
    </li>
  );
}

/** The figures, the two 12-week charts and what they cost, as computed. */
export function AnalyticsView({ figures }: AnalyticsViewProps) {
  const { t } = useAdminTranslation();
  const n = formatNumber;
  const reportWeeks = useMemo(
    () => figures.weeks.map((week) => ({ start: week.start, value: week.reports })),
    [figures],
  );
  const rewardWeeks = useMemo(
    () => figures.weeks.map((week) => ({ start: week.start, value: week.rewardsPaid })),
    [figures],
  );
  // member-driven figures grow with the members; brands and promotions are counted as they are today
  const scale = SCALE_MEMBERS / Math.max(1, figures.members.total.value);
  const grown = [
    figures.members.total,
    figures.members.new7,
    figures.members.new30,
    figures.reports.pending,
    figures.reports.reviewed,
    figures.reports.resolved,
    figures.rewards.total,
    figures.rewards.last30,
    figures.withdrawals.pendingCount,
    figures.withdrawals.paidCount,
    figures.comments.last7,
    figures.comments.last30,
  ];
  const asToday = [figures.brands, figures.promotions.total, figures.promotions.ended];
  // each weekly bar counts one week: a 1,000th of a year's growth stays one read
  const weekly = figures.weeks.length * 2;
  const atScale =
    grown.reduce((total, figure) => total + readsAtScale(figure.matched, scale), 0) +
    asToday.reduce((total, figure) => total + readsAtScale(figure.matched, 1), 0) +
    weekly +
    DECISIONS_SAMPLED;
  const median = figures.reports.medianDecisionHours;

  return (
    <>
      <ul className={styles.grid} aria-label={t('analytics.title')}>
        <Card
          label={t('analytics.members')}
          value={n(figures.members.total.value)}
          detail={t('analytics.membersNew', {
            week: n(figures.members.new7.value),
            month: n(figures.members.new30.value),
          })}
        />
        <Card label={t('analytics.brands')} value={n(figures.brands.value)} />
        <Card
          label={t('analytics.promotions')}
          value={n(figures.promotions.total.value)}
          detail={t('analytics.promotionsSplit', {
            live: n(figures.promotions.live),
            ended: n(figures.promotions.ended.value),
          })}
        />
        <Card
          label={t('analytics.reports')}
          value={n(figures.reports.pending.value + figures.reports.reviewed.value + figures.reports.resolved.value)}
          detail={t('analytics.reportsSplit', {
            pending: n(figures.reports.pending.value),
            reviewed: n(figures.reports.reviewed.value),
            resolved: n(figures.reports.resolved.value),
          })}
        />
        <Card
          label={t('analytics.medianDecision')}
          value={
            median === null
              ? t('analytics.medianNone')
              : t('analytics.medianHours', { hours: n(median, { maximumFractionDigits: 1 }) })
          }
          detail={
            median === null ? undefined : t('analytics.medianSample', { count: figures.reports.decisionsSampled })
          }
        />
        <Card
          label={t('analytics.rewards')}
          value={formatIDR(figures.rewards.total.value)}
          detail={t('analytics.rewardsSplit', { month: formatIDR(figures.rewards.last30.value) })}
        />
        <Card
          label={t('analytics.withdrawalsPending')}
          value={formatIDR(figures.withdrawals.pendingSum.value)}
          detail={t('analytics.withdrawalsPendingSplit', {
            count: figures.withdrawals.pendingCount.value,
            shown: n(figures.withdrawals.pendingCount.value),
          })}
        />
        <Card
          label={t('analytics.withdrawalsPaid')}
          value={formatIDR(figures.withdrawals.paidSum.value)}
          detail={t('analytics.withdrawalsPendingSplit', {
            count: figures.withdrawals.paidCount.value,
            shown: n(figures.withdrawals.paidCount.value),
          })}
        />
        <Card
          label={t('analytics.comments')}
          value={n(figures.comments.last30.value)}
          detail={t('analytics.commentsSplit', {
            week: n(figures.comments.last7.value),
            month: n(figures.comments.last30.value),
          })}
        />
      </ul>
      <div className={styles.charts}>
        <WeeklyChart
          title={t('analytics.reportsChart')}
          tableCaption={t('analytics.chartTable')}
          weekLabel={t('analytics.weekOf')}
          weeks={reportWeeks}
        />
        <WeeklyChart
          title={t('analytics.rewardsChart')}
          tableCaption={t('analytics.chartTable')}
          weekLabel={t('analytics.weekOf')}
          weeks={rewardWeeks}
        />
      </div>
      <section className={styles.cost} aria-labelledby="analytics-cost">
        <h3 id="analytics-cost" className={styles.costTitle}>
          {t('analytics.costTitle')}
        </h3>
        <p className={styles.muted}>{t('analytics.costNow', { reads: n(figures.reads) })}</p>
        <p className={styles.muted}>{t('analytics.costAtScale', { reads: n(atScale), sample: DECISIONS_SAMPLED })}</p>
      </section>
    </>
  );
}

/** /admin/analytics (loaded with this tab only, chart.js with it): figures computed by Firestore. */
export default function AnalyticsSection() {
  const { t } = useAdminTranslation();
  const figures = useSiteFigures();
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby="analytics-heading">
      <SectionHeader headingId="analytics-heading" title={t('panel.analytics')}>
        {figures.data ? (
          <p className={styles.muted} data-testid="computed-at">
            {t('analytics.computedAt', { time: formatDateTime(figures.data.computedAt) })}
          </p>
        ) : null}
        <Button
          variant="secondary"
          loading={figures.isFetching}
          onClick={() => void queryClient.invalidateQueries({ queryKey: siteFiguresKey })}
        >
          {t('analytics.refresh')}
        </Button>
      </SectionHeader>
      {figures.isPending ? (
        <Spinner label={t('analytics.loading')} />
      ) : figures.isError ? (
        <ErrorState
          title={t('analytics.errorTitle')}
          retryLabel={t('analytics.tryAgain')}
          retrying={figures.isFetching}
          onRetry={() => void figures.refetch()}
        />
      ) : (
        <AnalyticsView figures={figures.data} />
      )}
    </section>
  );
}
