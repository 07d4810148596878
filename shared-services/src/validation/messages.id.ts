import type { ErrorClass } from '../resilience/classify-error';
import type { ValidationMessageKey } from './messages';

/** Bahasa Indonesia for the validation message keys (same `{placeholders}`), for the UIs' i18n bundles. */
export const validationMessagesId: Record<ValidationMessageKey, string> = {
  displayNameRequired: 'Silakan masukkan nama tampilan',
  displayNameTooLong: 'Nama tampilan maksimal 50 karakter',
  brandNameRequired: 'Nama brand wajib diisi',
  brandSlugRequired: 'Slug URL brand wajib diisi',
  brandSlugInvalid: 'Slug URL hanya boleh berisi huruf kecil, angka, tanda hubung dan garis bawah',
  brandSlugTaken: 'Slug URL ini sudah dipakai. Silakan pilih yang lain.',
  brandDescriptionRequired: 'Deskripsi wajib diisi',
  brandWelcomeBonusRequired: 'Bonus sambutan wajib diisi',
  brandWebsiteInvalid: 'URL situs tidak valid. Masukkan URL lengkap dengan https://',
  brandRatingRange: 'Rating harus antara 1 dan 5',
  brandRatingStep: 'Rating harus berkelipatan 0,1',
  promotionNumberMin: 'Nilai harus 0 atau lebih',
  brandFeaturesTooMany: 'Tambahkan paling banyak 10 fitur',
  brandFeatureTooLong: 'Setiap fitur maksimal 100 karakter',
  commentTextRequired: 'Silakan tulis komentar',
  commentNameRequired: 'Silakan masukkan nama Anda',
  commentTooLong: 'Komentar terlalu panjang. Maksimal 1000 karakter (saat ini {count} karakter)',
  commentNameTooLong: 'Nama maksimal 100 karakter',
  commentNameReserved: 'Nama dengan "admin" khusus untuk tim Bonus Atlas. Silakan pilih nama lain.',
  commentEmailTooLong: 'Email maksimal 100 karakter',
  missingRequiredFields: 'Kolom wajib belum diisi',
  replyTooLong: 'Balasan terlalu panjang. Maksimal 500 karakter',
  replyTextEmpty: 'Teks balasan tidak boleh kosong',
  replyTextTooLongService: 'Teks balasan terlalu panjang (maksimal 500 karakter)',
  adminReplyRequired: 'Silakan tulis pesan balasan',
  adminReplyTooLong: 'Balasan terlalu panjang. Maksimal 1000 karakter',
  reportDescriptionRequired: 'Silakan jelaskan masalahnya.',
  reportLoginRequired: 'Silakan masuk untuk mengirim laporan.',
  imageNotImage: 'Silakan pilih file gambar',
  imageWrongType: 'Silakan pilih gambar dengan tipe: {types}',
  imageTooLarge: 'Ukuran gambar harus kurang dari {limit}MB untuk diproses',
  uploadNotSignedIn: 'Anda harus masuk untuk mengunggah gambar. Silakan masuk terlebih dahulu.',
  brandLoginRequired: 'Anda harus masuk untuk membuat atau mengedit brand.',
  brandNoPermission: 'Anda tidak memiliki izin untuk mengedit brand ini.',
};

/** Bahasa Indonesia for the error classes of spec §8. */
export const errorClassMessagesId: Record<ErrorClass, string> = {
  network: 'Masalah koneksi jaringan. Silakan periksa koneksi internet Anda.',
  permission: 'Akses ditolak. Silakan hubungi dukungan.',
  quota: 'Layanan sementara tidak tersedia. Silakan coba lagi nanti.',
  configuration: 'Masalah konfigurasi layanan. Silakan hubungi dukungan.',
  timeout: 'Waktu permintaan habis. Silakan coba lagi.',
  'storage-quota': 'Batas penyimpanan tercapai. Beberapa fitur mungkin terbatas.',
  'data-format': 'Kesalahan format data. Silakan muat ulang halaman.',
  unknown: 'Terjadi kesalahan yang tidak terduga.',
};
