import { addResources, useTranslation } from '@bonus-atlas/shared-ui';

export const ACCOUNT_NS = 'account';

const accountEn = {
  profile: {
    title: 'Profile',
    loading: 'Loading profile...',
    signedOutTitle: 'Please Sign In',
    signedOutMessage: 'You need to be logged in to view your profile',
  },
  transactions: {
    title: 'My Wallet',
    loading: 'Loading transactions...',
    signedOutTitle: 'Please Log In',
    signedOutMessage: 'You need to log in to view your transaction history',
  },
  myBrands: { title: 'My Brands', loading: 'Loading brands...' },
  createBrand: { title: 'Create Brand' },
  editBrand: { title: 'Edit Brand', loading: 'Loading brand...' },
  editor: { loading: 'Loading brand editor...' },
};

const accountId: typeof accountEn = {
  profile: {
    title: 'Profil',
    loading: 'Memuat profil...',
    signedOutTitle: 'Silakan Masuk',
    signedOutMessage: 'Anda harus masuk untuk melihat profil Anda',
  },
  transactions: {
    title: 'Dompet Saya',
    loading: 'Memuat transaksi...',
    signedOutTitle: 'Silakan Masuk',
    signedOutMessage: 'Anda harus masuk untuk melihat riwayat transaksi Anda',
  },
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
