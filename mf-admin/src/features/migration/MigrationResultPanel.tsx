import { formatNumber } from '@bonus-atlas/shared-ui';
import { summarizeMigratedBrands, type MigrationResult } from '@bonus-atlas/shared-services/manage';
import { useAdminTranslation } from '../../i18n';
import styles from './Migration.module.css';

const COUNTS = ['brandsProcessed', 'brandImagesMigrated', 'promotionImagesMigrated', 'promotionImagesSkipped'] as const;

/** Result counts, errors and the recently migrated brands (first 5, the rest summarised; spec §2). */
export function MigrationResultPanel({ result }: { result: MigrationResult }) {
  const { t } = useAdminTranslation();
  const recent = summarizeMigratedBrands(result.migratedBrands);
  return (
    <section className={styles.card} aria-labelledby="migration-result-heading">
      <h2 id="migration-result-heading" className={styles.stepTitle}>
        {t('migration.resultTitle')}
      </h2>
      {result.dryRun ? <p className={styles.note}>{t('migration.dryRunResult')}</p> : null}
      <dl className={styles.stats}>
        {COUNTS.map((key) => (
          <div key={key} className={styles.stat}>
            <dt>{t(`migration.result.${key}`)}</dt>
            <dd>{formatNumber(result[key])}</dd>
          </div>
        ))}
        <div className={styles.stat}>
          <dt>{t('migration.result.errors')}</dt>
          <dd>{formatNumber(result.errors.length)}</dd>
        </div>
      </dl>
      {result.errors.length > 0 ? (
        <ul className={styles.errors}>
          {result.errors.map((error) => (
            <li key={error.brandId}>{t('migration.errorFor', { brand: error.brandName, message: error.message })}</li>
          ))}
        </ul>
      ) : null}
      {recent.shown.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t('migration.recentTitle')}</h3>
          <ul className={styles.recent}>
            {recent.shown.map((brand) => (
              <li key={brand.id}>
                <span>{brand.name}</span>
                <span className={styles.muted}>{t('migration.recentImages', { count: brand.images })}</span>
              </li>
            ))}
          </ul>
          {recent.more > 0 ? <p className={styles.muted}>{t('migration.recentMore', { count: recent.more })}</p> : null}
        </>
      ) : (
        <p className={styles.muted}>{t('migration.noneToMigrate')}</p>
      )}
    </section>
  );
}
