import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Spinner } from '../spinner/Spinner';
import styles from './Page.module.css';

export interface PageProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The page heading (h1); omit for pages whose content brings its own heading. */
  title?: ReactNode;
  children?: ReactNode;
}

/** A page root: centred column with the page's h1. Remotes pass `data-remote` for the e2e checks. */
export function Page({ title, children, className, ...sectionProps }: PageProps) {
  return (
    <section {...sectionProps} className={className ? `${styles.page} ${className}` : styles.page}>
      {title !== undefined ? <h1 className={styles.title}>{title}</h1> : null}
      {children}
    </section>
  );
}

export interface PageLoadingProps extends Omit<PageProps, 'children'> {
  message: string;
  detail?: string;
}

/** A page's title with its loading state (busy for assistive technology). */
export function PageLoading({ message, detail, ...pageProps }: PageLoadingProps) {
  return (
    <Page {...pageProps} aria-busy="true">
      <div className={styles.loading} role="status">
        <Spinner />
        <p className={styles.message}>{message}</p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
      </div>
    </Page>
  );
}
