import { b, h2, html, ol, p, ul, type DemoArticle } from './html';

/** Demo articles: Informasi KKN. */
export const KKN_ARTICLES: DemoArticle[] = [
  {
    title: 'Pendaftaran KKN Tematik Semester Genap 2025/2026 Dibuka',
    author: 'Panitia KKN UNIM',
    daysAgo: 2,
    content: html(
      p(
        `Pendaftaran ${b('Kuliah Kerja Nyata (KKN) Tematik')} semester genap 2025/2026 resmi dibuka. ` +
          'Mahasiswa yang telah menempuh paling sedikit 100 SKS dapat mendaftar melalui program studi.',
      ),
      h2('Syarat Pendaftaran'),
      ul([
        'Telah lulus paling sedikit 100 SKS dengan IPK minimal 2,50.',
        'Tidak sedang cuti akademik.',
        'Mengikuti seluruh rangkaian pembekalan.',
        'Melampirkan surat izin orang tua.',
      ]),
      p('Kuota peserta terbatas; pendaftaran ditutup setelah kuota setiap desa terpenuhi.'),
    ),
  },
  {
    title: 'Pembekalan Peserta KKN: Etika, Keselamatan dan Program Kerja',
    author: 'Moch. Rizal Effendi, M.T.',
    daysAgo: 15,
    content: html(
      p(
        'Sebelum diberangkatkan, seluruh peserta KKN mengikuti pembekalan selama dua hari. ' +
          `Materi meliputi ${b('etika bermasyarakat')}, keselamatan dan penyusunan program kerja.`,
      ),
      h2('Jadwal Pembekalan'),
      ol([
        'Hari pertama: kebijakan KKN, etika dan komunikasi dengan perangkat desa.',
        'Hari kedua: analisis potensi desa, program kerja dan pelaporan.',
      ]),
      p('Kehadiran pembekalan menjadi syarat wajib untuk diberangkatkan ke lokasi KKN.'),
    ),
  },
  {
    title: 'Pelepasan 300 Mahasiswa KKN ke 12 Desa di Kabupaten Mojokerto',
    author: 'Humas UNIM',
    daysAgo: 40,
    content: html(
      p(
        'Rektor Universitas Mayjen Sungkono melepas ' +
          `${b('300 mahasiswa KKN')} yang akan bertugas di 12 desa selama satu bulan. Setiap kelompok didampingi satu dosen pembimbing lapangan.`,
      ),
      h2('Fokus Program'),
      ul([
        'Penguatan UMKM dan pemasaran produk desa.',
        'Edukasi kesehatan dan pencegahan stunting.',
        'Pengelolaan sampah dan lingkungan.',
        'Pendampingan belajar anak-anak.',
      ]),
      p('Pemerintah kecamatan menyambut baik dan berharap program berlanjut setelah KKN selesai.'),
    ),
  },
  {
    title: 'KKN PMM: Mahasiswa Belajar dan Mengabdi di Luar Daerah',
    author: 'Lestari Widyaningrum, M.Pd.',
    daysAgo: 66,
    content: html(
      p(
        `Melalui ${b('KKN Pertukaran Mahasiswa Merdeka (PMM)')}, mahasiswa UNIM mengabdi bersama mahasiswa ` +
          'dari berbagai perguruan tinggi. Program ini melatih kemampuan beradaptasi dan bekerja dalam tim lintas budaya.',
      ),
      h2('Manfaat bagi Mahasiswa'),
      ul([
        'Pengakuan SKS sesuai ketentuan program studi.',
        'Pengalaman bekerja dengan masyarakat dari latar belakang berbeda.',
        'Jejaring dengan mahasiswa dan dosen perguruan tinggi lain.',
      ]),
      p('Panduan lengkap KKN PMM tersedia pada menu Buku Panduan KKN PMM.'),
    ),
  },
  {
    title: 'Expo Hasil KKN: Inovasi Produk Desa Dipamerkan',
    author: 'Panitia KKN UNIM',
    daysAgo: 88,
    content: html(
      p(
        'Kelompok KKN memamerkan hasil program kerjanya dalam ' +
          `${b('Expo Hasil KKN')} di halaman kampus. Pengunjung dapat mencoba dan membeli produk desa.`,
      ),
      h2('Karya yang Ditampilkan'),
      ul([
        'Keripik dan minuman herbal dengan kemasan dan label baru.',
        'Peta digital potensi wisata desa.',
        'Alat pencacah sampah organik sederhana.',
      ]),
      p('Tiga kelompok terbaik mendapat penghargaan dan kesempatan mempresentasikan karyanya di tingkat kabupaten.'),
    ),
  },
  {
    title: 'Panduan Penyusunan Laporan Akhir dan Luaran KKN',
    author: 'Tim P3M UNIM',
    daysAgo: 132,
    content: html(
      p(
        `Setiap kelompok wajib menyusun ${b('laporan akhir KKN')} dan luaran publikasi paling lambat dua minggu ` +
          'setelah penarikan dari lokasi.',
      ),
      h2('Luaran Wajib'),
      ol([
        'Laporan akhir kelompok yang disahkan dosen pembimbing lapangan.',
        'Artikel kegiatan di media massa atau laman universitas.',
        'Video kegiatan berdurasi 3-5 menit yang diunggah ke YouTube.',
      ]),
      p('Nilai KKN diumumkan setelah seluruh luaran diverifikasi oleh panitia.'),
    ),
  },
];
