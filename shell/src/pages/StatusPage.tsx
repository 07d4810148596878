import type { ReactNode } from 'react';
import styles from './StatusPage.module.css';

interface StatusPageProps {
  code?: string;
  title: string;
  message: string;
  actions?: ReactNode;
  testId: string;
}

/** Shell-owned full-section messages (404, not allowed, sign-in required, router error). */
export function StatusPage({ code, title, message, actions, testId }: StatusPageProps) {
  return (
    <section className={styles.page} data-testid={testId}>
      {code ? <p className={styles.code}>{code}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
