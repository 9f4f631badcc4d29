import type { SurveyElementCode } from '../survey-index';
import { surveyFieldNames } from './survey-fields';

/**
 * Part of the message catalogue: the surveys (Kuisioner) and their index. The nine core questions and
 * their four answers are worded as the questionnaire of PermenPANRB 14/2017 words them; the profile
 * questions are those it lists. Every site starts with these (src/server/services/default-surveys.ts)
 * and staff change them later.
 */
export const surveyMessages = {
  /** The four surveys of the menu "Kuisioner/Komplain" (SPEC §2), by slug, titled as the menu names them. */
  surveys: {
    layanan: {
      title: 'Survei Kepuasan Layanan',
      intro:
        'Bantu kami meningkatkan layanan P3M UNIM. Jawab setiap pertanyaan sesuai pengalaman Anda. ' +
        'Survei ini tanpa nama dan hanya membutuhkan beberapa menit.',
    },
    mitra: {
      title: 'Survei Kepuasan Mitra',
      intro:
        'Bagi mitra P3M UNIM: bantu kami meningkatkan kerja sama dengan menjawab setiap pertanyaan sesuai ' +
        'pengalaman Anda. Survei ini tanpa nama dan hanya membutuhkan beberapa menit.',
    },
    'mitra-penelitian': {
      title: 'Survei Kepuasan Mitra Penelitian',
      intro:
        'Bagi mitra penelitian P3M UNIM: bantu kami meningkatkan kerja sama penelitian dengan menjawab setiap ' +
        'pertanyaan sesuai pengalaman Anda. Survei ini tanpa nama dan hanya membutuhkan beberapa menit.',
    },
    'mitra-kkn': {
      title: 'Survei Kepuasan Mitra KKN',
      intro:
        'Bagi mitra Kuliah Kerja Nyata (KKN) P3M UNIM: bantu kami meningkatkan pelaksanaan KKN dengan menjawab ' +
        'setiap pertanyaan sesuai pengalaman Anda. Survei ini tanpa nama dan hanya membutuhkan beberapa menit.',
    },
  },
  /** The nine elements (unsur) of the index, as the regulation names them. */
  elements: {
    U1: 'Persyaratan',
    U2: 'Sistem, mekanisme dan prosedur',
    U3: 'Waktu penyelesaian',
    U4: 'Biaya/tarif',
    U5: 'Produk spesifikasi jenis pelayanan',
    U6: 'Kompetensi pelaksana',
    U7: 'Perilaku pelaksana',
    U8: 'Penanganan pengaduan, saran dan masukan',
    U9: 'Sarana dan prasarana',
  } satisfies Record<SurveyElementCode, string>,
  /** The regulation's questionnaire: each element's question and its answers, from 1 to 4. */
  coreQuestions: {
    U1: {
      prompt: 'Bagaimana pendapat Saudara tentang kesesuaian persyaratan pelayanan dengan jenis pelayanannya?',
      options: ['Tidak sesuai', 'Kurang sesuai', 'Sesuai', 'Sangat sesuai'],
    },
    U2: {
      prompt: 'Bagaimana pemahaman Saudara tentang kemudahan prosedur pelayanan di unit ini?',
      options: ['Tidak mudah', 'Kurang mudah', 'Mudah', 'Sangat mudah'],
    },
    U3: {
      prompt: 'Bagaimana pendapat Saudara tentang kecepatan waktu dalam memberikan pelayanan?',
      options: ['Tidak cepat', 'Kurang cepat', 'Cepat', 'Sangat cepat'],
    },
    U4: {
      prompt: 'Bagaimana pendapat Saudara tentang kewajaran biaya/tarif dalam pelayanan?',
      options: ['Sangat mahal', 'Cukup mahal', 'Murah', 'Gratis'],
    },
    U5: {
      prompt:
        'Bagaimana pendapat Saudara tentang kesesuaian produk pelayanan antara yang tercantum dalam standar ' +
        'pelayanan dengan hasil yang diberikan?',
      options: ['Tidak sesuai', 'Kurang sesuai', 'Sesuai', 'Sangat sesuai'],
    },
    U6: {
      prompt: 'Bagaimana pendapat Saudara tentang kompetensi/kemampuan petugas dalam pelayanan?',
      options: ['Tidak kompeten', 'Kurang kompeten', 'Kompeten', 'Sangat kompeten'],
    },
    U7: {
      prompt: 'Bagaimana pendapat Saudara tentang perilaku petugas dalam pelayanan terkait kesopanan dan keramahan?',
      options: ['Tidak sopan dan ramah', 'Kurang sopan dan ramah', 'Sopan dan ramah', 'Sangat sopan dan ramah'],
    },
    U8: {
      prompt: 'Bagaimana pendapat Saudara tentang penanganan pengaduan pengguna layanan?',
      options: ['Tidak ada', 'Ada tetapi tidak berfungsi', 'Berfungsi kurang maksimal', 'Dikelola dengan baik'],
    },
    U9: {
      prompt: 'Bagaimana pendapat Saudara tentang kualitas sarana dan prasarana?',
      options: ['Buruk', 'Cukup', 'Baik', 'Sangat baik'],
    },
  } satisfies Record<SurveyElementCode, { prompt: string; options: readonly string[] }>,
  /** The respondent's profile, as the regulation lists it; every profile question is optional. */
  profileQuestions: {
    age_group: {
      prompt: 'Usia',
      options: ['Di bawah 20 tahun', '20-29 tahun', '30-39 tahun', '40-49 tahun', '50 tahun ke atas'],
    },
    sex: { prompt: 'Jenis kelamin', options: ['Laki-laki', 'Perempuan'] },
    education: {
      prompt: 'Pendidikan terakhir',
      options: ['SD ke bawah', 'SMP', 'SMA/SMK', 'D1-D3', 'D4/S1', 'S2', 'S3'],
    },
    occupation: {
      prompt: 'Pekerjaan',
      options: ['PNS', 'TNI', 'POLRI', 'Swasta', 'Wirausaha', 'Pelajar/Mahasiswa', 'Lainnya'],
    },
    service: { prompt: 'Jenis layanan yang diterima', options: [] },
  },
  /** The grades of the converted index (mutu pelayanan). */
  grades: { A: 'Sangat baik', B: 'Baik', C: 'Kurang baik', D: 'Tidak baik' },
  /** Field names in validation messages and labels of the staff's forms. */
  fields: surveyFieldNames,
  /** The public form (`/kuisioner/<slug>`) and its thank-you page. */
  form: {
    required: 'wajib',
    optional: 'opsional',
    requiredNote: 'Pertanyaan bertanda wajib harus dijawab.',
    coreTitle: 'Pendapat Anda tentang pelayanan',
    extraTitle: 'Pertanyaan lain',
    profileTitle: 'Tentang Anda (opsional)',
    profileNote: 'Data ini membantu kami membaca hasil survei; boleh dikosongkan.',
    choose: 'Pilih',
    noAnswer: 'Tidak menjawab',
    scaleHint: '1 = terburuk, 4 = terbaik',
    honeypot: 'Jangan isi kolom ini',
    submit: 'Kirim Jawaban',
    period: 'Periode: {name}',
    privacy:
      'Jawaban Anda tidak dikaitkan dengan nama, alamat IP atau perangkat Anda, dan halaman ini tidak memasang cookie.',
    errorSummary: 'Jawaban belum terkirim. Mohon periksa {count} pertanyaan yang ditandai di bawah.',
    answerRequired: 'Mohon jawab pertanyaan ini.',
    unknownOption: 'Pilih salah satu jawaban yang tersedia.',
    textTooLong: 'Jawaban terlalu panjang (maksimal {max} karakter).',
    tooMany:
      'Terlalu banyak jawaban dikirim dari jaringan Anda dalam waktu singkat. Silakan coba lagi dalam {seconds} detik.',
    closed: 'Survei ini sedang tidak dibuka.',
    closedExternal: 'Silakan isi survei melalui formulir berikut:',
    closedExternalLink: 'Buka formulir survei',
    thanksTitle: 'Terima kasih!',
    thanks: 'Jawaban Anda sudah kami terima. Masukan Anda membantu P3M UNIM meningkatkan layanan.',
    thanksBack: 'Kembali ke Beranda',
  },
  /** The published results, `/hasil-survei`, and the staff's printed report. */
  results: {
    title: 'Hasil Survei Kepuasan',
    description:
      'Indeks Kepuasan Masyarakat (IKM) layanan P3M UNIM per periode survei, nilai setiap unsur, dan rencana tindak lanjutnya.',
    intro:
      'Hasil survei kepuasan P3M UNIM untuk setiap periode yang sudah berakhir, dihitung menurut PermenPANRB ' +
      'Nomor 14 Tahun 2017. Periode sebelumnya tetap ditampilkan agar perkembangannya dapat dibandingkan.',
    empty:
      'Belum ada periode survei yang berakhir. Hasil survei ditampilkan di halaman ini setelah periode survei selesai.',
    method:
      'Setiap unsur dinilai 1 sampai 4. Nilai rata-rata unsur (NRR) dikalikan bobot yang sama, 1/9, lalu dijumlahkan ' +
      'menjadi IKM; IKM dikalikan 25 menjadi IKM konversi (25 sampai 100). Mutu pelayanan: A (Sangat baik) ' +
      '88,31-100,00; B (Baik) 76,61-88,30; C (Kurang baik) 65,00-76,60; D (Tidak baik) 25,00-64,99.',
    period: 'Periode {name}',
    days: '{startsOn} sampai {endsOn}',
    converted: 'IKM konversi',
    grade: 'Mutu pelayanan',
    gradeValue: '{grade} ({name})',
    respondents: 'Jumlah responden',
    respondentsValue: '{count} responden',
    warning: 'Perhatian:',
    belowMinimum:
      'Jumlah responden ({count}) di bawah minimal {minimum}: hasil ini belum cukup mewakili dan dibaca dengan hati-hati.',
    noIndex: 'IKM belum dapat dihitung untuk periode ini: tidak setiap unsur mendapat jawaban.',
    chartTitle: 'Nilai rata-rata per unsur (skala 1-4)',
    tableCaption: 'Nilai per unsur, periode {name}',
    columnElement: 'Unsur',
    columnAnswers: 'Jawaban',
    columnNrr: 'NRR',
    columnWeighted: 'NRR tertimbang (1/9)',
    lowest: 'Unsur dengan nilai terendah',
    lowestItem: '{code} {name} (NRR {nrr})',
    plan: 'Rencana Tindak Lanjut',
    noPlan: 'Rencana tindak lanjut belum ditulis.',
    reportTitle: 'Laporan Survei Kepuasan',
    reportPrint:
      'Cetak halaman ini dengan perintah cetak peramban (Ctrl+P), kertas A4, untuk dilampirkan pada dokumen akreditasi.',
    reportMethodTitle: 'Metode',
    reportMethod:
      'Survei memakai sembilan unsur pelayanan PermenPANRB Nomor 14 Tahun 2017 (U1-U9), masing-masing dijawab ' +
      'dengan skala 1 sampai 4. Untuk setiap unsur dihitung nilai rata-rata (NRR = jumlah nilai dibagi jumlah ' +
      'jawaban) dan NRR tertimbang (NRR x 1/9). IKM adalah jumlah kesembilan NRR tertimbang (1 sampai 4), IKM ' +
      'konversi adalah IKM x 25 (25 sampai 100), dan mutu pelayanan dibaca dari IKM konversi yang dibulatkan ke ' +
      'dua desimal. Laporan terdahulu memakai bobot 0,11 (pembulatan 1/9 dalam peraturan); nilainya dicantumkan ' +
      'sebagai pembanding.',
    reportFigures: 'Angka indeks',
    reportGenerated: 'Dibuat {at} WIB',
    reportWithRegulation: 'Dengan bobot 0,11',
    reportExact: 'Dengan bobot 1/9',
    minimum: 'Minimal responden',
  },
  /** The staff's downloads: the answers as CSV and the answers and index as a spreadsheet. */
  exports: {
    number: 'No',
    submittedAt: 'Waktu (WIB)',
    answersSheet: 'Jawaban',
    indexSheet: 'Indeks',
    element: 'Unsur',
    elementName: 'Nama unsur',
    answers: 'Jumlah jawaban',
    total: 'Jumlah nilai',
    nrr: 'NRR',
    weighted: 'NRR tertimbang (1/9)',
    weightedRegulation: 'NRR tertimbang (0,11)',
    figure: 'Angka',
    exact: 'Bobot 1/9',
    regulation: 'Bobot 0,11',
    ikm: 'IKM',
    converted: 'IKM konversi',
    grade: 'Mutu pelayanan',
    respondents: 'Jumlah responden',
    minimum: 'Minimal responden',
    survey: 'Kuisioner',
    period: 'Periode',
    fileName: 'hasil-survei',
  },
  /** The back office's Kuisioner screen (loaded with the screen only). */
  admin: {
    surveys: 'Daftar kuisioner',
    open: 'Dibuka: {name}',
    closed: 'Tidak sedang dibuka',
    publicPage: 'Lihat halaman kuisioner',
    settingsTitle: 'Judul, pengantar dan minimal responden',
    settingsHint: 'Di bawah jumlah ini, angka IKM ditandai belum memenuhi minimal responden.',
    saveSettings: 'Simpan Kuisioner',
    settingsSaved: 'Kuisioner berhasil disimpan.',
    settingsFailed: 'Gagal menyimpan kuisioner.',
    periodsTitle: 'Periode',
    periodsEmpty: 'Belum ada periode. Selama tidak ada periode yang dibuka, menu mengarah ke formulir eksternal.',
    periodsHint:
      'Tanggal dalam WIB; tanggal mulai dan tanggal selesai termasuk. Periode tidak boleh bertumpang tindih.',
    addPeriod: 'Tambah Periode',
    editPeriod: 'Ubah Periode',
    savePeriod: 'Simpan Periode',
    cancel: 'Batal',
    periodAdded: 'Periode berhasil ditambahkan.',
    periodSaved: 'Periode berhasil diubah.',
    periodFailed: 'Gagal menyimpan periode.',
    columnPeriod: 'Periode',
    columnDays: 'Tanggal',
    columnState: 'Status',
    columnAction: 'Aksi',
    days: '{startsOn} sampai {endsOn}',
    states: { open: 'Sedang dibuka', upcoming: 'Akan dibuka', ended: 'Selesai' },
    showFigures: 'Lihat hasil',
    shown: 'Hasil ditampilkan',
    edit: 'Ubah',
    editOf: 'Ubah {name}',
    figuresOf: 'Lihat hasil {name}',
    leaveQuestion: 'Perubahan yang belum disimpan di kuisioner ini akan hilang. Pindah ke kuisioner lain?',
    leaveConfirm: 'Pindah',
    figuresTitle: 'Hasil periode {name}',
    refresh: 'Perbarui Angka',
    noPeriod: 'Pilih atau tambahkan periode untuk melihat hasilnya.',
    noIndex: 'IKM belum dapat dihitung: setiap unsur membutuhkan sedikitnya satu jawaban.',
    respondents: '{count} responden',
    belowMinimum: 'di bawah minimal {minimum}',
    belowMinimumWarning:
      'Baru {count} responden, di bawah minimal {minimum}. Angka di bawah ini belum cukup untuk dilaporkan.',
    method:
      'IKM dihitung dengan bobot 1/9 untuk setiap unsur (PermenPANRB 14/2017): IKM = jumlah NRR × 1/9, IKM konversi = ' +
      'IKM × 25. Mutu pelayanan dibaca dari IKM konversi yang dibulatkan ke dua desimal. Nilai dengan bobot 0,11 ' +
      '(pembulatan dalam peraturan, dipakai laporan terdahulu) ditampilkan di sampingnya bila berbeda.',
    ikm: 'IKM',
    converted: 'IKM konversi',
    grade: 'Mutu pelayanan',
    withRegulation: 'dengan bobot 0,11: {value}',
    gradeValue: '{grade} ({name})',
    elementsCaption: 'Nilai per unsur',
    columnElement: 'Unsur',
    columnAnswers: 'Responden',
    columnTotal: 'Jumlah nilai',
    columnNrr: 'NRR',
    columnWeighted: 'NRR tertimbang (1/9)',
    none: '-',
    questionsTitle: 'Pertanyaan',
    addQuestion: 'Tambah Pertanyaan',
    editQuestion: 'Ubah Pertanyaan',
    editQuestionOf: 'Ubah pertanyaan nomor {n}',
    saveQuestion: 'Simpan Pertanyaan',
    questionAdded: 'Pertanyaan berhasil ditambahkan.',
    questionSaved: 'Pertanyaan berhasil diubah.',
    questionFailed: 'Gagal menyimpan pertanyaan.',
    questionCore: 'Inti {code}: {name}',
    questionProfile: 'Profil responden',
    questionKinds: { scale: 'Skala 1-4', choice: 'Pilihan', text: 'Isian' },
    questionKindFixed: 'Jenis pertanyaan: {kind} (tidak dapat diubah).',
    optionNumber: 'Pilihan jawaban {n}',
    addOption: 'Tambah Pilihan',
    removeOption: 'Hapus pilihan jawaban {n}',
    remove: 'Hapus',
    removeOf: 'Hapus {name}',
    removeQuestionOf: 'Hapus pertanyaan nomor {n}',
    removePeriodQuestion: 'Hapus periode "{name}"? Periode ini belum memiliki jawaban.',
    removePeriodWithAnswers:
      'Hapus periode "{name}"? Periode ini memiliki {count} jawaban responden: semua jawaban itu ikut terhapus, ' +
      'begitu pula hasilnya di halaman Hasil Survei. Tindakan ini tidak dapat dibatalkan.',
    removePeriodConfirm: 'Hapus Periode',
    removePeriodWithAnswersConfirm: 'Hapus Periode dan {count} Jawaban',
    periodRemoved: 'Periode berhasil dihapus.',
    periodRemoveFailed: 'Gagal menghapus periode.',
    removeQuestionQuestion: 'Hapus pertanyaan "{prompt}"? Pertanyaan ini belum memiliki jawaban.',
    removeQuestionWithAnswers:
      'Hapus pertanyaan "{prompt}"? Pertanyaan ini memiliki {count} jawaban responden: semua jawaban itu ikut ' +
      'terhapus. Tindakan ini tidak dapat dibatalkan.',
    removeQuestionConfirm: 'Hapus Pertanyaan',
    removeQuestionWithAnswersConfirm: 'Hapus Pertanyaan dan {count} Jawaban',
    questionRemoved: 'Pertanyaan berhasil dihapus.',
    questionRemoveFailed: 'Gagal menghapus pertanyaan.',
    columnResponses: 'Jawaban',
    planHint:
      'Ditampilkan bersama hasil periode di halaman Hasil Survei setelah periode berakhir, dan di laporan cetak.',
    downloadsTitle: 'Unduh dan cetak',
    downloadCsv: 'Unduh CSV',
    downloadXlsx: 'Unduh Excel (.xlsx)',
    openReport: 'Laporan Cetak (A4)',
    opensInNewTab: '(membuka tab baru)',
    resultsPage: 'Lihat halaman Hasil Survei',
    textAnswersTitle: 'Jawaban isian',
    textAnswersEmpty: 'Belum ada jawaban isian pada periode ini.',
    textAnswersFailed: 'Gagal memuat jawaban isian.',
    textAnswersLoading: 'Memuat jawaban isian...',
    textAnswersCount: '{from}-{to} dari {total} jawaban isian',
    columnTime: 'Waktu (WIB)',
    columnQuestion: 'Pertanyaan',
    columnAnswer: 'Jawaban',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    pagingLabel: 'Halaman jawaban isian',
    yes: 'Ya',
    no: 'Tidak',
  },
  validation: {
    scaleOptions: 'Pertanyaan skala 1-4 membutuhkan tepat 4 pilihan jawaban, dari yang terburuk ke yang terbaik.',
    choiceOptions: 'Pertanyaan pilihan membutuhkan 2 sampai {max} pilihan jawaban.',
    duplicateOptions: 'Setiap pilihan jawaban hanya boleh ditulis sekali.',
    textHasNoOptions: 'Pertanyaan isian tidak memiliki pilihan jawaban.',
    endsBeforeStarts: 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
    unknownPeriod: 'Periode tidak ditemukan untuk kuisioner ini.',
    tooManyQuestions: 'Satu kuisioner paling banyak memiliki {max} pertanyaan.',
    overlapsPeriod: 'Tanggalnya bertumpang tindih dengan periode "{name}" ({startsOn} sampai {endsOn}).',
    minimumRespondents: 'Minimal responden harus bilangan bulat dari 1 sampai 100000.',
    requiredFlag: 'Wajib dijawab harus ya atau tidak.',
    coreKindFixed: 'Jenis pertanyaan inti tidak dapat diubah: pertanyaan ini mengukur unsur {element}.',
    coreRequiredFixed: 'Pertanyaan inti selalu wajib dijawab: jawabannya dihitung dalam IKM.',
    profileKindFixed: 'Jenis pertanyaan profil responden tidak dapat diubah.',
    unknownQuestion: 'Pertanyaan tidak ditemukan untuk kuisioner ini.',
    periodHasResponses:
      'Periode "{name}" memiliki {count} jawaban responden. Periode ini hanya dapat dihapus dengan konfirmasi ' +
      'bahwa {count} jawaban tersebut ikut dihapus.',
    confirmedResponses: 'Jumlah jawaban yang dikonfirmasi harus bilangan bulat 0 atau lebih.',
    questionHasAnswers:
      'Pertanyaan "{prompt}" memiliki {count} jawaban responden. Pertanyaan ini hanya dapat dihapus dengan ' +
      'konfirmasi bahwa {count} jawaban tersebut ikut dihapus.',
    confirmedAnswers: 'Jumlah jawaban yang dikonfirmasi harus bilangan bulat 0 atau lebih.',
    coreNotDeletable: 'Pertanyaan inti tidak dapat dihapus: jawabannya dihitung dalam IKM (unsur {element}).',
    profileNotDeletable:
      'Pertanyaan profil responden tidak dapat dihapus: daftar profil mengikuti peraturan, dan setiap pertanyaannya opsional.',
  },
} as const;
