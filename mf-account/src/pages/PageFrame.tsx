import type { ReactNode } from 'react';
import styles from './PageLoading.module.css';

/** A page root with its title; data-remote lets the e2e suite check which remote rendered it. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page} data-remote="mf_account">
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}
