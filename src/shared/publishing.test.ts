import { describe, expect, it } from 'vitest';
import { keptMoment, parsePublicationDate, publicationState, toWibInputValue } from './publishing';

describe('publication dates', () => {
  it('reads a date and time typed in WIB, and ISO 8601 with a zone', () => {
    expect(parsePublicationDate('2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(parsePublicationDate(' 2026-12-01T09:00:30.5 ')?.toISOString()).toBe('2026-12-01T02:00:30.500Z');
    expect(parsePublicationDate('2026-12-01T02:00:00.000Z')?.toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(parsePublicationDate('2026-12-01T09:00+07:00')?.toISOString()).toBe('2026-12-01T02:00:00.000Z');
    // Just after midnight in Jakarta is still the day before in UTC.
    expect(parsePublicationDate('2026-01-01T00:30')?.toISOString()).toBe('2025-12-31T17:30:00.000Z');
  });

  it('refuses what is not a moment: no time, an impossible day, a year out of range, other formats', () => {
    for (const text of [
      '',
      '2026-12-01',
      '2026-02-30T10:00',
      '2026-04-31T10:00',
      '2026-12-01T24:00',
      '2026-12-01T09:60',
      '1899-12-31T23:00',
      '10000-01-01T00:00',
      '01/12/2026 09:00',
      '2026-12-01 09:00',
      '2026-12-01T09:00+7',
    ]) {
      expect(parsePublicationDate(text), text).toBeNull();
    }
  });

  it('shows a stored moment in WIB for the form to the minute', () => {
    expect(toWibInputValue('2026-12-01T02:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(toWibInputValue('2026-12-01T02:00:07.000Z')).toBe('2026-12-01T09:00');
    expect(toWibInputValue('2026-12-01T02:00:59.999Z')).toBe('2026-12-01T09:00');
    expect(toWibInputValue('2025-12-31T17:30:00.000Z')).toBe('2026-01-01T00:30');
    expect(toWibInputValue('tidak valid')).toBe('');
  });

  it('keeps a stored moment whose minute the form shows unchanged, to the millisecond', () => {
    for (const stored of ['2026-12-01T02:00:00.000Z', '2026-12-01T02:00:07.000Z', '2026-12-01T02:00:07.250Z']) {
      const typed = parsePublicationDate(toWibInputValue(stored))?.toISOString();
      expect(keptMoment(typed, stored)).toBe(stored);
    }
    // Another minute, no stored moment, or none typed: what was typed.
    expect(keptMoment('2026-12-01T02:01:00.000Z', '2026-12-01T02:00:07.250Z')).toBe('2026-12-01T02:01:00.000Z');
    expect(keptMoment('2026-12-01T02:00:00.000Z', null)).toBe('2026-12-01T02:00:00.000Z');
    expect(keptMoment(null, '2026-12-01T02:00:07.250Z')).toBeNull();
    expect(keptMoment(undefined, '2026-12-01T02:00:07.250Z')).toBeUndefined();
  });

  it('tells a draft, a scheduled and a published article apart at a moment', () => {
    const at = Date.parse('2026-06-01T03:00:00.000Z');
    const article = (status: 'draft' | 'published', published_date: string) => ({ status, published_date });
    expect(publicationState(article('draft', '2020-01-01T00:00:00.000Z'), at)).toBe('draft');
    expect(publicationState(article('published', '2026-06-01T03:00:00.001Z'), at)).toBe('scheduled');
    expect(publicationState(article('published', '2026-06-01T03:00:00.000Z'), at)).toBe('published');
    expect(publicationState(article('published', '2026-06-01T03:00:00.000Z'), new Date(at - 1))).toBe('scheduled');
  });
});
