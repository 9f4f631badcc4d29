import { b, h2, html, ol, p, ul, type DemoArticle } from './html';

/** Demo articles: Informasi Pengabdian Masyarakat Mandiri. */
export const MANDIRI_ARTICLES: DemoArticle[] = [
  {
    title: 'Panduan Pelaporan Pengabdian Masyarakat Mandiri Dosen',
    author: 'Tim P3M UNIM',
    daysAgo: 10,
    content: html(
      p(
        `Pengabdian masyarakat ${b('mandiri')} adalah kegiatan pengabdian yang dibiayai secara mandiri oleh dosen. ` +
          'Agar diakui dalam beban kerja dosen, kegiatan tersebut tetap harus dilaporkan ke P3M.',
      ),
      h2('Dokumen Laporan'),
      ol([
        'Surat tugas dari dekan atau kepala P3M.',
        'Laporan kegiatan sesuai templat pengabdian mandiri.',
        'Daftar hadir dan dokumentasi foto kegiatan.',
        'Surat keterangan dari mitra atau pemerintah desa.',
      ]),
      p('Laporan yang lengkap akan diterbitkan surat keterangan telah melaksanakan pengabdian.'),
    ),
  },
  {
    title: 'Dosen Teknik Informatika Bantu Digitalisasi Administrasi Kelurahan',
    author: 'Ahmad Fauzi, S.Kom., M.Kom.',
    daysAgo: 31,
    content: html(
      p(
        'Secara mandiri, dua dosen Teknik Informatika membangun ' +
          `${b('aplikasi pelayanan surat')} untuk kelurahan sehingga warga dapat mengajukan surat pengantar dari rumah.`,
      ),
      h2('Fitur yang Dikembangkan'),
      ul([
        'Formulir pengajuan surat secara daring.',
        'Notifikasi status pengajuan melalui pesan singkat.',
        'Arsip digital surat keluar.',
      ]),
      p('Perangkat kelurahan juga dilatih agar dapat mengelola aplikasi secara mandiri.'),
    ),
  },
  {
    title: 'Kelas Literasi Keuangan untuk Ibu-Ibu PKK',
    author: 'Dewi Anggraini, S.E., M.Ak.',
    daysAgo: 52,
    content: html(
      p(
        'Kelas literasi keuangan diselenggarakan bagi anggota PKK dengan materi ' +
          `${b('pengelolaan anggaran rumah tangga')}, menabung dan mengenali investasi bodong.`,
      ),
      h2('Pesan Utama'),
      ul([
        'Catat setiap pemasukan dan pengeluaran.',
        'Sisihkan dana darurat sebelum belanja keinginan.',
        'Periksa izin lembaga keuangan sebelum menanamkan uang.',
      ]),
      p('Peserta pulang dengan buku catatan keuangan keluarga yang dapat langsung dipakai.'),
    ),
  },
  {
    title: 'Batas Akhir Unggah Laporan Pengabdian Mandiri Semester Ganjil',
    author: 'Rina Kartikasari, M.Si.',
    daysAgo: 80,
    content: html(
      p(
        'Dosen yang melaksanakan pengabdian mandiri pada semester ganjil diminta mengunggah laporan ' +
          `paling lambat ${b('31 Januari')}. Laporan yang masuk setelah tanggal tersebut diproses semester berikutnya.`,
      ),
      h2('Cara Pengumpulan'),
      ol([
        'Gabungkan seluruh dokumen dalam satu berkas PDF.',
        'Beri nama berkas: NIDN_Nama_JudulKegiatan.',
        'Kirim tautan Google Drive berkas ke admin P3M.',
      ]),
      p('Pertanyaan seputar pelaporan dapat disampaikan melalui WhatsApp P3M.'),
    ),
  },
  {
    title: 'Pelatihan Bahasa Inggris untuk Pemandu Desa Wisata',
    author: 'Lestari Widyaningrum, M.Pd.',
    daysAgo: 115,
    content: html(
      p(
        'Dosen Pendidikan Bahasa Inggris melatih pemuda desa wisata agar percaya diri ' +
          `${b('memandu wisatawan mancanegara')}. Pelatihan berlangsung delapan pertemuan.`,
      ),
      h2('Materi Pelatihan'),
      ul([
        'Salam, perkenalan dan ungkapan keramahan.',
        'Menjelaskan sejarah dan keunikan desa.',
        'Menangani pertanyaan harga, arah dan keadaan darurat.',
      ]),
      p('Di akhir pelatihan peserta mempraktikkan tur singkat bersama mahasiswa asing.'),
    ),
  },
  {
    title: 'Pendampingan Sertifikasi Halal Gratis bagi Usaha Mikro',
    author: 'Nur Aini Rahmawati, S.Gz., M.Kes.',
    daysAgo: 163,
    content: html(
      p(
        'Melalui pengabdian mandiri, dosen mendampingi 15 usaha mikro mengurus ' +
          `${b('sertifikat halal skema pernyataan pelaku usaha')} yang tidak dipungut biaya.`,
      ),
      h2('Tahapan'),
      ol([
        'Pemeriksaan bahan baku dan proses produksi.',
        'Pengisian data usaha pada sistem layanan sertifikasi halal.',
        'Verifikasi oleh pendamping proses produk halal.',
      ]),
      p('Sebelas usaha telah menerima sertifikat, sisanya masih dalam proses verifikasi.'),
    ),
  },
];
