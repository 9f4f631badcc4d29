/**
 * Text for the benchmark data set: articles of 300 to 1,500 words that read like the centre's news
 * (paragraphs, headings, lists, emphasis, links), their words drawn from the vocabulary of
 * vocabulary.ts by their frequency in real text, with a seeded generator so that two runs produce the
 * same data.
 */
import { seededRandom } from './random';
import { zipfWord } from './vocabulary';

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

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function sentence(random: () => number): string {
  const length = 8 + Math.floor(random() * 14);
  const words = Array.from({ length }, () => zipfWord(random));
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
  return `${pick(random, TOPICS)} ${year}: ${zipfWord(random)} ${zipfWord(random)} (${index + 1})`;
}

/** The words of an HTML text (its tags left out). */
const wordCount = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** Article HTML of 300 to 1,500 words: headings, paragraphs, lists, emphasis and a link. */
export function articleHtml(index: number): string {
  const random = seededRandom(index * 7919 + 13);
  const target = 300 + Math.floor(random() * 1200);
  const parts: string[] = [paragraph(random)];
  while (wordCount(parts.join(' ')) < target) {
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
  return `${pick(random, ['Panduan', 'Pedoman', 'SK', 'Formulir', 'Laporan'])} ${zipfWord(random)} ${zipfWord(random)} ${2016 + (index % 10)}`;
}
