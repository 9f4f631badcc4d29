import { b, h2, html, ol, p, ul, type DemoArticle } from './html';

/** Demo articles: Informasi Penelitian. */
export const PENELITIAN_ARTICLES: DemoArticle[] = [
  {
    title: 'Pembukaan Hibah Penelitian Internal UNIM Tahun 2026',
    author: 'Dr. Siti Nurhayati, M.Pd.',
    daysAgo: 4,
    content: html(
      p(
        'Pusat Penelitian, Publikasi dan Pengabdian kepada Masyarakat (P3M) Universitas Mayjen Sungkono membuka ' +
          `${b('Hibah Penelitian Internal Tahun 2026')} bagi seluruh dosen tetap. Hibah ini disediakan untuk ` +
          'mendorong penelitian yang relevan dengan kebutuhan daerah dan menghasilkan luaran publikasi.',
      ),
      h2('Skema yang Dibuka'),
      ul([
        `${b('Penelitian Dosen Pemula')}: untuk dosen dengan jabatan fungsional maksimal Asisten Ahli.`,
        `${b('Penelitian Dasar Unggulan')}: untuk tim dengan rekam jejak publikasi nasional terakreditasi.`,
        `${b('Penelitian Kolaborasi Mitra')}: penelitian bersama pemerintah daerah, industri atau UMKM.`,
      ]),
      h2('Ketentuan Umum'),
      p(
        'Setiap dosen hanya dapat menjadi ketua pada satu proposal dan anggota pada paling banyak dua proposal. ' +
          'Proposal disusun mengikuti Panduan Penelitian terbaru dan diunggah dalam format PDF paling lambat ' +
          `${b('28 Februari 2026')}.`,
      ),
      p('Informasi lebih lanjut dapat ditanyakan langsung ke ruang P3M pada jam kerja.'),
    ),
  },
  {
    title: 'Tiga Proposal Dosen UNIM Lolos Pendanaan Penelitian Dosen Pemula',
    author: 'Humas P3M UNIM',
    daysAgo: 19,
    content: html(
      p(
        'Tiga proposal dosen Universitas Mayjen Sungkono dinyatakan lolos pendanaan skema ' +
          `${b('Penelitian Dosen Pemula')} tingkat nasional. Capaian ini naik dibanding tahun sebelumnya.`,
      ),
      h2('Judul yang Didanai'),
      ol([
        'Model pemasaran digital berbasis media sosial untuk UMKM olahan pangan di Kota Mojokerto.',
        'Sistem informasi pemantauan kualitas air sumur warga berbasis Internet of Things.',
        'Efektivitas pembelajaran berbasis proyek terhadap kemampuan menulis mahasiswa.',
      ]),
      p(
        'Kepala P3M menyampaikan apresiasi kepada para peneliti dan tim reviewer internal yang telah ' +
          'mendampingi penyusunan proposal sejak tahap klinik proposal.',
      ),
    ),
  },
  {
    title: 'Workshop Penulisan Artikel Ilmiah untuk Jurnal Bereputasi',
    author: 'Ahmad Fauzi, S.Kom., M.Kom.',
    daysAgo: 37,
    content: html(
      p(
        'P3M menyelenggarakan workshop penulisan artikel ilmiah yang diikuti 64 dosen dari seluruh fakultas. ' +
          `Materi berfokus pada ${b('struktur artikel IMRaD')}, pemilihan jurnal sasaran dan etika publikasi.`,
      ),
      h2('Pokok Materi'),
      ul([
        'Menyusun judul dan abstrak yang jelas dan dapat ditemukan mesin pencari.',
        'Menulis kajian pustaka yang kritis, bukan sekadar ringkasan.',
        'Menghindari jurnal predator dan memeriksa indeksasi jurnal.',
        'Menanggapi komentar reviewer secara sistematis.',
      ]),
      p('Peserta diminta menyelesaikan draf artikel dalam empat minggu untuk didampingi pada sesi lanjutan.'),
    ),
  },
  {
    title: 'Klinik Proposal Penelitian Kompetitif Nasional Dibuka Setiap Kamis',
    author: 'Rina Kartikasari, M.Si.',
    daysAgo: 58,
    content: html(
      p(
        'Untuk meningkatkan peluang pendanaan, P3M membuka layanan ' +
          `${b('klinik proposal')} setiap hari Kamis pukul 13.00-15.00 WIB di ruang rapat P3M.`,
      ),
      h2('Yang Dapat Dikonsultasikan'),
      ul([
        'Kesesuaian topik dengan Rencana Induk Penelitian universitas.',
        'Perumusan masalah, tujuan dan luaran wajib.',
        'Penyusunan rencana anggaran biaya sesuai standar biaya masukan.',
      ]),
      p('Dosen cukup membawa draf proposal; pendaftaran tidak dipungut biaya.'),
    ),
  },
  {
    title: 'Jadwal Monitoring dan Evaluasi Penelitian Internal Semester Ganjil',
    author: 'Tim P3M UNIM',
    daysAgo: 96,
    content: html(
      p(
        'Monitoring dan evaluasi (monev) penelitian internal dilaksanakan secara luring di ruang sidang ' +
          `rektorat. Setiap tim peneliti wajib membawa ${b('laporan kemajuan')} dan bukti luaran sementara.`,
      ),
      h2('Dokumen yang Disiapkan'),
      ol([
        'Laporan kemajuan sesuai templat P3M.',
        'Catatan harian (logbook) penelitian.',
        'Laporan penggunaan anggaran tahap pertama.',
        'Draf artikel atau bukti submit ke jurnal.',
      ]),
      p('Jadwal presentasi per tim dapat dilihat pada papan pengumuman P3M dan grup koordinasi peneliti.'),
    ),
  },
  {
    title: 'Seminar Hasil Penelitian Dosen: 18 Judul Dipresentasikan',
    author: 'Dr. Bambang Prasetyo, M.M.',
    daysAgo: 141,
    content: html(
      p(
        'Sebanyak 18 judul penelitian internal dipresentasikan dalam Seminar Hasil Penelitian Dosen. ' +
          `Kegiatan ini menjadi ${b('forum diseminasi')} sekaligus penilaian akhir sebelum laporan disahkan.`,
      ),
      h2('Catatan Reviewer'),
      ul([
        'Sebagian besar penelitian sudah menghasilkan draf artikel jurnal.',
        'Perlu penguatan analisis data dan pembahasan terhadap penelitian terdahulu.',
        'Hasil penelitian terapan disarankan ditindaklanjuti menjadi kegiatan pengabdian.',
      ]),
      p('Prosiding seminar akan diterbitkan secara daring dan dapat diunduh melalui laman E-Jurnal UNIM.'),
    ),
  },
];
