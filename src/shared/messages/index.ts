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
    invalidUrl: '{field} harus berupa URL yang valid (http atau https).',
    youtubeOnly: 'Link harus berupa link YouTube.',
    contentEmpty: 'Konten tidak boleh kosong.',
    fileRequired: 'Silakan pilih file untuk diunggah.',
    notAnImage: 'File harus berupa gambar (JPEG, PNG, WebP, GIF atau AVIF).',
    imageTooLarge: 'Ukuran gambar maksimal 10 MB.',
    imageTooManyPixels: 'Dimensi gambar terlalu besar.',
    tooLong: '{field} terlalu panjang (maksimal {max} karakter).',
    invalidType: 'Tipe tidak dikenal: {type}.',
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
    passwordTooShort: 'Password minimal 8 karakter.',
    passwordMismatch: 'Konfirmasi password tidak sama.',
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
    unsupportedMediaType: 'Jenis konten tidak didukung.',
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
