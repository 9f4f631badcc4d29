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
  },
} as const;
