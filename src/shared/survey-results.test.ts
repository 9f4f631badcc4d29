import { expect, it } from 'vitest';
import { fileNamePart, lowestElements, surveyBarsSvg } from './survey-results';

const element = (code: string, answers: number, total: number) => ({
  code,
  answers,
  total,
  nrr: answers === 0 ? null : total / answers,
});

it('names the three lowest elements, and any tied with the third, compared exactly', () => {
  const elements = [
    element('U1', 3, 9), // 3
    element('U2', 3, 7), // 2.333…
    element('U3', 3, 10), // 3.333…
    element('U4', 6, 14), // 2.333…, tied with U2
    element('U5', 3, 8), // 2.666…
    element('U6', 3, 8), // 2.666…, tied with U5 (the third)
    element('U7', 0, 0), // no answers: left out
  ];
  expect(lowestElements(elements).map((item) => item.code)).toEqual(['U2', 'U4', 'U5', 'U6']);
  expect(lowestElements([element('U1', 0, 0)])).toEqual([]);
});

it('draws a bar per element with its code and number written, escaped', () => {
  const svg = surveyBarsSvg([
    { code: 'U1', nrr: 4, nrrText: '4,00' },
    { code: 'U2', nrr: null, nrrText: '<b>' },
  ]);
  expect(svg).toContain('aria-hidden="true"');
  expect(svg).toContain('>U1</text>');
  expect(svg).toContain('>4,00</text>');
  expect(svg).toContain('width="260.00"');
  expect(svg).toContain('&lt;b&gt;');
  expect(svg).not.toContain('<b>');
});

it('makes download names of a survey and a period', () => {
  expect(fileNamePart('Semester Ganjil 2026/2027')).toBe('semester-ganjil-2026-2027');
  expect(fileNamePart('Évaluasi "Akhir"')).toBe('evaluasi-akhir');
  expect(fileNamePart('///')).toBe('periode');
});
