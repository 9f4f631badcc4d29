/**
 * Spaces the requests to each host: a request waits until `intervalMs` after the previous one to the
 * same host was let through. The slot is taken before waiting, so links checked at the same time
 * queue up for a host in the order they asked, and requests to other hosts never wait for it.
 */
export interface HostPacer {
  /** Resolves when a request to `host` may be sent. */
  wait(host: string): Promise<void>;
}

export function createHostPacer({
  intervalMs,
  now,
  sleep,
}: {
  intervalMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}): HostPacer {
  const nextSlot = new Map<string, number>();
  return {
    async wait(host) {
      const current = now();
      const slot = Math.max(current, nextSlot.get(host) ?? current);
      nextSlot.set(host, slot + intervalMs);
      if (slot > current) await sleep(slot - current);
    },
  };
}
