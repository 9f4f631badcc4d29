import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How often the loop's delay is sampled (a timer every 10 ms), and over how long its mean is taken. */
const RESOLUTION_MS = 10;
const WINDOW_MS = 1000;

export interface EventLoopWatch {
  /** Whether the event loop ran later than the limit, on average, over each of the last two seconds. */
  lagging(): boolean;
  /** The mean delay of the last second, in ms (Infinity when the loop did not turn at all). */
  delayMs(): number;
  stop(): void;
}

/**
 * Watches how late the event loop runs, as @fastify/under-pressure measures it: the mean delay of a
 * 10 ms timer over each second. Started when the server is ready, so that the work of loading the
 * build is not taken for load; and only two late seconds in a row count, so that a moment's stall
 * (the jobs run at start, the first renders compiled, a garbage collection) refuses nothing, while
 * an overload is met within two seconds.
 */
export function watchEventLoop(maxDelayMs: number): EventLoopWatch {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let delay = 0;
  let before = 0;
  const timer = setInterval(() => {
    // Each sample is the time between two ticks of the 10 ms timer: the delay is what exceeds it.
    // No sample at all: the loop did not turn for the whole second.
    const mean = histogram.mean / 1e6 - RESOLUTION_MS;
    before = delay;
    delay = Number.isNaN(mean) ? Infinity : Math.max(0, mean);
    histogram.reset();
  }, WINDOW_MS);
  timer.unref();
  return {
    lagging: () => delay > maxDelayMs && before > maxDelayMs,
    delayMs: () => delay,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
