import { Spinner } from '@bonus-atlas/shared-ui';
import styles from './PageLoading.module.css';

interface PageLoadingProps {
  title: string;
  message: string;
  detail?: string;
}

/** A page's title with its loading state; every page root carries data-remote for the e2e checks. */
export function PageLoading({ title, message, detail }: PageLoadingProps) {
  return (
    <section className={styles.page} data-remote="mf_admin" aria-busy="true">
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.loading} role="status">
        <Spinner />
        <p className={styles.message}>{message}</p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
      </div>
    </section>
  );
}
