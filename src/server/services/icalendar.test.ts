import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarText, escapeText, foldLine, utcDateTime, type CalendarEvent } from './icalendar';

const event: CalendarEvent = {
  uid: 'pengumuman-7@p3m.example.ac.id',
  changedAt: '2026-12-01T03:04:05.678Z',
  start: '2026-12-12T09:00:00.000Z',
  summary: 'Batas: Hibah; penelitian, 2027 \\ tahap 1',
  description: 'Baris pertama\nBaris kedua, dengan koma; dan titik koma.',
  url: 'https://p3m.example.ac.id/pengumuman#pengumuman-7',
  alarm: { trigger: '-P1D', description: 'Besok batas waktu: Hibah' },
};

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\tstays\u0007bell goes')).toBe('tab\tstaysbell goes');
  });

  it('writes moments in UTC to the second', () => {
    expect(utcDateTime('2026-12-12T16:00:00+07:00')).toBe('20261212T090000Z');
    expect(utcDateTime(new Date('2026-01-02T03:04:05.999Z'))).toBe('20260102T030405Z');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(60)}${'a'.repeat(40)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [index, line] of lines.entries()) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      if (index > 0) expect(line.startsWith(' ')).toBe(true);
    }
    expect(lines.map((line, index) => (index > 0 ? line.slice(1) : line)).join('')).toBe(long);
    expect(foldLine('SUMMARY:pendek')).toBe('SUMMARY:pendek');
  });

  it('writes a calendar that ical.js reads back whole: CRLF lines, the event, its alarm', () => {
    const text = calendarText({ name: 'Batas Waktu P3M', events: [event, { ...event, uid: 'pengumuman-8@x' }] });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Batas Waktu P3M');
    const [first, second] = calendar.getAllSubcomponents('vevent');
    expect(second?.getFirstPropertyValue('uid')).toBe('pengumuman-8@x');
    const parsed = new ICAL.Event(first);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-12-12T09:00:00.000Z');
    expect(parsed.startDate.zone?.tzid).toBe('UTC');
    expect(first?.getFirstPropertyValue('url')).toBe(event.url);
    expect(String(first?.getFirstPropertyValue('dtstamp'))).toBe('2026-12-01T03:04:05Z');
    const alarm = first?.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-P1D');
  });

  it('writes an empty calendar that is still a calendar', () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarText({ name: 'Kosong', events: [] })));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});
