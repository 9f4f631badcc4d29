import { afterEach, describe, expect, it } from 'vitest';
import { watchEventLoop, type EventLoopWatch } from './event-loop-lag';

/** Keeps the event loop from turning for `ms`: a stall as long on any machine, fast or busy. */
function stall(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
}

/** Lets the overdue timers run: the watch's one-second measurement among them. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the event loop watch', () => {
  let watch: EventLoopWatch | undefined;
  afterEach(() => watch?.stop());

  it('takes one stalled second for a moment (nothing refused), two in a row for an overload', async () => {
    watch = watchEventLoop(100);
    expect(watch.lagging()).toBe(false);

    stall(1_200);
    await turn();
    expect(watch.delayMs()).toBeGreaterThan(100);
    expect(watch.lagging()).toBe(false);

    stall(1_200);
    await turn();
    expect(watch.lagging()).toBe(true);
  });
});
