// The shell's texts in Bahasa Indonesia (typed against English so no key goes missing; the e2e language
// check reads them too). A page loads only its own language's (i18n-loaders.ts).
import type { shellEn } from './i18n-texts';

export const shellId: typeof shellEn = {
  remoteUnavailableDetail: 'Bagian lain situs tetap berfungsi. Coba lagi sebentar lagi.',
  sectionLoading: 'Memuat...',
  skipToContent: 'Langsung ke konten',
  nav: { migration: 'Alat Migrasi', reports: 'Laporan Info Salah', comments: 'Manajemen Komentar' },
  session: {
    signInFailed: 'Gagal masuk. Silakan coba lagi.',
    signOutFailed: 'Gagal keluar. Silakan coba lagi.',
    unconfirmedTitle: 'Kami belum dapat memastikan status masuk Anda',
    unconfirmedMessage:
      'Layanan masuk tidak menjawab, jadi Anda melihat situs sebagai pengunjung. Kami akan terus mencoba dan memasukkan Anda kembali saat layanan menjawab.',
  },
  chooser: {
    title: 'Pilih akun',
    description: 'Masuk lokal melalui emulator Firebase Auth. Pilih akun demo atau ketik e-mail apa pun.',
    adminRole: 'Admin',
    memberRole: 'Anggota',
    emailLabel: 'E-mail',
    emailPlaceholder: 'anda@contoh.com',
    nameLabel: 'Nama tampilan (opsional)',
    continue: 'Lanjutkan',
    invalidEmail: 'Masukkan alamat e-mail yang valid.',
    failed: 'Gagal masuk. Apakah emulator Auth berjalan?',
    timedOut: 'Proses masuk terlalu lama: layanan masuk tidak menjawab. Silakan coba lagi sebentar lagi.',
  },
  notAllowed: { goHome: 'Ke Beranda' },
  footer: {
    adultsOnly: '18+',
    notice: 'Hanya untuk usia 18 tahun ke atas. Judi dapat membuat kecanduan: bermainlah secara bertanggung jawab.',
    help: 'Dapatkan bantuan terkait judi',
  },
  siteNotice: {
    label: 'Pengumuman dari Bonus Atlas',
    suspendedTitle: 'Akun Anda ditangguhkan',
  },
  takeABreak: {
    title: 'Anda sedang rehat hingga {{until}}.',
    message: 'Jumlah bonus dan tombol Klaim Bonus disembunyikan sampai saat itu. Perlu bicara dengan seseorang?',
    footerLink: 'Rehat sejenak',
    dialogTitle: 'Rehat sejenak',
    explain: 'Sembunyikan semua jumlah bonus dan tombol Klaim Bonus di seluruh situs untuk sementara.',
    lengthLegend: 'Berapa lama?',
    lengths: { '24h': '24 jam', '30d': '30 hari', '90d': '90 hari' },
    noEarlyEnd: 'Rehat tidak dapat diakhiri lebih awal. Anda dapat memperpanjangnya.',
    cancel: 'Batal',
    start: 'Mulai rehat',
    extend: 'Perpanjang',
    started: 'Rehat Anda berlangsung hingga {{until}}.',
    failed: 'Gagal memulai rehat: {{reason}}',
  },
  adminTool: {
    title: 'Alat Migrasi',
    message:
      'Hanya admin yang dapat menjalankan migrasi. Anda masuk sebagai member, jadi alat admin tidak dimuat untuk Anda.',
  },
  signInRequired: {
    title: 'Silakan Masuk',
    message: 'Anda harus masuk untuk membuka halaman ini.',
  },
  notFound: { code: '404' },
  // the shell's own page's <head> (the 404 of an address no remote has)
  seo: { notFoundTitle: 'Halaman tidak ditemukan | Bonus Atlas' },
};
