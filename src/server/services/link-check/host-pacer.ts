/**
 * Spaces the requests to each host: a request to a host is sent once the previous one to it has been
 * answered (or has failed) and `intervalMs` more have passed, so that the host itself sees them at
 * least that far apart, however long its connections take. Requests to other hosts never wait for
 * it; requests to one host go in the order they asked.
 */
export interface HostPacer {
  /** Sends `request` when its turn on `host` comes; answers what it answered. */
  send<T>(host: string, request: () => Promise<T>): Promise<T>;
}

export function createHostPacer({
  intervalMs,
  sleep,
}: {
  intervalMs: number;
  sleep: (ms: number) => Promise<void>;
}): HostPacer {
  /** Per host: settles when the next request to it may be sent. */
  const turns = new Map<string, Promise<void>>();
  const settle = () => undefined;
  return {
    send(host, request) {
      const result = (turns.get(host) ?? Promise.resolve()).then(request);
      const done = result.then(settle, settle);
      turns.set(host, intervalMs > 0 ? done.then(() => sleep(intervalMs)) : done);
      return result;
    },
  };
}
