import { TriangleAlert } from '@bonus-atlas/shared-ui/icons';
import { useAdminTranslation } from '../../i18n';
import styles from './Migration.module.css';

/** Shown when uploads were blocked by the browser (spec §2: a CORS help panel on upload-blocked errors). */
export function CorsHelpPanel() {
  const { t } = useAdminTranslation();
  return (
    <section className={styles.cors} role="alert" aria-labelledby="migration-cors-heading">
      <h2 id="migration-cors-heading" className={styles.stepTitle}>
        <TriangleAlert aria-hidden="true" size={20} /> {t('migration.corsTitle')}
      </h2>
      <p>{t('migration.corsIntro')}</p>
      <ol>
        <li>{t('migration.corsStep1')}</li>
        <li>
          <code>{t('migration.corsStep2')}</code>
        </li>
        <li>{t('migration.corsStep3')}</li>
      </ol>
    </section>
  );
}
