import { describe, expect, it } from 'vitest';
import { benchCounts, parseScale } from '../../bench/seed-content';

// `npm run bench:seed -- --scale N`: the data set of the search budget is scale 10.
describe('bench data set scale', () => {
  it('is today’s data set at scale 1 and ten times it at scale 10', () => {
    const documents = (scale: number) => {
      const counts = benchCounts(scale);
      return 3 * counts.categoriesPerSet * counts.documentsPerCategory;
    };
    expect(benchCounts(1)).toMatchObject({ articles: 3000, fileLinks: 300, videos: 100 });
    expect(documents(1)).toBe(600);
    expect(benchCounts(10)).toMatchObject({ articles: 30_000, fileLinks: 3000, videos: 1000 });
    expect(documents(10)).toBe(6000);
  });

  it('accepts whole numbers from 1 to 100 only', () => {
    expect(parseScale('1')).toBe(1);
    expect(parseScale('10')).toBe(10);
    expect(parseScale('100')).toBe(100);
    for (const wrong of ['0', '101', '-1', '2.5', '1e1', '', 'ten', ' 10'])
      expect(parseScale(wrong), wrong).toBeUndefined();
  });
});
