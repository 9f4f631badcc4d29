import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../bench/random';
import { articleHtml } from '../../bench/seed-content';
import { benchVocabulary, VOCABULARY_SIZE, zipfWord } from '../../bench/vocabulary';

// The search benchmark's data set follows real text: thousands of word forms, a few of them in nearly
// every article and most of them in some, by Zipf's law.
describe('the benchmark vocabulary', () => {
  it('has at least 20,000 distinct word forms, the centre’s common words first, the same on every run', () => {
    const words = benchVocabulary();
    expect(VOCABULARY_SIZE).toBeGreaterThanOrEqual(20_000);
    expect(new Set(words).size).toBe(VOCABULARY_SIZE);
    expect(words.slice(0, 3)).toEqual(['dan', 'yang', 'di']);
    for (const word of ['penelitian', 'pengabdian', 'masyarakat', 'kkn', 'panduan'])
      expect(words.indexOf(word)).toBeLessThan(30);
    for (const word of words) expect(word).toMatch(/^\p{Ll}{2,14}$/u);
  });

  it('draws words by Zipf’s law: rank 1 about twice rank 2 and a hundred times rank 100', () => {
    const random = seededRandom(7);
    const counts = new Map<string, number>();
    for (let i = 0; i < 400_000; i += 1) {
      const word = zipfWord(random);
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    const words = benchVocabulary();
    const count = (rank: number) => counts.get(words[rank - 1] ?? '') ?? 0;
    expect(count(1) / count(2)).toBeGreaterThan(1.7);
    expect(count(1) / count(2)).toBeLessThan(2.3);
    expect(count(1) / count(100)).toBeGreaterThan(70);
    expect(count(1) / count(100)).toBeLessThan(140);
    // The tail is used too: most of the vocabulary appears in a large sample.
    expect(counts.size).toBeGreaterThan(VOCABULARY_SIZE * 0.6);
  });

  it('writes articles of 300 to 1,500 words', () => {
    for (const index of [0, 1, 2, 500, 2999]) {
      const words = articleHtml(index)
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, String(index)).toBeGreaterThanOrEqual(300);
      expect(words, String(index)).toBeLessThan(1600);
    }
  });
});
