/**
 * The words of the benchmark data set, as real text has them: a vocabulary of VOCABULARY_SIZE word
 * forms whose frequencies follow Zipf's law (the word of rank r is used in proportion to 1/r), so a few
 * words are in nearly every article, most are in some, and many are in a handful. The most frequent
 * are the centre's own common words; the rest are made of Indonesian syllables and affixes, so that
 * word prefixes behave as they do in Indonesian text. Seeded: two runs make the same words.
 */
import { seededRandom } from './random';

export const VOCABULARY_SIZE = 24_000;

/** The most frequent words, in rank order: function words first, then the centre's subjects. */
const COMMON_WORDS = (
  'dan yang di untuk dengan dalam pada ini dari oleh akan tahun penelitian pengabdian masyarakat ' +
  'kegiatan program mahasiswa dosen kkn panduan desa mitra universitas pelaksanaan hibah proposal ' +
  'laporan evaluasi publikasi jurnal ilmiah nasional internasional seminar pelatihan pendampingan ' +
  'inovasi teknologi pemberdayaan ekonomi kreatif pendidikan kesehatan lingkungan pertanian digital ' +
  'literasi kolaborasi lembaga pemerintah daerah kabupaten kota anggaran semester periode tahap ' +
  'seleksi penilaian reviewer luaran capaian target indikator kinerja dokumen pedoman ketentuan ' +
  'persyaratan pendaftaran jadwal batas waktu pengumpulan hasil analisis data metode survei ' +
  'wawancara observasi sampel responden keberlanjutan dampak manfaat sosial budaya kearifan lokal ' +
  'potensi wilayah usaha mikro kecil menengah'
).split(' ');

const ONSETS = ['b', 'c', 'd', 'g', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'w', 'y', 'ng', 'ny', 'tr', 'pr'];
const VOWELS = ['a', 'a', 'i', 'u', 'e', 'o'];
const CODAS = ['', '', '', 'n', 'ng', 'r', 'k', 's', 't', 'l', 'm'];
const PREFIXES = ['', '', 'me', 'pe', 'ber', 'di', 'ter', 'ke', 'se', 'per'];
const SUFFIXES = ['', '', '', 'an', 'kan', 'nya', 'i'];

/** A stem of two to three syllables (consonant, vowel, sometimes a closing consonant). */
function stem(random: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const syllables = 2 + (random() < 0.4 ? 1 : 0);
  let word = '';
  for (let i = 0; i < syllables; i += 1) word += pick(ONSETS) + pick(VOWELS) + (i === syllables - 1 ? pick(CODAS) : '');
  return `${pick(PREFIXES)}${word}${pick(SUFFIXES)}`;
}

let words: readonly string[] | undefined;

/** The vocabulary in rank order (the most frequent first), VOCABULARY_SIZE distinct forms. */
export function benchVocabulary(): readonly string[] {
  if (words) return words;
  const random = seededRandom(20_261_128);
  const forms = new Set(COMMON_WORDS);
  while (forms.size < VOCABULARY_SIZE) {
    const form = stem(random);
    if (form.length >= 4 && form.length <= 14) forms.add(form);
  }
  words = [...forms];
  return words;
}

/** The chance of each rank under Zipf's law, summed: `cumulative[r]` is P(rank <= r). */
let cumulative: Float64Array | undefined;

function zipfCumulative(): Float64Array {
  if (cumulative) return cumulative;
  const sums = new Float64Array(VOCABULARY_SIZE);
  let total = 0;
  for (let rank = 0; rank < VOCABULARY_SIZE; rank += 1) {
    total += 1 / (rank + 1);
    sums[rank] = total;
  }
  for (let rank = 0; rank < VOCABULARY_SIZE; rank += 1) sums[rank] = (sums[rank] ?? 0) / total;
  cumulative = sums;
  return sums;
}

/** A word drawn by its frequency in text. */
export function zipfWord(random: () => number): string {
  const sums = zipfCumulative();
  const target = random();
  let low = 0;
  let high = VOCABULARY_SIZE - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sums[middle] ?? 1) < target) low = middle + 1;
    else high = middle;
  }
  return benchVocabulary()[low] ?? 'dan';
}
