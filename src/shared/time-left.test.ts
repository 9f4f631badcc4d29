import { describe, expect, it } from 'vitest';
import { nextTimeLeftChange, timeLeft } from './time-left';

// Moments are written in WIB (+07:00): the rule counts Jakarta's calendar days.
const wib = (text: string) => new Date(`${text}+07:00`);
const DEADLINE = wib('2026-12-12T16:00');
const say = (now: string) => timeLeft(DEADLINE, wib(now)).text;

describe('time left until a deadline', () => {
  it('counts calendar days in Jakarta while a day or more is left', () => {
    expect(say('2026-12-07T16:00')).toBe('5 hari lagi');
    expect(say('2026-12-07T23:59')).toBe('5 hari lagi');
    expect(say('2026-12-08T00:00')).toBe('4 hari lagi');
    expect(say('2026-12-10T08:00')).toBe('2 hari lagi');
    expect(say('2026-12-11T00:00')).toBe('besok');
    // Exactly one day left is still a day.
    expect(say('2026-12-11T16:00')).toBe('besok');
  });

  it('counts whole hours under a day, with the day the deadline falls on', () => {
    expect(timeLeft(DEADLINE, wib('2026-12-11T16:00:00.001')).text).toBe('besok, 23 jam lagi');
    expect(say('2026-12-11T22:30')).toBe('besok, 17 jam lagi');
    expect(say('2026-12-12T00:00')).toBe('hari ini, 16 jam lagi');
    expect(say('2026-12-12T13:00')).toBe('hari ini, 3 jam lagi');
    expect(say('2026-12-12T13:59')).toBe('hari ini, 2 jam lagi');
    expect(say('2026-12-12T15:00')).toBe('hari ini, 1 jam lagi');
    expect(say('2026-12-12T15:01')).toBe('hari ini, kurang dari 1 jam lagi');
    expect(timeLeft(wib('2026-12-13T00:10'), wib('2026-12-12T23:30')).text).toBe('besok, kurang dari 1 jam lagi');
  });

  it('says the deadline has passed from its moment on, and that nothing changes after', () => {
    expect(say('2026-12-12T16:00')).toBe('sudah lewat');
    expect(timeLeft(DEADLINE, wib('2027-01-01T00:00'))).toEqual({ text: 'sudah lewat', changesAt: null });
  });

  it('reads ISO text and milliseconds alike, whatever zone the machine is in', () => {
    expect(timeLeft('2026-12-12T09:00:00.000Z', '2026-12-07T09:00:00.000Z').text).toBe('5 hari lagi');
    expect(timeLeft(DEADLINE.getTime(), wib('2026-12-07T09:00').getTime()).text).toBe('5 hari lagi');
  });

  it('names the first moment the text changes: the same text until then, another one from it', () => {
    const starts = [
      '2026-12-01T10:00',
      '2026-12-07T23:59:59',
      '2026-12-10T16:30',
      '2026-12-11T15:59',
      '2026-12-11T16:00',
      '2026-12-11T23:00',
      '2026-12-12T09:00',
      '2026-12-12T15:00',
      '2026-12-12T15:30',
    ];
    for (const start of starts) {
      const now = wib(start);
      const { text, changesAt } = timeLeft(DEADLINE, now);
      expect(changesAt, start).not.toBeNull();
      const change = changesAt?.getTime() ?? 0;
      expect(change, start).toBeGreaterThan(now.getTime());
      expect(timeLeft(DEADLINE, change - 1).text, start).toBe(text);
      expect(timeLeft(DEADLINE, change).text, start).not.toBe(text);
    }
    // Days change at midnight in Jakarta; the last day's hours on the hour.
    expect(timeLeft(DEADLINE, wib('2026-12-08T10:00')).changesAt).toEqual(wib('2026-12-09T00:00'));
    expect(timeLeft(DEADLINE, wib('2026-12-12T13:30')).changesAt).toEqual(
      new Date(wib('2026-12-12T14:00').getTime() + 1),
    );
    expect(timeLeft(DEADLINE, wib('2026-12-12T15:30')).changesAt).toEqual(DEADLINE);
  });

  it('finds the earliest change over several deadlines, none when all have passed', () => {
    const now = wib('2026-12-12T10:30');
    expect(nextTimeLeftChange([DEADLINE, wib('2026-12-20T08:00')], now)).toEqual(
      new Date(wib('2026-12-12T11:00').getTime() + 1),
    );
    expect(nextTimeLeftChange([wib('2026-12-01T08:00')], now)).toBeNull();
    expect(nextTimeLeftChange([], now)).toBeNull();
  });
});
