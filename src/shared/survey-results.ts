// Helpers of the published results (`/hasil-survei`), the printed report and the exports: plain
// functions without zod, so that public pages can use them.

/** An element's tally as the index reads it: its answers, the sum of their scores, its NRR. */
export interface ElementFigures {
  code: string;
  answers: number;
  total: number;
  nrr: number | null;
}

/** How many elements "the lowest" names: three, and any tied with the third. */
export const LOWEST_ELEMENTS = 3;

/**
 * The elements with the lowest average score (NRR), lowest first: the first LOWEST_ELEMENTS and any
 * other tied with the last of them. Compared exactly (total × answers, whole numbers), not by the
 * rounded NRR; elements without answers are left out. Ties keep the elements' order (U1 before U2).
 */
export function lowestElements<T extends ElementFigures>(elements: readonly T[], count = LOWEST_ELEMENTS): T[] {
  const compare = (a: T, b: T) => a.total * b.answers - b.total * a.answers;
  const sorted = elements.filter((element) => element.answers > 0).sort(compare);
  const last = sorted[count - 1];
  if (!last) return sorted;
  return sorted.filter((element, at) => at < count || compare(element, last) === 0);
}

/** A figure in Indonesian (`3,5556`), to a fixed number of decimals. */
export function figureText(value: number, digits: number): string {
  return new Intl.NumberFormat('id-ID', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}

/** A download's name from a survey and a period: lower case, words joined by dashes. */
export function fileNamePart(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'periode'
  );
}

/** Text for HTML and SVG: the five characters that could end it or start markup, escaped. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An element's bar: its code, its NRR (1-4) or null, and the NRR as written beside the bar. */
export interface ElementBar {
  code: string;
  nrr: number | null;
  nrrText: string;
}

const SCORE_MAX = 4;
const ROW = 30;
const LABEL = 40;
const BAR = 260;
const VALUE = 52;
const TOP = 4;
const AXIS = 22;
const INK = '#212529';
const LINE = '#6c757d';
const FILL = '#0b4a7a';

/**
 * The elements' average scores as bars, one SVG drawn on the server (no script, no library) for the
 * published page and the printed report alike: each bar's code before it and its NRR written after it,
 * so it reads without colour (and in black and white print), the whole scale outlined, ticks 1 to 4
 * below. Hidden from screen readers: the table beside it holds the same numbers.
 */
export function surveyBarsSvg(elements: readonly ElementBar[]): string {
  const width = LABEL + BAR + VALUE;
  const height = TOP + elements.length * ROW + AXIS;
  const x = (score: number) => LABEL + (score / SCORE_MAX) * BAR;
  const bottom = TOP + elements.length * ROW;
  const ticks = [1, 2, 3, 4].map(
    (tick) =>
      `<line x1="${x(tick)}" x2="${x(tick)}" y1="${TOP}" y2="${bottom}" stroke="${LINE}" stroke-dasharray="2 3"/>` +
      `<text x="${x(tick)}" y="${height - 6}" text-anchor="middle" font-size="11" fill="${INK}">${tick}</text>`,
  );
  const bars = elements.map((element, at) => {
    const y = TOP + at * ROW;
    const length = element.nrr === null ? 0 : (Math.min(element.nrr, SCORE_MAX) / SCORE_MAX) * BAR;
    const middle = y + ROW / 2 + 4;
    return (
      `<text x="0" y="${middle}" font-size="12" font-weight="600" fill="${INK}">${escapeMarkup(element.code)}</text>` +
      `<rect x="${LABEL}" y="${y + 5}" width="${BAR}" height="${ROW - 10}" fill="none" stroke="${LINE}"/>` +
      `<rect x="${LABEL}" y="${y + 5}" width="${length.toFixed(2)}" height="${ROW - 10}" fill="${FILL}"/>` +
      `<text x="${LABEL + BAR + 6}" y="${middle}" font-size="12" fill="${INK}">${escapeMarkup(element.nrrText)}</text>`
    );
  });
  return (
    `<svg class="survey-bars" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="100%" ` +
    `preserveAspectRatio="xMinYMin meet" aria-hidden="true" focusable="false">${ticks.join('')}${bars.join('')}</svg>`
  );
}
