import { Button, ErrorState, errorReason } from '@bonus-atlas/shared-ui';

import { useMoveCommentContacts } from '@bonus-atlas/shared-services/manage';
import { useAdminTranslation } from '../../i18n';
import styles from './Migration.module.css';

/** Moves e-mails of comments stored before contacts were private out of the public documents. */
export function ContactsMigrationPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useAdminTranslation();
  const move = useMoveCommentContacts();
  return (
    <section className={styles.card} aria-labelledby="migration-contacts-heading">
      <h2 id="migration-contacts-heading" className={styles.stepTitle}>
        {t('migration.contactsTitle')}
      </h2>
      <p className={styles.intro}>{t('migration.contactsIntro')}</p>
      <Button
        variant="secondary"
        disabled={!isAdmin}
        loading={move.isPending}
        loadingText={t('migration.running')}
        onClick={() => move.mutate()}
      >
        {t('migration.contactsRun')}
      </Button>
      {move.data ? (
        <p role="status">{t('migration.contactsDone', { comments: move.data.comments, replies: move.data.replies })}</p>
      ) : null}
      {move.isError ? (
        <ErrorState compact title={t('migration.migrationFailed')} message={errorReason(move.error)} />
      ) : null}
    </section>
  );
}
