import { describe, expect, it } from 'vitest';
import {
  gradeOfHundredths,
  surveyIndex,
  tallyScores,
  type ElementScores,
  type ElementTally,
  type SurveyElementCode,
} from './survey-index';

/** Respondents' scores, one array per element (U1..U9), one score per respondent in each. */
function respondentsOf(columns: readonly (readonly number[])[]): ElementScores[] {
  const count = columns[0]?.length ?? 0;
  return Array.from({ length: count }, (_, person) =>
    Object.fromEntries(columns.map((scores, element) => [`U${element + 1}`, scores[person]])),
  );
}

const indexOf = (respondents: ElementScores[], minimumRespondents?: number) =>
  surveyIndex({
    respondents: respondents.length,
    elements: tallyScores(respondents),
    ...(minimumRespondents === undefined ? {} : { minimumRespondents }),
  });

/** Eight elements with the same tally and a ninth of its own. */
const tallies = (eight: Omit<ElementTally, 'code'>, ninth: Omit<ElementTally, 'code'>): ElementTally[] =>
  ['U1', 'U2', 'U3', 'U4', 'U5', 'U6', 'U7', 'U8', 'U9'].map((code) => ({
    code: code as SurveyElementCode,
    ...(code === 'U9' ? ninth : eight),
  }));

describe('the IKM of PermenPANRB 14/2017, exact', () => {
  it('computes NRR, weighted NRR, IKM, converted IKM and grade of a worked example', () => {
    // Four respondents. Sums and averages by hand:
    //   U1 3+3+4+2 = 12 -> 3.00   U2 3+3+3+3 = 12 -> 3.00   U3 2+3+3+2 = 10 -> 2.50
    //   U4 4+4+4+4 = 16 -> 4.00   U5 3+4+3+3 = 13 -> 3.25   U6 3+3+4+4 = 14 -> 3.50
    //   U7 4+4+3+4 = 15 -> 3.75   U8 2+2+3+3 = 10 -> 2.50   U9 3+3+3+2 = 11 -> 2.75
    // Sum of NRR = 28.25.
    // Exact weight: IKM = 28.25 / 9 = 3.13888..., converted = 706.25 / 9 = 78.4722... -> 78.47, B.
    // Weight 0.11:  IKM = 28.25 x 0.11 = 3.1075,   converted = 77.6875 -> 77.69, B.
    const index = indexOf(
      respondentsOf([
        [3, 3, 4, 2],
        [3, 3, 3, 3],
        [2, 3, 3, 2],
        [4, 4, 4, 4],
        [3, 4, 3, 3],
        [3, 3, 4, 4],
        [4, 4, 3, 4],
        [2, 2, 3, 3],
        [3, 3, 3, 2],
      ]),
    );
    expect(index.respondents).toBe(4);
    expect(index.elements.map((element) => [element.code, element.answers, element.total, element.nrr])).toEqual([
      ['U1', 4, 12, 3],
      ['U2', 4, 12, 3],
      ['U3', 4, 10, 2.5],
      ['U4', 4, 16, 4],
      ['U5', 4, 13, 3.25],
      ['U6', 4, 14, 3.5],
      ['U7', 4, 15, 3.75],
      ['U8', 4, 10, 2.5],
      ['U9', 4, 11, 2.75],
    ]);
    const u5 = index.elements[4];
    expect(u5?.weightedNrr).toBeCloseTo(3.25 / 9, 14);
    expect(u5?.weightedNrr).toBeCloseTo(0.3611111, 7);
    expect(u5?.weightedNrrRegulation).toBeCloseTo(0.3575, 14);
    expect(index.exact?.ikm).toBeCloseTo(3.1388889, 7);
    expect(index.exact?.converted).toBeCloseTo(78.4722222, 7);
    expect(index.exact).toMatchObject({ convertedRounded: 78.47, grade: 'B' });
    expect(index.regulation?.ikm).toBeCloseTo(3.1075, 14);
    expect(index.regulation).toMatchObject({ convertedRounded: 77.69, grade: 'B' });
    expect(index.differs).toBe(true);
    expect(index.gradeDiffers).toBe(false);
  });

  it('gives A with the exact weight where 0.11 gives B', () => {
    // Two respondents: U1..U8 answered 4 and 3 (NRR 3.5), U9 4 and 4 (NRR 4). Sum of NRR = 8 x 3.5 + 4 = 32.
    // Exact: IKM = 32 / 9 = 3.5555..., converted = 800 / 9 = 88.888... -> 88.89, A (Sangat baik).
    // 0.11:  IKM = 32 x 0.11 = 3.52,    converted = 88.00, B (Baik).
    const index = indexOf(respondentsOf([...Array.from({ length: 8 }, () => [4, 3]), [4, 4]]));
    expect(index.exact?.ikm).toBeCloseTo(3.5555556, 7);
    expect(index.exact).toMatchObject({ convertedRounded: 88.89, grade: 'A' });
    expect(index.regulation?.ikm).toBeCloseTo(3.52, 14);
    expect(index.regulation).toMatchObject({ convertedRounded: 88, grade: 'B' });
    expect(index.differs).toBe(true);
    expect(index.gradeDiffers).toBe(true);
  });

  it('grades a converted IKM of exactly 65.00 C, where adding ninths in floating point falls under it', () => {
    // Five respondents, each element answered 3, 3, 3, 2, 2: every NRR is 13 / 5 = 2.6.
    // Exact: IKM = 2.6, converted = 65.00 exactly, C (Kurang baik). Summing 2.6 x (1/9) nine times in
    // floating point gives 64.99999999999999, which a naive comparison would grade D.
    // 0.11:  IKM = 9 x 2.6 x 0.11 = 2.574, converted = 64.35, D (Tidak baik).
    const index = indexOf(respondentsOf(Array.from({ length: 9 }, () => [3, 3, 3, 2, 2])));
    let naive = 0;
    for (const element of index.elements) naive += (element.nrr ?? 0) * (1 / 9);
    expect(naive * 25).toBeLessThan(65);
    expect(index.exact).toMatchObject({ convertedRounded: 65, grade: 'C' });
    expect(index.regulation).toMatchObject({ convertedRounded: 64.35, grade: 'D' });
    expect(index.gradeDiffers).toBe(true);
  });

  it('rounds the converted IKM half up to two decimals before grading', () => {
    // U1..U8 NRR 3 (sum 24); U9 17,889 points over 5,000 answers = 3.5778. Sum of NRR = 27.5778.
    // Converted = 27.5778 x 25 / 9 = 76.605 exactly -> 76.61, B (floating point says 76.60499...).
    const atHalf = surveyIndex({
      respondents: 5000,
      elements: tallies({ answers: 5000, total: 15_000 }, { answers: 5000, total: 17_889 }),
    });
    expect(atHalf.exact).toMatchObject({ convertedRounded: 76.61, grade: 'B' });
    // One point less: 27.5776 x 25 / 9 = 76.6044... -> 76.60, C.
    const under = surveyIndex({
      respondents: 5000,
      elements: tallies({ answers: 5000, total: 15_000 }, { answers: 5000, total: 17_888 }),
    });
    expect(under.exact).toMatchObject({ convertedRounded: 76.6, grade: 'C' });
  });

  it('reads the regulation table at its edges', () => {
    expect([10_000, 8831, 8830, 7661, 7660, 6500, 6499, 2500].map(gradeOfHundredths)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
    ]);
    // Everyone answering 4 is 100.00 (A); everyone answering 1 is 25.00 (D).
    expect(indexOf(respondentsOf(Array.from({ length: 9 }, () => [4]))).exact).toMatchObject({
      ikm: 4,
      converted: 100,
      grade: 'A',
    });
    const lowest = indexOf(respondentsOf(Array.from({ length: 9 }, () => [1]))).exact;
    expect(lowest).toMatchObject({ ikm: 1, convertedRounded: 25, grade: 'D' });
  });

  it('counts respondents and warns below the minimum (30 unless staff set another)', () => {
    const few = respondentsOf(Array.from({ length: 9 }, () => [4, 3, 3]));
    expect(indexOf(few)).toMatchObject({ respondents: 3, minimumRespondents: 30, belowMinimum: true });
    expect(indexOf(few, 3)).toMatchObject({ minimumRespondents: 3, belowMinimum: false });
    const thirty = respondentsOf(Array.from({ length: 9 }, () => Array.from({ length: 30 }, () => 3)));
    expect(indexOf(thirty)).toMatchObject({ respondents: 30, belowMinimum: false });
  });

  it('averages each element over its own answers and gives no index while an element has none', () => {
    const partial = surveyIndex({
      respondents: 2,
      elements: [
        { code: 'U2', answers: 1, total: 4 },
        { code: 'U1', answers: 2, total: 5 },
      ],
    });
    expect(partial.elements.map((element) => element.code)).toEqual([
      'U1',
      'U2',
      'U3',
      'U4',
      'U5',
      'U6',
      'U7',
      'U8',
      'U9',
    ]);
    expect(partial.elements[0]).toMatchObject({ nrr: 2.5, answers: 2 });
    expect(partial.elements[1]).toMatchObject({ nrr: 4, answers: 1 });
    expect(partial.elements[2]).toMatchObject({ nrr: null, weightedNrr: null, weightedNrrRegulation: null });
    expect(partial).toMatchObject({ exact: null, regulation: null, differs: false, gradeDiffers: false });
    expect(surveyIndex({ respondents: 0, elements: [] })).toMatchObject({ exact: null, belowMinimum: true });
  });

  it('refuses a tally that no scores of 1 to 4 can make', () => {
    expect(() => surveyIndex({ respondents: 1, elements: [{ code: 'U1', answers: 1, total: 5 }] })).toThrow(RangeError);
    expect(() => surveyIndex({ respondents: 1, elements: [{ code: 'U1', answers: 2, total: 1 }] })).toThrow(RangeError);
    expect(() => surveyIndex({ respondents: 1, elements: [{ code: 'U1', answers: 1.5, total: 3 }] })).toThrow(
      RangeError,
    );
  });
});
