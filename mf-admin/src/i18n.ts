import { addResources, useTranslation } from '@bonus-atlas/shared-ui';

export const ADMIN_NS = 'admin';

const adminEn = {
  panel: {
    title: 'Admin Panel',
    reports: 'Wrong Info Reports',
    comments: 'Comment Management',
    loadingReports: 'Loading reports...',
    loadingComments: 'Loading comments...',
  },
  brandEdit: { title: 'Edit Brand', editorUnavailable: 'The brand editor could not be loaded.' },
  migration: { title: 'Migration Tool', loading: 'Loading migration tool...' },
};

const adminId: typeof adminEn = {
  panel: {
    title: 'Panel Admin',
    reports: 'Laporan Info Salah',
    comments: 'Manajemen Komentar',
    loadingReports: 'Memuat laporan...',
    loadingComments: 'Memuat komentar...',
  },
  brandEdit: { title: 'Edit Brand', editorUnavailable: 'Editor brand tidak dapat dimuat.' },
  migration: { title: 'Alat Migrasi', loading: 'Memuat alat migrasi...' },
};

addResources(ADMIN_NS, { en: adminEn, id: adminId });

/** Translations of this remote's own texts (shared texts live in the `common` namespace). */
export function useAdminTranslation() {
  return useTranslation(ADMIN_NS);
}
