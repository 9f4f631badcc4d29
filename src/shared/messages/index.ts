import { loadingMessages } from './loading';
import { pageMessages } from './pages';
import { siteMessages } from './site';

/**
 * The Indonesian message catalogue: every text a person reads comes from this folder.
 * This file holds the texts of the specification and of the API; site.ts and pages.ts the public
 * website's, admin.ts the back office's (imported by admin modules only, so that public pages
 * never download it).
 * Texts quoted by the specification are exact, character for character.
 * Placeholders are named (`{q}`) and filled with `format()`; never split a sentence across keys.
 */
export const messages = {
  /** The public website (see site.ts and pages.ts). */
  site: siteMessages,
  pages: pageMessages,
  loading: loadingMessages,
  empty: {
    guide: 'Tidak ada panduan yang ditemukan.',
    guideBook: 'Tidak ada buku panduan yang ditemukan.',
    documents: 'Tidak ada dokumen yang ditemukan.',
    sk: 'Tidak ada SK yang ditemukan.',
    skRektor: 'Tidak ada SK Rektor yang ditemukan.',
    articles: 'Tidak ada artikel yang ditemukan.',
    videos: 'Tidak ada video ditemukan.',
    orgChart: 'Tidak ada bagan struktur organisasi yang ditemukan.',
    search: 'Tidak ada artikel yang cocok dengan pencarian Anda.',
    categoryDocuments: 'Tidak ada dokumen di kategori ini.',
    news: 'Tidak ada berita ditemukan.',
    articleDetail: 'Artikel tidak ditemukan.',
  },
  publicError: {
    news: 'Gagal mengambil data artikel.',
    articleDetail: 'Artikel tidak ditemukan atau terjadi kesalahan server.',
    articles: 'Gagal memuat artikel dari server.',
    data: 'Gagal memuat data dari server.',
    fetch: 'Gagal mengambil data dari server.',
    videos: 'Gagal mengambil data video.',
    orgChart: 'Gagal mengambil data bagan struktur organisasi.',
    guide: 'Gagal mengambil data Panduan dari server.',
  },
  adminError: {
    update: 'Gagal memperbarui data.',
    create: 'Gagal menambahkan data.',
    delete: 'Gagal menghapus data.',
    save: 'Gagal menyimpan data.',
    saveCategory: 'Gagal menyimpan kategori.',
    deleteCategory: 'Gagal menghapus kategori.',
    saveDocument: 'Gagal menyimpan dokumen.',
    deleteDocument: 'Gagal menghapus dokumen.',
    updateArticle: 'Gagal memperbarui artikel.',
    createArticle: 'Gagal menambahkan artikel.',
    deleteArticle: 'Gagal menghapus artikel.',
    upload: 'Gagal mengunggah file.',
    deleteImage: 'Gagal menghapus gambar.',
    generic: 'Terjadi kesalahan.',
    sessionExpired: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  },
  confirm: {
    deleteArticle: 'Yakin ingin menghapus artikel ini?',
    deleteData: 'Yakin ingin menghapus data ini?',
    deleteDocument: 'Yakin ingin menghapus dokumen ini?',
    deleteImage: 'Yakin ingin menghapus gambar ini?',
    deleteCategory: 'Yakin ingin menghapus kategori beserta semua isinya?',
  },
  validation: {
    required: '{field} wajib diisi.',
    notText: '{field} harus berupa teks.',
    invalidUrl: '{field} harus berupa URL yang valid (http atau https).',
    contentEmpty: 'Konten tidak boleh kosong.',
    fileRequired: 'Silakan pilih file untuk diunggah.',
    notAnImage: 'File harus berupa gambar (JPEG, PNG, WebP, GIF atau AVIF).',
    imageTooLarge: 'Ukuran gambar maksimal 10 MB.',
    imageTooManyPixels: 'Dimensi gambar terlalu besar.',
    tooLong: '{field} terlalu panjang (maksimal {max} karakter).',
    invalidType: 'Tipe tidak dikenal: {type}.',
    invalidStatus: 'Status harus draft atau published.',
    invalidPublicationDate: 'Tanggal terbit tidak valid. Gunakan tanggal dan jam WIB, misalnya 2026-12-01T09:00.',
    invalidId: 'ID tidak valid.',
    invalidLimit: 'Parameter limit harus berupa bilangan bulat positif.',
    invalidOffset: 'Parameter offset harus berupa bilangan bulat 0 atau lebih.',
    invalidCategory: 'Kategori tidak ditemukan.',
    invalidInput: 'Data yang dikirim tidak valid.',
    malformedJson: 'Format JSON tidak valid.',
    bodyTooLarge: 'Data yang dikirim terlalu besar.',
    incompleteForm: 'Data formulir tidak lengkap atau rusak. Silakan kirim ulang.',
    nulCharacter: 'Data yang dikirim mengandung karakter yang tidak diizinkan.',
    unexpectedFileField: 'Kolom file tidak dikenal: {field}.',
    passwordRequired: 'Password wajib diisi.',
    currentPasswordRequired: 'Password saat ini wajib diisi.',
    passwordTooShort: 'Password minimal 8 karakter.',
    passwordTooLong: 'Password terlalu panjang.',
    passwordMismatch: 'Konfirmasi password tidak sama.',
    invalidPosition: 'Urutan harus bilangan bulat dari 0 sampai 1000.',
    invalidEmail: 'E-mail tidak valid.',
    invalidWhatsapp:
      'Nomor WhatsApp tidak valid. Tulis nomor seperti 0812-3456-7891 atau +62 812-3456-7891 (8 sampai 15 angka).',
    mapNotGoogle:
      'Lokasi peta harus link atau kode sematan (iframe) dari Google Maps: di Google Maps pilih Bagikan, lalu Sematkan peta, dan salin HTML-nya.',
    /**
     * What any rule without a message of its own says, one text per kind of problem (read by
     * schemas/issue-messages.ts for every zod schema): no English text of the validation library
     * reaches a screen or an API answer.
     */
    issue: {
      required: 'Wajib diisi.',
      notText: 'Harus berupa teks.',
      notNumber: 'Harus berupa angka.',
      notInteger: 'Harus berupa bilangan bulat (tanpa koma).',
      notBoolean: 'Harus berupa true atau false.',
      notObject: 'Harus berupa objek data (JSON).',
      notList: 'Harus berupa daftar.',
      notFile: 'Harus berupa file.',
      notDate: 'Harus berupa tanggal yang valid.',
      wrongType: 'Jenis nilai tidak sesuai.',
      textTooShort: 'Minimal {min} karakter.',
      textTooLong: 'Maksimal {max} karakter.',
      textLength: 'Harus tepat {length} karakter.',
      numberTooSmall: 'Tidak boleh kurang dari {min}.',
      numberNotAbove: 'Harus lebih dari {min}.',
      numberTooBig: 'Tidak boleh lebih dari {max}.',
      numberNotBelow: 'Harus kurang dari {max}.',
      tooFewItems: 'Minimal {min} item.',
      tooManyItems: 'Maksimal {max} item.',
      fileTooLarge: 'Ukuran file terlalu besar.',
      invalidOption: 'Pilihan tidak dikenal. Pilih salah satu dari: {options}.',
      invalidValue: 'Nilai tidak sesuai.',
      invalidUrl: 'Harus berupa URL yang valid (http atau https).',
      invalidEmail: 'Harus berupa alamat e-mail yang valid.',
      invalidFormat: 'Format tidak valid.',
      notMultipleOf: 'Harus kelipatan {divisor}.',
      unknownFields: 'Kolom tidak dikenal: {keys}.',
      invalid: 'Nilai tidak valid.',
    },
  },
  api: {
    unauthorized: 'Silakan masuk sebagai admin terlebih dahulu.',
    forbiddenOrigin: 'Permintaan dari asal (origin) lain ditolak.',
    notFound: 'Data tidak ditemukan.',
    routeNotFound: 'Alamat API tidak ditemukan.',
    loginFailed: 'Username atau password salah.',
    tooManyAttempts: 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam {minutes} menit.',
    tooManyRequests: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
    serverError: 'Terjadi kesalahan pada server.',
    databaseUnavailable: 'Basis data sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.',
    loggedOut: 'Anda telah keluar.',
    wrongCurrentPassword: 'Password saat ini salah.',
    passwordChanged: 'Password berhasil diganti.',
    deleted: 'Data berhasil dihapus.',
    previewLinkRevoked: 'Link pratinjau telah dicabut.',
    unsupportedMediaType: 'Jenis konten tidak didukung.',
    autosaveDiscarded: 'Perubahan yang belum disimpan telah dibuang.',
    restored: 'Data berhasil dipulihkan dari Sampah.',
    deletedForGood: 'Data berhasil dihapus permanen.',
    categoryInTrash: 'Kategori dokumen ini ada di Sampah. Pulihkan kategorinya terlebih dahulu.',
  },
  /** Texts that records moved in from the previous system get where the old data had none. */
  legacyImport: {
    researchDocumentsCategory: 'Dokumen Penelitian',
    serviceDocumentsCategory: 'Dokumen Penting Pengabdian Masyarakat',
    leadersAlt: 'Pimpinan Lembaga',
    unknownAuthor: 'Admin P3M UNIM',
    untitledVideo: 'Video P3M UNIM',
  },
  common: {
    search: 'Cari',
    searchPlaceholder: 'Ketik pencarian baru...',
    allArticles: 'Semua Artikel',
    searchResultsFor: 'Hasil Pencarian untuk "{q}"',
    seeAll: 'Lihat Semua',
    by: 'Oleh:',
    publishedOn: 'Diterbitkan pada:',
    viewDocument: 'Lihat Dokumen',
    viewDocumentEn: 'View Document',
    notFoundTitle: 'Halaman Tidak Ditemukan',
    backToDashboard: 'Kembali Ke Dashboard',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
  },
} as const;

/** Fills the named placeholders of a catalogue text: format('{field} wajib diisi.', { field: 'Judul' }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
