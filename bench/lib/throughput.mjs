// HTTP throughput with autocannon (50 connections, 10 s), against the server and against the ceiling:
// a plain node:http server answering the very same bytes (status, headers, compressed body) from memory.
import http from 'node:http';
import autocannon from 'autocannon';

export const LOAD = { connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 10) };
/** What a browser sends: the server may answer brotli or gzip. */
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' };

/** One answer as it travels: status, headers and the (compressed) body bytes. */
export function fetchRaw(base, path) {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers: HEADERS }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Headers node:http writes itself on every answer: the ceiling leaves them to it, as the server does. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * The ceiling: the same answers from memory, with nothing else to do. Same bytes: the status, every
 * header the server sent (its security headers, a redirect's Location) and the body as it travelled.
 */
export async function startCeiling(answers) {
  const table = new Map(
    [...answers].map(([path, answer]) => [
      path,
      {
        status: answer.status,
        headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !WRITTEN_BY_NODE.has(name))),
        body: answer.body,
      },
    ]),
  );
  const server = http.createServer((request, response) => {
    const answer = table.get(request.url);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    response.end(answer.body);
  });
  server.keepAliveTimeout = 72_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Seconds of load before each measured run, not counted: the JIT and the heap settle first. */
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP ?? 3);

/** Requests/s, p50 and p99 latency (ms), and errors of one autocannon run (after a warm-up run). */
export async function measure(base, path) {
  await run(base, path, WARM_UP_SECONDS);
  return run(base, path, LOAD.duration);
}

async function run(base, path, duration) {
  const result = await autocannon({ url: `${base}${path}`, ...LOAD, duration, headers: HEADERS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
