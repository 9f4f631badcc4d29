/**
 * The Indeks Kepuasan Masyarakat (IKM) of PermenPANRB 14/2017, computed exactly from the answers of
 * one survey in one period.
 *
 * The method, as the regulation gives it:
 * - each of the nine elements (unsur U1..U9) is answered on a scale of 1 to 4;
 * - the average score of an element (NRR, nilai rata-rata) is the sum of its scores over the number of
 *   its answers;
 * - the weighted NRR (NRR tertimbang) is the NRR times the weight of an element, 1/9 (the regulation
 *   writes it rounded, 0.11);
 * - the IKM of the unit is the sum of the nine weighted NRRs (1 to 4), and the converted IKM
 *   (IKM konversi) is the IKM times 25 (25 to 100);
 * - the grade (mutu pelayanan) is read from the converted IKM: A (Sangat baik) 88.31-100.00,
 *   B (Baik) 76.61-88.30, C (Kurang baik) 65.00-76.60, D (Tidak baik) 25.00-64.99.
 *
 * How it is computed here: every figure is a fraction of whole numbers (scores and counts are whole),
 * so it is kept as one (BigInt numerator and denominator) and nothing is lost on the way. The grade is
 * read from the converted IKM rounded to two decimals, half up, because the regulation's table is
 * given to two decimals and leaves the gaps between its rows (88.30 to 88.31) to that rounding: an
 * exact 88.305 is 88.31, grade A. Comparing whole hundredths, no floating point decides a grade.
 * The figures handed out as numbers (NRR, IKM) are the nearest double of the exact fraction, for
 * display; the converted IKM is also given as its two-decimal value, the one graded.
 *
 * The index is computed twice: with the exact weight 1/9 (the figure of record) and with the
 * regulation's rounded 0.11, which earlier reports and spreadsheets used, so that both can be shown
 * where they differ (0.11 is 1% under 1/9: a converted 88.89 becomes 88.00, an A becomes a B).
 */

export const SURVEY_ELEMENT_CODES = ['U1', 'U2', 'U3', 'U4', 'U5', 'U6', 'U7', 'U8', 'U9'] as const;
export type SurveyElementCode = (typeof SURVEY_ELEMENT_CODES)[number];

/** The scale of every core question: 1 (worst) to 4 (best). */
export const SURVEY_SCORE_MIN = 1;
export const SURVEY_SCORE_MAX = 4;

/** Below this many respondents the figures are shown with a warning (staff may set another). */
export const DEFAULT_MINIMUM_RESPONDENTS = 30;

export type SurveyGrade = 'A' | 'B' | 'C' | 'D';

/** The lowest converted IKM of each grade, in hundredths (the regulation's table, best first). */
const GRADE_FLOORS: readonly (readonly [SurveyGrade, number])[] = [
  ['A', 8831],
  ['B', 7661],
  ['C', 6500],
  ['D', 0],
];

/** What the index reads of one element: how many answers it has and the sum of their scores. */
export interface ElementTally {
  code: SurveyElementCode;
  answers: number;
  total: number;
}

export interface ElementFigures extends ElementTally {
  /** Average score (1-4), null without answers. */
  nrr: number | null;
  /** NRR x 1/9. */
  weightedNrr: number | null;
  /** NRR x 0.11, the regulation's rounded weight. */
  weightedNrrRegulation: number | null;
}

export interface IndexFigures {
  /** Sum of the weighted NRRs (1-4 with the exact weight). */
  ikm: number;
  /** IKM x 25, exact (nearest double). */
  converted: number;
  /** IKM x 25 rounded to two decimals, half up: the value shown and graded. */
  convertedRounded: number;
  grade: SurveyGrade;
}

export interface SurveyIndex {
  respondents: number;
  minimumRespondents: number;
  /** Fewer respondents than the minimum: the figures are shown with a warning. */
  belowMinimum: boolean;
  /** The nine elements, U1 to U9, whatever order the tallies came in. */
  elements: ElementFigures[];
  /** With the exact weight 1/9; null unless every element has at least one answer. */
  exact: IndexFigures | null;
  /** With the regulation's rounded weight 0.11; null when `exact` is. */
  regulation: IndexFigures | null;
  /** The two converted values differ at two decimals (show the 0.11 one beside the exact one). */
  differs: boolean;
  /** The two give different grades. */
  gradeDiffers: boolean;
}

/** A non-negative fraction of whole numbers, in lowest terms. */
interface Fraction {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function fraction(n: bigint, d: bigint): Fraction {
  const common = gcd(n, d) || 1n;
  return { n: n / common, d: d / common };
}

const add = (a: Fraction, b: Fraction) => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
const times = (a: Fraction, b: Fraction) => fraction(a.n * b.n, a.d * b.d);

const EXACT_WEIGHT = fraction(1n, BigInt(SURVEY_ELEMENT_CODES.length));
const REGULATION_WEIGHT = fraction(11n, 100n);
const CONVERSION = fraction(25n, 1n);

/** Digits kept when a fraction is handed out as a number: far past any shown decimal. */
const NUMBER_SCALE = 10n ** 15n;

/** The nearest double (to 15 decimals) of a non-negative fraction, whatever the size of its terms. */
function toNumber(value: Fraction): number {
  return Number((value.n * NUMBER_SCALE) / value.d) / Number(NUMBER_SCALE);
}

/** A non-negative fraction rounded half up to whole hundredths (88.305 is 8831). */
function hundredthsHalfUp(value: Fraction): number {
  return Number((value.n * 200n + value.d) / (2n * value.d));
}

/** The grade of a converted IKM given in whole hundredths. */
export function gradeOfHundredths(hundredths: number): SurveyGrade {
  return GRADE_FLOORS.find(([, floor]) => hundredths >= floor)?.[0] ?? 'D';
}

function checkTally(tally: ElementTally): void {
  const { answers, total } = tally;
  if (!Number.isSafeInteger(answers) || !Number.isSafeInteger(total) || answers < 0) {
    throw new RangeError(`${tally.code}: answers and total must be whole numbers`);
  }
  if (total < answers * SURVEY_SCORE_MIN || total > answers * SURVEY_SCORE_MAX) {
    throw new RangeError(`${tally.code}: a total of ${total} is not ${answers} scores of 1 to 4`);
  }
}

function figuresOf(averages: readonly Fraction[], weight: Fraction): IndexFigures {
  const ikm = averages.reduce((sum, average) => add(sum, times(average, weight)), fraction(0n, 1n));
  const converted = times(ikm, CONVERSION);
  const hundredths = hundredthsHalfUp(converted);
  return {
    ikm: toNumber(ikm),
    converted: toNumber(converted),
    convertedRounded: hundredths / 100,
    grade: gradeOfHundredths(hundredths),
  };
}

/**
 * The index of one survey and period from the tally of each element (answers and sum of scores) and
 * the number of respondents. An element missing from `elements` counts as one without answers.
 */
export function surveyIndex(input: {
  respondents: number;
  elements: readonly ElementTally[];
  minimumRespondents?: number;
}): SurveyIndex {
  const { respondents, minimumRespondents = DEFAULT_MINIMUM_RESPONDENTS } = input;
  const tallies = SURVEY_ELEMENT_CODES.map(
    (code) => input.elements.find((tally) => tally.code === code) ?? { code, answers: 0, total: 0 },
  );
  tallies.forEach(checkTally);
  const averages = tallies.map((tally) =>
    tally.answers > 0 ? fraction(BigInt(tally.total), BigInt(tally.answers)) : null,
  );
  const elements = tallies.map((tally, at): ElementFigures => {
    const average = averages[at] ?? null;
    return {
      ...tally,
      nrr: average && toNumber(average),
      weightedNrr: average && toNumber(times(average, EXACT_WEIGHT)),
      weightedNrrRegulation: average && toNumber(times(average, REGULATION_WEIGHT)),
    };
  });
  const complete = averages.every((average): average is Fraction => average !== null);
  const exact = complete ? figuresOf(averages, EXACT_WEIGHT) : null;
  const regulation = complete ? figuresOf(averages, REGULATION_WEIGHT) : null;
  return {
    respondents,
    minimumRespondents,
    belowMinimum: respondents < minimumRespondents,
    elements,
    exact,
    regulation,
    differs: exact !== null && regulation !== null && exact.convertedRounded !== regulation.convertedRounded,
    gradeDiffers: exact !== null && regulation !== null && exact.grade !== regulation.grade,
  };
}

/** One respondent's scores of the nine elements (an element left out was not answered). */
export type ElementScores = Partial<Record<SurveyElementCode, number>>;

/** The tallies of a list of respondents' scores: what the database sums, done in memory. */
export function tallyScores(respondents: readonly ElementScores[]): ElementTally[] {
  return SURVEY_ELEMENT_CODES.map((code) => {
    const scores = respondents.flatMap((scores) => (scores[code] === undefined ? [] : [scores[code]]));
    return { code, answers: scores.length, total: scores.reduce((sum, score) => sum + score, 0) };
  });
}
