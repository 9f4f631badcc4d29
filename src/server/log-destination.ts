import pino from 'pino';

/** The most log text production holds in memory while its standard output is slow to take it. */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * Where production writes its JSON log lines: standard output (or `dest`), without waiting for each
 * line (one write per request cost a third of a redirect's throughput). A line goes out at once when
 * none is being written; lines that come meanwhile go together in the next write; pino writes what
 * waits when the process exits. Should the reader of the output stall (a stuck log pipe), lines beyond
 * `LOG_BUFFER_BYTES` are dropped: under a flood of requests the buffer must not grow until the heap
 * runs out.
 */
export function productionLogDestination(dest: number | string = 1) {
  return pino.destination({ dest, sync: false, maxLength: LOG_BUFFER_BYTES });
}
