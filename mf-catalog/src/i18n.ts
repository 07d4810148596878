import { addResources, useTranslation } from '@bonus-atlas/shared-ui';

export const CATALOG_NS = 'catalog';

const catalogEn = {
  home: {
    title: 'All Brands',
    loading: 'Loading brands...',
    loadingDetail: 'Fetching the latest brand information from our database.',
  },
  search: { title: 'Search', prompt: 'Start your search' },
  favorites: { title: 'Your Favorite Brands' },
  brand: { title: 'Brand', loading: 'Loading brand...' },
};

const catalogId: typeof catalogEn = {
  home: {
    title: 'Semua Brand',
    loading: 'Memuat brand...',
    loadingDetail: 'Mengambil informasi brand terbaru dari database kami.',
  },
  search: { title: 'Cari', prompt: 'Mulai pencarian Anda' },
  favorites: { title: 'Brand Favorit Anda' },
  brand: { title: 'Brand', loading: 'Memuat brand...' },
};

addResources(CATALOG_NS, { en: catalogEn, id: catalogId });

/** Translations of this remote's own texts (shared texts live in the `common` namespace). */
export function useCatalogTranslation() {
  return useTranslation(CATALOG_NS);
}
