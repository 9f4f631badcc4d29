/**
 * Part of the message catalogue, imported on its own (not through `messages`, so that the browser's
 * script never carries it: only the server's seed uses it): the specification's text of the
 * editable pages (about, KKN programme, community-service programme), with which every site starts
 * (src/server/services/default-pages.ts); staff change it from "Halaman". Kept apart only for size.
 */
export const pageMessages = {
  about: {
    introTitle: 'Tentang P3M UNIM',
    intro:
      'Pusat Penelitian, Publikasi dan Pengabdian Kepada Masyarakat (P3M) adalah unit di Universitas Mayjen Sungkono yang merencanakan, mengoordinasikan, memantau dan mengevaluasi kegiatan penelitian, publikasi ilmiah, pengabdian kepada masyarakat serta Kuliah Kerja Nyata (KKN).',
    illustrationAlt: 'Ilustrasi kegiatan penelitian dan pengabdian kepada masyarakat',
    visionTitle: 'Visi',
    vision:
      'Menjadi pusat penelitian, publikasi dan pengabdian kepada masyarakat yang unggul, inovatif dan berdaya saing di tingkat nasional, berlandaskan nilai-nilai kebangsaan.',
    missionTitle: 'Misi',
    missions: [
      'Menyelenggarakan dan mengembangkan penelitian yang bermutu, inovatif dan relevan dengan kebutuhan masyarakat, dunia usaha dan dunia industri.',
      'Meningkatkan jumlah dan mutu publikasi ilmiah dosen dan mahasiswa pada jurnal nasional terakreditasi dan jurnal internasional bereputasi.',
      'Menyelenggarakan pengabdian kepada masyarakat yang berbasis hasil penelitian untuk memberdayakan dan menyejahterakan masyarakat.',
    ],
    goalTitle: 'Tujuan',
    goals: [
      'Menghasilkan penelitian yang berkualitas dan bermanfaat bagi pengembangan ilmu pengetahuan, teknologi dan masyarakat.',
      'Meningkatkan jumlah dan mutu publikasi ilmiah serta perolehan Hak Kekayaan Intelektual (HKI).',
      'Mewujudkan pengabdian kepada masyarakat yang tepat sasaran dan berkelanjutan.',
      'Membangun kerja sama penelitian dan pengabdian dengan pemerintah, dunia usaha, dunia industri dan mitra di dalam maupun luar negeri.',
    ],
    targetTitle: 'Sasaran',
    targets: [
      'Meningkatnya jumlah proposal penelitian dosen yang didanai hibah internal maupun eksternal.',
      'Meningkatnya jumlah artikel ilmiah yang terbit di jurnal nasional terakreditasi SINTA.',
      'Meningkatnya jumlah artikel yang terbit di jurnal internasional bereputasi.',
      'Meningkatnya jumlah HKI dan paten yang didaftarkan oleh sivitas akademika.',
      'Meningkatnya jumlah kegiatan pengabdian kepada masyarakat yang berbasis hasil penelitian.',
      'Terselenggaranya KKN yang terencana, terukur dan berdampak bagi desa mitra.',
      'Meningkatnya jumlah kerja sama dengan pemerintah, dunia usaha dan dunia industri.',
      'Terkelolanya jurnal ilmiah universitas sesuai standar akreditasi nasional.',
      'Meningkatnya keterlibatan mahasiswa dalam kegiatan penelitian dan pengabdian kepada masyarakat.',
    ],
  },
  kkn: {
    definitionTitle: 'Pengertian KKN',
    definition:
      'Kuliah Kerja Nyata (KKN) adalah kegiatan pengabdian kepada masyarakat oleh mahasiswa dengan pendekatan lintas keilmuan dan lintas sektor, pada waktu dan daerah tertentu. KKN merupakan kegiatan intrakurikuler wajib yang memadukan tridarma perguruan tinggi: pendidikan, penelitian dan pengabdian kepada masyarakat.',
    legalTitle: 'Dasar Hukum',
    legal: [
      'Undang-Undang Nomor 20 Tahun 2003 tentang Sistem Pendidikan Nasional.',
      'Undang-Undang Nomor 12 Tahun 2012 tentang Pendidikan Tinggi.',
      'Peraturan Pemerintah Nomor 4 Tahun 2014 tentang Penyelenggaraan Pendidikan Tinggi dan Pengelolaan Perguruan Tinggi.',
      'Peraturan Menteri Pendidikan, Kebudayaan, Riset, dan Teknologi Nomor 53 Tahun 2023 tentang Penjaminan Mutu Pendidikan Tinggi.',
      'Statuta dan Pedoman Akademik Universitas Mayjen Sungkono.',
    ],
    goalsTitle: 'Tujuan dan Manfaat',
    goalsIntro: 'KKN UNIM diselenggarakan dengan tujuan:',
    goals: [
      'Menumbuhkan empati dan kepedulian mahasiswa terhadap permasalahan yang dihadapi masyarakat.',
      'Melatih mahasiswa menerapkan ilmu pengetahuan, teknologi dan seni secara lintas disiplin.',
      'Membantu masyarakat dan pemerintah daerah mempercepat pembangunan desa.',
    ],
    benefitsIntro: 'Manfaat yang diharapkan dari KKN:',
    benefits: [
      'Bagi mahasiswa: pengalaman belajar langsung di masyarakat, kemampuan bekerja dalam tim dan jiwa kepemimpinan.',
      'Bagi masyarakat: bantuan pemikiran, tenaga dan teknologi untuk menyelesaikan masalah di lingkungannya.',
      'Bagi universitas: umpan balik untuk pengembangan kurikulum, topik penelitian dan kerja sama dengan pemerintah daerah.',
    ],
    stagesTitle: 'Tahapan Pelaksanaan',
    stages: [
      {
        title: 'Sosialisasi',
        text: 'P3M menyampaikan jadwal, persyaratan dan skema KKN kepada mahasiswa dan dosen pembimbing lapangan (DPL).',
      },
      {
        title: 'Pendaftaran',
        text: 'Mahasiswa yang memenuhi persyaratan mendaftar dan memilih skema KKN yang diikuti.',
      },
      {
        title: 'Pembekalan',
        text: 'Mahasiswa mengikuti pembekalan materi, etika bermasyarakat dan penyusunan rencana program kerja.',
      },
      { title: 'Penerjunan', text: 'Mahasiswa diterjunkan ke lokasi dan diserahkan kepada pemerintah desa mitra.' },
      {
        title: 'Pelaksanaan Program',
        text: 'Mahasiswa melaksanakan program kerja bersama masyarakat dengan bimbingan DPL.',
      },
      {
        title: 'Monitoring dan Evaluasi',
        text: 'DPL dan P3M memantau serta mengevaluasi pelaksanaan program kerja di lokasi KKN.',
      },
      {
        title: 'Pelaporan dan Penilaian',
        text: 'Mahasiswa menyusun laporan akhir dan luaran kegiatan, kemudian dinilai oleh DPL dan P3M.',
      },
    ],
  },
  service: {
    intro:
      'Program Pengabdian Kepada Masyarakat adalah wujud nyata tridarma perguruan tinggi di Universitas Mayjen Sungkono. Melalui program ini, dosen dan mahasiswa menerapkan hasil penelitian dan keahliannya untuk membantu masyarakat, UMKM, sekolah dan pemerintah desa menyelesaikan persoalan yang mereka hadapi.',
    schemesTitle: 'Skema Pengabdian',
    schemes: [
      'Pengabdian Dosen Pemula: untuk dosen yang baru memulai kegiatan pengabdian, dengan mitra satu kelompok masyarakat.',
      'Pengabdian Berbasis Hasil Penelitian: menerapkan temuan penelitian dosen menjadi solusi bagi mitra.',
      'Pengabdian Masyarakat Mandiri: kegiatan yang dibiayai secara mandiri oleh dosen atau mitra dan dilaporkan kepada P3M.',
      'Pengabdian Kemitraan: kerja sama dengan pemerintah daerah, dunia usaha dan dunia industri.',
    ],
    flowTitle: 'Alur Pengajuan',
    flow: [
      'Dosen menyusun proposal sesuai panduan pengabdian kepada masyarakat yang berlaku.',
      'Proposal diunggah dan diseleksi oleh reviewer yang ditunjuk P3M.',
      'Proposal yang lolos ditetapkan melalui Surat Keputusan Rektor dan menerima pendanaan.',
      'Tim pengabdi melaksanakan kegiatan bersama mitra dan menyusun laporan kemajuan.',
      'Tim menyerahkan laporan akhir beserta luaran wajib kepada P3M.',
    ],
    outputsTitle: 'Luaran yang Diharapkan',
    outputs: [
      'Artikel ilmiah pada jurnal pengabdian kepada masyarakat.',
      'Publikasi di media massa atau video kegiatan.',
      'Peningkatan keberdayaan mitra, misalnya produk, layanan atau keterampilan baru.',
      'Hak Kekayaan Intelektual (HKI) bila kegiatan menghasilkan karya baru.',
    ],
  },
} as const;
