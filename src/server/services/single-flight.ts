/**
 * Concurrent requests for the same expensive answer share one computation: the first one computes,
 * the others wait for its result. After a write, fifty visitors of the home page would otherwise
 * render it fifty times at once, in time and in memory.
 */
export function createSingleFlight<T>(): { run(key: string, compute: () => Promise<T>): Promise<T> } {
  const inFlight = new Map<string, Promise<T>>();
  return {
    run(key, compute) {
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = compute();
      inFlight.set(key, started);
      // Forgotten once settled, whatever the outcome: a failure is not remembered for the next caller.
      const forget = () => {
        if (inFlight.get(key) === started) inFlight.delete(key);
      };
      started.then(forget, forget);
      return started;
    },
  };
}
