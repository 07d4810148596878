import { Button, ErrorState, Page, ProgressBar, formatNumber, errorReason } from '@bonus-atlas/shared-ui';
import { Checkbox, SelectField } from '@bonus-atlas/shared-ui/forms';
import { ConfirmDialog } from '@bonus-atlas/shared-ui/manage';
import { Database } from '@bonus-atlas/shared-ui/icons';
import { selectIsAdmin, useSessionStore } from '@bonus-atlas/shared-services';
import {
  MIGRATION_BRAND_LIMITS,
  isUploadBlockedError,
  useAnalyzeMigration,
  useRunMigration,
  type MigrationAnalysis,
} from '@bonus-atlas/shared-services/manage';
import { useState } from 'react';
import { useAdminTranslation } from '../i18n';
import { ContactsMigrationPanel } from '../features/migration/ContactsMigrationPanel';
import { CorsHelpPanel } from '../features/migration/CorsHelpPanel';
import styles from '../features/migration/Migration.module.css';
import { MigrationResultPanel } from '../features/migration/MigrationResultPanel';
import { useMigrationProgress } from '../features/migration/use-migration-progress';

const ANALYSIS_ROWS: (keyof MigrationAnalysis)[] = [
  'totalBrands',
  'brandsWithBase64',
  'brandImages',
  'promotionImages',
  'totalImages',
];

/** /migration (spec §2): Analyze Database → Configure → Run; any signed-in user may look, only admins run. */
export default function MigrationPage() {
  const { t } = useAdminTranslation();
  const isAdmin = useSessionStore(selectIsAdmin);
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const analyze = useAnalyzeMigration();
  const progress = useMigrationProgress();
  const migrate = useRunMigration(progress.report);
  const [dryRun, setDryRun] = useState(true);
  const [brandLimit, setBrandLimit] = useState('1');
  const [skipPromotionImages, setSkipPromotionImages] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const start = () => {
    if (!uid || !isAdmin) return;
    setConfirming(false);
    progress.reset();
    migrate.mutate({ dryRun, brandLimit: brandLimit === 'all' ? null : Number(brandLimit), skipPromotionImages, uid });
  };

  const result = migrate.data;
  const failure = migrate.isError ? errorReason(migrate.error) : null;
  const uploadBlocked =
    (failure !== null && isUploadBlockedError(failure)) ||
    (result?.errors.some((error) => isUploadBlockedError(error.message)) ?? false);
  const limitOptions = MIGRATION_BRAND_LIMITS.map((limit) => ({
    value: limit === null ? 'all' : String(limit),
    label: limit === null ? t('migration.allBrands') : formatNumber(limit),
  }));

  return (
    <Page data-remote="mf_admin" title={t('migration.title')}>
      <p className={styles.intro}>{t('migration.intro')}</p>
      {!isAdmin ? (
        <div className={styles.notice} role="note">
          <strong>{t('migration.adminOnlyTitle')}</strong>
          <p>{t('migration.adminOnlyMessage')}</p>
        </div>
      ) : null}

      <section className={styles.card} aria-labelledby="migration-analyze-heading">
        <h2 id="migration-analyze-heading" className={styles.stepTitle}>
          {t('migration.analyzeStep')}
        </h2>
        <Button
          variant="secondary"
          leftIcon={<Database aria-hidden="true" />}
          disabled={!isAdmin}
          loading={analyze.isPending}
          loadingText={t('migration.analyzing')}
          onClick={() => analyze.mutate()}
        >
          {t('migration.analyze')}
        </Button>
        {analyze.isError ? (
          <ErrorState compact title={t('migration.analysisFailed')} message={errorReason(analyze.error)} />
        ) : null}
        {analyze.data ? (
          <dl className={styles.stats}>
            {ANALYSIS_ROWS.map((key) => (
              <div key={key} className={styles.stat}>
                <dt>{t(`migration.analysis.${key}`)}</dt>
                <dd>{formatNumber(analyze.data[key])}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="migration-configure-heading">
        <h2 id="migration-configure-heading" className={styles.stepTitle}>
          {t('migration.configureStep')}
        </h2>
        <div className={styles.options}>
          <Checkbox
            label={t('migration.dryRun')}
            checked={dryRun}
            disabled={!isAdmin}
            onChange={(event) => setDryRun(event.target.checked)}
          />
          <SelectField
            label={t('migration.brandLimit')}
            options={limitOptions}
            value={brandLimit}
            disabled={!isAdmin}
            containerClassName={styles.limit}
            onChange={(event) => setBrandLimit(event.target.value)}
          />
          <Checkbox
            label={t('migration.skipPromotionImages')}
            checked={skipPromotionImages}
            disabled={!isAdmin}
            onChange={(event) => setSkipPromotionImages(event.target.checked)}
          />
        </div>
      </section>

      <section className={styles.card} aria-labelledby="migration-run-heading">
        <h2 id="migration-run-heading" className={styles.stepTitle}>
          {t('migration.runStep')}
        </h2>
        <Button
          variant={dryRun ? 'secondary' : 'primary'}
          disabled={!isAdmin}
          loading={migrate.isPending}
          loadingText={t('migration.running')}
          onClick={() => (dryRun ? start() : setConfirming(true))}
        >
          {dryRun ? t('migration.runDry') : t('migration.runLive')}
        </Button>
        {progress.brands.length > 0 ? (
          <ul className={styles.progressList}>
            {progress.brands.map((brand) => (
              <li key={brand.brandId}>
                <ProgressBar
                  label={t('migration.progressLabel', { brand: brand.brandName, done: brand.done, total: brand.total })}
                  value={brand.total === 0 ? 100 : Math.round((brand.done / brand.total) * 100)}
                  tone={brand.state === 'failed' ? 'danger' : brand.state === 'done' ? 'success' : 'primary'}
                />
                <span className={styles.progressText} aria-hidden="true">
                  {t('migration.progressLabel', { brand: brand.brandName, done: brand.done, total: brand.total })} ·{' '}
                  {t(`migration.states.${brand.state}`)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {failure !== null ? <ErrorState compact title={t('migration.migrationFailed')} message={failure} /> : null}
      </section>

      {uploadBlocked ? <CorsHelpPanel /> : null}
      {result ? <MigrationResultPanel result={result} /> : null}
      <ContactsMigrationPanel isAdmin={isAdmin} />

      <ConfirmDialog
        open={confirming}
        tone="primary"
        title={t('migration.confirmTitle')}
        message={t('migration.confirmMessage', {
          limit: brandLimit === 'all' ? t('migration.allBrands') : brandLimit,
        })}
        confirmLabel={t('migration.confirm')}
        onConfirm={start}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}
