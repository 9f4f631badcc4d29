import type { HealthRecordKind } from '../record-kinds';
import type { ContentHealthCheckId, LinkDetail, LinkStatus } from '../constants/content-health';

const OWN_IMAGE_WITHOUT_ALT: Partial<Record<HealthRecordKind, string>> = {
  article: 'Thumbnail tanpa teks alternatif',
  page: 'Ilustrasi tanpa teks alternatif',
  hero_slide: 'Gambar slide tanpa teks alternatif',
};

/**
 * The texts of "Kesehatan Konten", the first screen after login (the back office's, like admin.ts:
 * public pages never download them). A new check of the dashboard adds its title and hint here.
 */
export const healthMessages = {
  intro:
    'Hal yang perlu dibenahi di situs, yang paling mengganggu pengunjung lebih dulu. Setiap baris menuju tempat memperbaikinya.',
  checks: {
    'overdue-complaints': {
      title: 'Komplain melewati target waktu',
      hint: 'Pengirim menunggu tanggapan lebih lama dari target hari kerja kategorinya.',
    },
    'broken-links': {
      title: 'Link rusak atau tidak publik',
      hint: 'Pengunjung tidak dapat membuka link ini.',
    },
    'moved-links': {
      title: 'Link yang pindah alamat',
      hint: 'Link ini masih terbuka lewat pengalihan permanen. Perbarui ke alamat barunya dengan satu klik.',
    },
    'images-without-alt': {
      title: 'Gambar tanpa teks alternatif',
      hint: 'Pembaca yang tidak dapat melihat gambar (misalnya dengan pembaca layar) tidak tahu isinya. Tambahkan teks alternatif yang menjelaskan gambar.',
    },
    'articles-without-thumbnail': {
      title: 'Artikel tanpa thumbnail',
      hint: 'Kartu artikel ini menampilkan gambar pengganti.',
    },
    'empty-categories': {
      title: 'Kategori dokumen kosong',
      hint: 'Pengunjung membuka kategori ini dan tidak menemukan dokumen.',
    },
    'old-documents': {
      title: 'Dokumen yang lebih dari 3 tahun tidak diperbarui',
      hint: 'Periksa apakah panduan, SK atau dokumen ini masih berlaku.',
    },
    'placeholder-text': {
      title: 'Teks contoh yang belum diganti',
      hint: 'Pengunjung membaca teks pengisi seperti "Lorem ipsum" atau "[isi di sini]". Ganti dengan isi yang sebenarnya.',
    },
  } satisfies Record<ContentHealthCheckId, { title: string; hint: string }>,
  headingWithCount: '{title} ({count})',
  noneFound: 'Tidak ada temuan.',
  showingSome: 'Menampilkan {shown} dari {total} temuan.',
  column: { title: 'Judul', place: 'Tempat', note: 'Keterangan', action: 'Aksi' },
  kinds: {
    file: 'Panduan / SK',
    document: 'Dokumen',
    document_category: 'Kategori dokumen',
    article: 'Artikel',
    page: 'Halaman',
    faq: 'FAQ',
    hero_slide: 'Slide beranda',
    profile_image: 'Gambar struktur organisasi',
    complaint: 'Komplain',
  } satisfies Record<HealthRecordKind, string>,
  untitled: 'Tanpa judul',
  fix: 'Perbaiki',
  fixLabel: 'Perbaiki "{title}" di {place}',
  unknownPlace: 'tempat tidak dikenal',
  lastChanged: 'Terakhir diubah {date}',
  complaintDue: 'Batas tanggapan {date}',
  /** The record's own image without alt text, by what it is called where the kind has a name for it. */
  ownImageWithoutAlt: OWN_IMAGE_WITHOUT_ALT,
  imageWithoutAlt: 'Gambar tanpa teks alternatif',
  imagesInTextWithoutAlt: '{count} gambar di dalam teks tanpa teks alternatif',
  placeholderFound: 'Memuat "{marker}"',
  statuses: {
    not_found: 'Tidak ditemukan',
    not_public: 'Tidak publik',
    unreachable: 'Tidak dapat dihubungi',
    moved: 'Pindah alamat',
    ok: 'Dapat dibuka',
  } satisfies Record<LinkStatus, string>,
  httpStatus: 'HTTP {code}',
  details: {
    login_page: 'mengarah ke halaman login: file belum dibagikan untuk semua orang yang memiliki link',
    http_error: 'server menolak atau gagal menjawab',
    timeout: 'server tidak menjawab tepat waktu',
    dns: 'nama situs tidak ditemukan',
    tls: 'sertifikat keamanan (HTTPS) situs bermasalah',
    refused: 'koneksi ditolak server',
    network: 'gangguan jaringan',
    too_many_redirects: 'terlalu banyak pengalihan',
    invalid_url: 'alamat tidak valid',
    internal_address: 'alamat internal tidak diperiksa (jaringan server sendiri, bukan internet)',
  } satisfies Record<LinkDetail, string>,
  newAddress: 'Alamat baru: {url}',
  applyRedirect: 'Perbarui link',
  applyRedirectLabel: 'Perbarui link "{title}" ke alamat barunya',
  redirectApplied: 'Link "{title}" sudah diperbarui ke alamat barunya.',
  redirectFailed: 'Link gagal diperbarui.',
  links: {
    title: 'Pemeriksaan Link',
    intro: 'Link panduan, SK dan dokumen diperiksa: apakah pengunjung masih dapat membukanya.',
    scheduleDaily: 'Diperiksa otomatis setiap hari.',
    scheduleOff: 'Pemeriksaan otomatis tidak aktif: periksa dengan tombol di bawah.',
    lastChecked: 'Terakhir diperiksa {date}.',
    neverChecked: 'Link belum pernah diperiksa.',
    nextCheck: 'Pemeriksaan berikutnya {date}.',
    checkNow: 'Periksa sekarang',
    checking: 'Sedang memeriksa link. Hasilnya muncul di bawah setelah selesai.',
    done: 'Pemeriksaan link selesai.',
    startFailed: 'Pemeriksaan link gagal dimulai.',
    statusFailed: 'Status pemeriksaan link gagal dimuat.',
  },
  loadFailed: 'Kesehatan konten gagal dimuat.',
  allMenus: 'Semua Menu',
};
