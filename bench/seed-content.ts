/**
 * Text for the benchmark data set: article HTML of 3-6 KB that reads like the centre's news
 * (paragraphs, headings, lists, emphasis, links), made from a fixed vocabulary with a seeded generator
 * so that two runs produce the same data.
 */

const WORDS = (
  'penelitian pengabdian masyarakat dosen mahasiswa hibah proposal laporan kegiatan desa mitra ' +
  'universitas program pelaksanaan evaluasi publikasi jurnal ilmiah nasional internasional seminar ' +
  'pelatihan pendampingan inovasi teknologi pemberdayaan ekonomi kreatif pendidikan kesehatan ' +
  'lingkungan pertanian digital literasi kolaborasi lembaga pemerintah daerah kabupaten kota ' +
  'anggaran tahun semester periode tahap seleksi penilaian reviewer luaran capaian target indikator ' +
  'kinerja dokumen panduan pedoman ketentuan persyaratan pendaftaran jadwal batas waktu pengumpulan ' +
  'hasil analisis data metode kualitatif kuantitatif survei wawancara observasi sampel responden ' +
  'keberlanjutan dampak manfaat sosial budaya kearifan lokal potensi wilayah usaha mikro kecil menengah'
).split(' ');

const TOPICS = [
  'Hibah Penelitian Dosen Pemula',
  'Pengabdian Masyarakat Berbasis Desa Mitra',
  'Pelaksanaan KKN Tematik',
  'Seminar Nasional Hasil Penelitian',
  'Pelatihan Penulisan Artikel Jurnal',
  'Monitoring dan Evaluasi Program',
  'Pendampingan UMKM Digital',
  'Penerimaan Proposal Penelitian Internal',
  'Kolaborasi Riset dengan Pemerintah Daerah',
  'Diseminasi Luaran Pengabdian',
];

/** How many of each kind the data set holds at a scale (1: 3,000 articles; 10: 30,000). */
export interface BenchCounts {
  articles: number;
  fileLinks: number;
  categoriesPerSet: number;
  documentsPerCategory: number;
  videos: number;
}

/** The data set at `scale`: every kind grows with it but the 30 document categories (3 sets of 10). */
export function benchCounts(scale: number): BenchCounts {
  return {
    articles: 3000 * scale,
    fileLinks: 300 * scale,
    categoriesPerSet: 10,
    documentsPerCategory: 20 * scale,
    videos: 100 * scale,
  };
}

/** `--scale N`: a whole number from 1 to 100, or undefined when the text is not one. */
export function parseScale(text: string): number | undefined {
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const scale = Number(text);
  return scale >= 1 && scale <= 100 ? scale : undefined;
}

/** Small, fast, seeded pseudo-random numbers (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function sentence(random: () => number): string {
  const length = 8 + Math.floor(random() * 14);
  const words = Array.from({ length }, () => pick(random, WORDS));
  if (random() < 0.2) words[2] = `<strong>${words[2]}</strong>`;
  if (random() < 0.1) words[5] = `<em>${words[5]}</em>`;
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraph(random: () => number): string {
  const sentences = Array.from({ length: 3 + Math.floor(random() * 4) }, () => sentence(random));
  return `<p>${sentences.join(' ')}</p>`;
}

export function articleTitle(index: number, year: number): string {
  const random = seededRandom(index + 1);
  return `${pick(random, TOPICS)} ${year}: ${pick(random, WORDS)} ${pick(random, WORDS)} (${index + 1})`;
}

/** Article HTML of 3 to 6 KB: headings, paragraphs, lists, emphasis and a link. */
export function articleHtml(index: number): string {
  const random = seededRandom(index * 7919 + 13);
  const target = 3000 + Math.floor(random() * 2300);
  const parts: string[] = [paragraph(random)];
  while (parts.join('').length < target) {
    const roll = random();
    if (roll < 0.12) parts.push(`<h2>${sentence(random).replace(/\.$/, '')}</h2>`);
    else if (roll < 0.22) {
      const items = Array.from({ length: 3 + Math.floor(random() * 3) }, () => `<li>${sentence(random)}</li>`);
      parts.push(`<ul>${items.join('')}</ul>`);
    } else if (roll < 0.27) {
      parts.push(
        `<p>Informasi lengkap dapat dibaca pada <a href="https://p3m.unim.ac.id/panduan-penelitian">panduan resmi</a>.</p>`,
      );
    } else parts.push(paragraph(random));
  }
  return parts.join('\n');
}

export function documentName(index: number): string {
  const random = seededRandom(index + 50_000);
  return `${pick(random, ['Panduan', 'Pedoman', 'SK', 'Formulir', 'Laporan'])} ${pick(random, WORDS)} ${pick(random, WORDS)} ${2016 + (index % 10)}`;
}
