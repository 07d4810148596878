import { addResources, useTranslation } from '@bonus-atlas/shared-ui';

export const ACCOUNT_NS = 'account';

const accountEn = {
  profile: { title: 'Profile', loading: 'Loading profile...' },
  transactions: { title: 'My Wallet', loading: 'Loading transactions...' },
  myBrands: { title: 'My Brands', loading: 'Loading brands...' },
  createBrand: { title: 'Create Brand' },
  editBrand: { title: 'Edit Brand', loading: 'Loading brand...' },
  editor: { loading: 'Loading brand editor...' },
};

const accountId: typeof accountEn = {
  profile: { title: 'Profil', loading: 'Memuat profil...' },
  transactions: { title: 'Dompet Saya', loading: 'Memuat transaksi...' },
  myBrands: { title: 'Brand Saya', loading: 'Memuat brand...' },
  createBrand: { title: 'Buat Brand' },
  editBrand: { title: 'Edit Brand', loading: 'Memuat brand...' },
  editor: { loading: 'Memuat editor brand...' },
};

addResources(ACCOUNT_NS, { en: accountEn, id: accountId });

/** Translations of this remote's own texts (shared texts live in the `common` namespace). */
export function useAccountTranslation() {
  return useTranslation(ACCOUNT_NS);
}
