import { siteCore } from './site-core';

/**
 * Part of the message catalogue, imported as `siteMessages`: the public website's interface texts,
 * menu labels and the title and description of every public page. Kept out of `messages` so that
 * the back office, which reads `messages` for the API's texts, never downloads them.
 */
export const siteMessages = {
  name: siteCore.name,
  fullName: siteCore.fullName,
  university: siteCore.university,
  logoAlt: 'Logo P3M UNIM',
  skipLink: 'Langsung ke konten utama',
  mainMenu: 'Menu utama',
  menuTitle: 'Menu',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  newTab: '(membuka tab baru)',
  searchLabel: 'Cari artikel',
  searchHeaderPlaceholder: 'Cari artikel...',
  breadcrumb: 'Navigasi remah roti',
  pageHeaderSubtitle: siteCore.settingsDefaults.pageHeaderSubtitle,
  nav: {
    home: 'Beranda',
    profile: 'Profil',
    research: 'Penelitian',
    service: 'Pengabdian Kepada Masyarakat',
    kkn: 'Kuliah Kerja Nyata',
    hki: 'Layanan HKI',
    ejournal: 'E-Jurnal',
    survey: 'Kuisioner/Komplain',
    surveyResults: 'Hasil Survei Kepuasan',
    contact: 'Hubungi Kami',
    surveyService: 'Survei Kepuasan Layanan',
    surveyPartner: 'Survei Kepuasan Mitra',
    surveyResearchPartner: 'Survei Kepuasan Mitra Penelitian',
    surveyKknPartner: 'Survei Kepuasan Mitra KKN',
    /** Beside the four surveys of SPEC §2: the site's own complaints desk. */
    complaint: 'Komplain, Pertanyaan dan Saran',
  },
  footer: {
    about: siteCore.settingsDefaults.footerAbout,
    links: 'Tautan',
    contact: 'Kontak',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    videoChannel: 'Kanal YouTube',
    copyright: '© {year} P3M Universitas Mayjen Sungkono. Hak cipta dilindungi.',
  },
  home: {
    heroTitle: siteCore.settingsDefaults.heroTitle,
    heroSubtitle: siteCore.settingsDefaults.heroSubtitle,
    carouselLabel: 'Sorotan kegiatan P3M',
    // Templates filled by the carousel itself (its own {{...}} placeholders).
    slideLabel: 'Slide {{index}} dari {{slidesLength}}',
    goToSlide: 'Tampilkan slide {{index}}',
    pause: 'Jeda pergantian slide',
    play: 'Putar pergantian slide',
    newsResearch: 'Informasi Penelitian',
    newsService: 'Informasi Pengabdian Pada Masyarakat',
    newsKkn: 'Informasi KKN',
    newsIntro: 'Berita dan pengumuman terbaru dari P3M UNIM.',
  },
  article: {
    readMore: 'Baca selengkapnya',
    backToList: 'Lihat artikel lainnya',
    thumbnailAlt: 'Gambar sampul: {title}',
  },
  orgChart: {
    /** Under each chart: it opens at full size, to be zoomed and read on a phone. */
    openFull: 'Buka gambar ukuran penuh',
  },
  /** The banner over an article's preview (staff, or whoever holds a preview link). */
  preview: {
    label: 'Pratinjau',
    draft: 'Artikel ini masih draf: pengunjung belum dapat melihatnya.',
    scheduled: 'Artikel ini dijadwalkan terbit pada {date} WIB: sampai saat itu pengunjung belum dapat melihatnya.',
    published: 'Artikel ini sudah terbit dan dapat dilihat pengunjung.',
    pageDraft: 'Ini draf halaman: pengunjung masih melihat versi yang sudah terbit.',
    pageScheduled:
      'Versi halaman ini dijadwalkan terbit pada {date} WIB: sampai saat itu pengunjung melihat versi sebelumnya.',
    pagePublished: 'Versi halaman ini sudah terbit dan dapat dilihat pengunjung.',
    unavailableTitle: 'Pratinjau tidak tersedia',
    unavailable: 'Link pratinjau ini tidak berlaku: sudah kedaluwarsa, dicabut, atau artikelnya telah dihapus.',
  },
  pagination: {
    label: 'Navigasi halaman',
    page: 'Halaman {page}',
  },
  timeline: {
    addedOn: 'Ditambahkan {date}',
  },
  /** Old versions of documents and file links (replaced by a newer one, kept for the record). */
  versions: {
    replaced: 'Sudah diganti',
    replacedBy: 'Diganti oleh:',
    oldVersions: 'Versi lama ({count})',
  },
  independentService: {
    guides: 'Dokumen Panduan',
    articles: 'Informasi Pengabdian Masyarakat Mandiri',
  },
  documents: {
    heading: 'Dokumen P3M',
    subtitle: 'Temukan semua dokumen penting terkait Penelitian,Publikasi dan Pengabdian Pada Masyarakat di sini.',
    count: '{count} dokumen',
    mostOpened: 'Paling banyak dibuka',
    mostOpenedNote: 'Dokumen yang paling sering dibuka dalam 30 hari terakhir.',
  },
  outputs: {
    platform: { youtube: 'YouTube', vimeo: 'Vimeo' },
    updated: 'Diperbarui {year}',
    play: 'Putar video: {title}',
    watchOn: 'Tonton di {host}',
  },
  contact: {
    address: 'Alamat',
    phone: 'Telepon',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    hours: 'Jam Kerja',
    mapTitle: 'Peta lokasi P3M UNIM',
    showMap: 'Tampilkan peta',
    mapNotice: 'Peta dimuat dari Google Maps setelah Anda menekan tombol.',
    intro: 'Silakan hubungi kami untuk pertanyaan seputar penelitian, publikasi, pengabdian dan KKN.',
  },
  faq: {
    heading: 'Pertanyaan yang Sering Diajukan',
    empty: 'Belum ada pertanyaan yang ditambahkan.',
  },
  /** Announcements: the home page's banner, /pengumuman, the calendar files and the feed. */
  announcements: {
    banner: 'Pengumuman',
    seeAll: 'Lihat semua pengumuman',
    current: 'Pengumuman Terkini',
    currentEmpty: 'Belum ada pengumuman saat ini.',
    archive: 'Arsip Pengumuman',
    archiveEmpty: 'Belum ada pengumuman yang berakhir.',
    archivePages: 'Halaman arsip pengumuman',
    /** "Batas: 12 Desember 2026 16.00 WIB, 5 hari lagi". */
    deadline: 'Batas: {date}, {left}',
    deadlinePast: 'Batas: {date}',
    /** A deadline's moment: "12 Desember 2026 16.00 WIB". */
    moment: '{date} {time} WIB',
    shown: 'Tayang {from} sampai {until}',
    ended: 'Berakhir {date}',
    documents: 'Dokumen terkait',
    addToCalendar: 'Tambahkan ke kalender',
    addToCalendarLabel: 'Tambahkan batas waktu "{title}" ke kalender (file .ics)',
    calendarFeed: 'Langganan kalender batas waktu (.ics)',
    readMore: 'Baca pengumuman',
    /** The calendar files: the feed's name, an event's title and its text. */
    calendarName: 'Batas Waktu Pengumuman P3M UNIM',
    eventSummary: 'Batas: {title}',
    reminder: 'Besok batas waktu: {title}',
    feedCategory: 'Pengumuman',
    /** Time left until a deadline (shared/time-left.ts). */
    timeLeft: {
      past: 'sudah lewat',
      days: '{days} hari lagi',
      tomorrow: 'besok',
      hoursToday: 'hari ini, {hours} jam lagi',
      hoursTomorrow: 'besok, {hours} jam lagi',
      underHourToday: 'hari ini, kurang dari 1 jam lagi',
      underHourTomorrow: 'besok, kurang dari 1 jam lagi',
    },
  },
  /** The search page's sections of the kinds it finds besides articles (and /api/search's group titles). */
  search: {
    kinds: {
      article: 'Artikel',
      announcement: 'Pengumuman',
      page: 'Halaman',
      document: 'Dokumen',
      file: 'Panduan dan SK',
      faq: 'Pertanyaan yang Sering Diajukan',
      video: 'Video Luaran',
    },
    count: '{count} hasil',
    /** The count of a word found almost everywhere: only the title matches and the newest are ranked. */
    countMore: 'lebih dari {count} hasil',
    /** Under a document's title: its set and its category. */
    documentContext: '{set}, kategori {category}',
    /** Under an announcement's title: its deadline, "Batas: 12 Desember 2026 16.00 WIB". */
    announcementContext: 'Batas: {date}',
    seeAll: 'Lihat semua {count} hasil: {kind}',
    seeAllMore: 'Lihat lebih dari {count} hasil: {kind}',
    backToAll: 'Kembali ke semua hasil',
    empty: 'Tidak ada hasil yang cocok dengan pencarian Anda.',
  },
  notFoundText: 'Halaman yang Anda cari tidak ada atau telah dipindahkan.',
  errorTitle: siteCore.errorTitle,
  /** The short page of a request refused while the server is too busy (the text is messages.api.serverBusy). */
  busyTitle: 'Server Sedang Sibuk',
  busyRetry: 'Coba lagi',
  pages: {
    home: {
      title: 'Beranda',
      description:
        'P3M Universitas Mayjen Sungkono: informasi penelitian, pengabdian kepada masyarakat, KKN, panduan dan dokumen.',
    },
    about: { title: 'Tentang P3M', description: 'Visi, misi, tujuan dan sasaran P3M Universitas Mayjen Sungkono.' },
    orgChart: {
      title: 'Struktur Organisasi',
      description: 'Bagan struktur organisasi P3M Universitas Mayjen Sungkono.',
    },
    documentsP3m: {
      title: 'Pusat Dokumen P3M',
      description: 'Dokumen penting P3M terkait penelitian, publikasi dan pengabdian pada masyarakat.',
    },
    outputs: { title: 'Luaran P3M', description: 'Video luaran kegiatan penelitian dan pengabdian P3M UNIM.' },
    researchGuide: { title: 'Panduan Penelitian', description: 'Dokumen panduan penelitian P3M UNIM.' },
    researchDecree: { title: 'SK Rektor', description: 'Surat Keputusan Rektor tentang penelitian.' },
    researchDocuments: {
      title: 'Dokumen Penelitian',
      description: 'Dokumen penelitian dan publikasi, dikelompokkan menurut kategori.',
    },
    researchInfo: { title: 'Informasi Penelitian', description: 'Berita dan pengumuman seputar penelitian.' },
    journalGuide: {
      title: 'Panduan Pengelolaan Jurnal Ilmiah',
      description: 'Panduan pengelolaan jurnal ilmiah dan layanan HKI.',
    },
    serviceProgramme: {
      title: 'Program Pengabdian Masyarakat',
      description: 'Program pengabdian kepada masyarakat P3M Universitas Mayjen Sungkono.',
    },
    independentService: {
      title: 'Program Pengabdian Masyarakat Mandiri',
      description: 'Panduan dan informasi program pengabdian masyarakat mandiri.',
    },
    serviceGuide: {
      title: 'Panduan Pengabdian Kepada Masyarakat',
      description: 'Dokumen panduan pengabdian kepada masyarakat.',
    },
    serviceInfo: {
      title: 'Informasi Pengabdian Pada Masyarakat',
      description: 'Berita dan pengumuman seputar pengabdian pada masyarakat.',
    },
    serviceDecree: {
      title: 'SK Pengabdian Pada Masyarakat',
      description: 'Surat Keputusan Rektor tentang pengabdian pada masyarakat.',
    },
    serviceDocuments: {
      title: 'Dokumen Pengabdian Pada Masyarakat',
      description: 'Dokumen pengabdian pada masyarakat, dikelompokkan menurut kategori.',
    },
    kknInfo: { title: 'Informasi KKN', description: 'Berita dan pengumuman seputar Kuliah Kerja Nyata.' },
    kknProgramme: {
      title: 'Program KKN UNIM',
      description: 'Dasar hukum, tujuan, manfaat, pengertian dan tahapan pelaksanaan KKN UNIM.',
    },
    kknThematic: { title: 'Buku Panduan KKN Tematik', description: 'Buku panduan KKN Tematik.' },
    kknPmm: { title: 'Buku Panduan KKN PMM', description: 'Buku panduan KKN Pertukaran Mahasiswa Merdeka (PMM).' },
    kknPknBem: { title: 'Buku Panduan KKN PKN BEM', description: 'Buku panduan KKN PKN BEM.' },
    search: { title: 'Semua Artikel', description: 'Cari dan baca semua artikel P3M UNIM.' },
    allResearch: { title: 'Informasi Penelitian', description: 'Semua artikel informasi penelitian.' },
    allService: {
      title: 'Informasi Pengabdian Kepada Masyarakat',
      description: 'Semua artikel informasi pengabdian kepada masyarakat.',
    },
    allKkn: { title: 'Informasi KKN UNIM', description: 'Semua artikel informasi KKN UNIM.' },
    faq: { title: 'FAQ', description: 'Pertanyaan yang sering diajukan tentang layanan P3M UNIM.' },
    announcements: {
      title: 'Pengumuman',
      description: 'Pengumuman P3M UNIM dengan batas waktunya, dan arsip pengumuman yang telah berakhir.',
    },
    contact: { title: 'Hubungi Kami', description: 'Alamat, telepon, e-mail dan jam kerja P3M UNIM.' },
  },
} as const;
