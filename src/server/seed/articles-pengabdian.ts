import { b, h2, html, ol, p, ul, type DemoArticle } from './html';

/** Demo articles: Informasi Pengabdian Pada Masyarakat. */
export const PENGABDIAN_ARTICLES: DemoArticle[] = [
  {
    title: 'Pelatihan Pemasaran Digital bagi UMKM Kelurahan Gununggedangan',
    author: 'Dewi Anggraini, S.E., M.Ak.',
    daysAgo: 7,
    content: html(
      p(
        'Tim pengabdian Program Studi Manajemen melatih 30 pelaku UMKM Kelurahan Gununggedangan dalam ' +
          `${b('pemasaran digital')}. Peserta belajar membuat foto produk, menulis deskripsi dan mengelola toko daring.`,
      ),
      h2('Rangkaian Kegiatan'),
      ol([
        'Pemetaan produk unggulan bersama pengurus kelurahan.',
        'Praktik foto produk menggunakan telepon genggam.',
        'Pembuatan akun marketplace dan katalog WhatsApp Business.',
        'Pendampingan penjualan selama satu bulan.',
      ]),
      p('Setelah pendampingan, 12 peserta melaporkan pesanan pertama dari luar kota.'),
    ),
  },
  {
    title: 'Sosialisasi Pencegahan Stunting bersama Kader Posyandu',
    author: 'Nur Aini Rahmawati, S.Gz., M.Kes.',
    daysAgo: 24,
    content: html(
      p(
        'Dosen dan mahasiswa mengadakan sosialisasi pencegahan stunting bagi 45 kader posyandu. ' +
          `Materi menekankan ${b('1.000 hari pertama kehidupan')} dan pemantauan tumbuh kembang anak.`,
      ),
      h2('Materi Utama'),
      ul([
        'Gizi seimbang untuk ibu hamil dan menyusui.',
        'Cara mengukur tinggi dan berat badan balita dengan benar.',
        'Menu pendamping ASI berbahan pangan lokal.',
      ]),
      p('Kader menerima buku saku dan alat ukur tinggi badan untuk digunakan di posyandu masing-masing.'),
    ),
  },
  {
    title: 'Pendampingan Pembukuan Sederhana untuk Pengelola BUMDes',
    author: 'Dr. Bambang Prasetyo, M.M.',
    daysAgo: 45,
    content: html(
      p(
        'Pengelola Badan Usaha Milik Desa (BUMDes) mendapat pendampingan penyusunan ' +
          `${b('laporan keuangan sederhana')} agar usaha desa tercatat rapi dan dapat dipertanggungjawabkan.`,
      ),
      h2('Hasil Pendampingan'),
      ul([
        'Templat buku kas harian dan laporan laba rugi bulanan.',
        'Pemisahan rekening usaha dan rekening pribadi pengurus.',
        'Jadwal pelaporan berkala kepada kepala desa.',
      ]),
      p('Kegiatan akan dilanjutkan dengan pelatihan aplikasi akuntansi gratis pada semester berikutnya.'),
    ),
  },
  {
    title: 'Penyuluhan Hukum Perlindungan Konsumen di Era Belanja Daring',
    author: 'Hendra Wijaya, S.H., M.H.',
    daysAgo: 73,
    content: html(
      p(
        'Dosen Program Studi Ilmu Hukum memberikan penyuluhan kepada warga tentang ' +
          `${b('hak-hak konsumen')} saat berbelanja secara daring, termasuk cara melapor bila dirugikan.`,
      ),
      h2('Tips yang Disampaikan'),
      ol([
        'Periksa identitas dan ulasan penjual sebelum membayar.',
        'Simpan bukti transaksi dan percakapan dengan penjual.',
        'Gunakan metode pembayaran yang menyediakan perlindungan pembeli.',
        'Laporkan penipuan ke platform dan lembaga perlindungan konsumen.',
      ]),
      p('Warga antusias bertanya, terutama mengenai penipuan melalui pesan singkat dan tautan palsu.'),
    ),
  },
  {
    title: 'Pelatihan Pengolahan Sampah Organik Menjadi Kompos',
    author: 'Moch. Rizal Effendi, M.T.',
    daysAgo: 102,
    content: html(
      p(
        'Bersama karang taruna, tim pengabdian memperkenalkan pembuatan kompos dengan ' +
          `${b('komposter sederhana')} dari tong bekas. Sampah dapur warga diolah menjadi pupuk tanaman.`,
      ),
      h2('Langkah Pembuatan Kompos'),
      ol([
        'Pisahkan sampah organik dari plastik dan logam.',
        'Cacah sampah agar cepat terurai.',
        'Tambahkan larutan mikroorganisme lokal dan aduk setiap tiga hari.',
        'Panen kompos setelah 4-6 minggu.',
      ]),
      p('Sebanyak 20 komposter kini digunakan rumah tangga dan kebun sekolah di lingkungan tersebut.'),
    ),
  },
  {
    title: 'Call for Proposal Pengabdian kepada Masyarakat Skema Kemitraan 2026',
    author: 'Tim P3M UNIM',
    daysAgo: 158,
    content: html(
      p(
        `P3M mengundang dosen untuk mengajukan proposal ${b('Pengabdian kepada Masyarakat Skema Kemitraan')}. ` +
          'Kegiatan harus melibatkan mitra yang jelas dan menyelesaikan permasalahan nyata mitra.',
      ),
      h2('Persyaratan'),
      ul([
        'Tim terdiri atas 2-3 dosen dan paling sedikit 2 mahasiswa.',
        'Surat pernyataan kesediaan bekerja sama dari mitra.',
        'Luaran wajib berupa artikel di jurnal pengabdian dan video kegiatan.',
      ]),
      p('Proposal diunggah melalui P3M paling lambat akhir bulan depan.'),
    ),
  },
];
