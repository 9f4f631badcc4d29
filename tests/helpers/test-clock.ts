import type { Clock } from '../../src/server/services/clock';

/** A clock the test moves: time stands still until the test sets or advances it (no sleeps). */
export class TestClock implements Clock {
  private ms: number;

  constructor(start: string | Date) {
    this.ms = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.ms);
  }

  set(moment: string | Date): void {
    this.ms = new Date(moment).getTime();
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}
