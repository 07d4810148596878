import { useMemo, useState } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@bonus-atlas/shared-ui';
import { PageHeader } from '../components/page-header/PageHeader';
import { WelcomeBonusTable } from '../features/welcome-table/WelcomeBonusTable';
import { useWelcomeBonusPromotions } from '../features/listings/use-promotion-listings';
import {
  DEFAULT_WELCOME_SORT,
  nextWelcomeSort,
  sortWelcomeBonusRows,
  toWelcomeBonusRows,
} from '../features/welcome-table/welcome-bonus-rows';
import { WelcomeBonusHead } from '../features/seo/PromotionsHeads';
import { useOpenPromotion } from '../features/promotion-detail/use-open-promotion';
import { usePromotionsPerformance } from '../hooks/use-promotions-performance';
import { usePromotionsTranslation } from '../i18n';
import { LazyPromotionDetailModal } from '../features/promotion-detail/LazyPromotionDetailModal';
import styles from './PromotionsPage.module.css';

/** /welcomebonus (spec §2): sortable comparison of welcome bonuses with a max bonus or turnover. */
export default function WelcomeBonusPage() {
  const { t } = usePromotionsTranslation();
  const welcome = useWelcomeBonusPromotions();
  usePromotionsPerformance(welcome, 'welcome-bonus');
  const [sort, setSort] = useState(DEFAULT_WELCOME_SORT);
  const rows = useMemo(
    () => sortWelcomeBonusRows(toWelcomeBonusRows(welcome.promotions), sort),
    [welcome.promotions, sort],
  );
  const { promotion, open, openPromotion, closePromotion } = useOpenPromotion(welcome.promotions);

  return (
    <section className={styles.page} data-remote="mf_promotions" data-testid="welcome-bonus-page">
      <WelcomeBonusHead promotions={welcome.promotions} />
      <PageHeader title={t('welcome.title')} subtitle={t('welcome.subtitle')} />
      {welcome.status === 'loading' ? (
        <div role="status" aria-label={t('list.loading')} className={styles.tableLoading}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={48} />
          ))}
        </div>
      ) : welcome.status === 'error' ? (
        <ErrorState title={t('welcome.error')} onRetry={welcome.retry} retryLabel={t('list.tryAgain')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('list.empty')} message={t('welcome.empty')} />
      ) : (
        <>
          <p className={styles.count}>
            {t('welcome.count', { count: rows.length })} · {t('welcome.turnoverToClearHint')}
          </p>
          <WelcomeBonusTable
            rows={rows}
            sort={sort}
            onSort={(key) => setSort((current) => nextWelcomeSort(current, key))}
            onView={openPromotion}
          />
        </>
      )}
      <LazyPromotionDetailModal promotion={promotion} open={open} onClose={closePromotion} />
    </section>
  );
}
