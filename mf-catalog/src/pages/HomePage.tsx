import { HomeBrowser } from '../features/home/HomeBrowser';
import { HomeHead } from '../features/home/HomeHead';
import { useCatalogTranslation } from '../i18n';
import styles from './Page.module.css';

/** Home (/): every brand with filters, search, sorting and Load More (spec §2). */
export default function HomePage() {
  const { t } = useCatalogTranslation();
  return (
    <section className={styles.page} data-remote="mf_catalog" aria-labelledby="catalog-home-title">
      <HomeHead />
      <h1 className={styles.title} id="catalog-home-title">
        {t('home.title')}
      </h1>
      <HomeBrowser />
    </section>
  );
}
