// The HTTP client of the abuse run: node:http with keep-alive, a chosen loopback source address and a
// hard timeout; a request never throws, it ends in a status or an error, counted by a tally.
import http from 'node:http';

/** What a browser sends: the server may answer brotli or gzip. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' };

/** A browser opens at most six HTTP/1.1 connections to one host and queues further requests on them. */
export const BROWSER_MAX_SOCKETS = 6;

/**
 * Sockets bound to one source address: the server tells clients apart by it (no TRUST_PROXY). Attackers
 * open as many connections as they like; the visitor is a browser (`maxSockets`).
 */
export function agentFor(localAddress, maxSockets = Infinity) {
  return new http.Agent({ keepAlive: true, localAddress, maxSockets });
}

/**
 * One request; resolves with { status, ms, bytes } or { error, ms }, the body read and dropped,
 * `connectMs` when it opened a new connection (how long the handshake took, as the client saw it),
 * `setCookie` when the answer set a cookie (a login's session) and `location` when it sent the client on.
 * `body` is sent as JSON, `form` (a URLSearchParams) urlencoded as an HTML form without script sends it.
 */
export function send(base, { agent, path, method = 'GET', headers = {}, body, form, timeoutMs = 10_000 }) {
  const started = performance.now();
  let connectMs;
  return new Promise((resolve) => {
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...result, ms: performance.now() - started, connectMs });
    };
    const payload =
      form !== undefined
        ? Buffer.from(form.toString())
        : body === undefined
          ? undefined
          : Buffer.from(JSON.stringify(body));
    const contentType = form !== undefined ? 'application/x-www-form-urlencoded' : 'application/json';
    const request = http.request(
      new URL(path, base),
      {
        method,
        agent,
        localAddress: agent.options.localAddress,
        headers: {
          ...BROWSER_HEADERS,
          ...(payload ? { 'content-type': contentType, 'content-length': payload.length } : {}),
          ...headers,
        },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        const { 'set-cookie': setCookie, location } = response.headers;
        response.on('end', () =>
          finish({
            status: response.statusCode,
            bytes,
            ...(setCookie ? { setCookie } : {}),
            ...(location ? { location } : {}),
          }),
        );
        response.on('error', (error) => finish({ error: error.code ?? error.message }));
      },
    );
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      timeoutMs,
    );
    request.on('error', (error) => finish({ error: error.code ?? error.message }));
    request.on('socket', (socket) => {
      if (!socket.connecting) return;
      const opened = performance.now();
      socket.once('connect', () => (connectMs = performance.now() - opened));
    });
    request.end(payload);
  });
}

/** Counts answers by status and errors by code; keeps every latency (ms) for the percentiles. */
export function createTally() {
  return { requests: 0, statuses: {}, errors: {}, latencies: [], bytes: 0, skipped: 0 };
}

export function count(tally, result) {
  tally.requests += 1;
  if (result.error) tally.errors[result.error] = (tally.errors[result.error] ?? 0) + 1;
  else {
    tally.statuses[result.status] = (tally.statuses[result.status] ?? 0) + 1;
    tally.bytes += result.bytes;
  }
  // A request that timed out was waiting all along: it belongs in the latencies; a refused connection did not.
  if (!result.error || result.error === 'TIMEOUT') tally.latencies.push(result.ms);
  return result;
}

/** One tally of two (attacker 5 counts its searches and its list reads apart, and reports both together). */
export function mergeTallies(a, b) {
  const statuses = { ...a.statuses };
  for (const [status, n] of Object.entries(b.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  const errors = { ...a.errors };
  for (const [code, n] of Object.entries(b.errors)) errors[code] = (errors[code] ?? 0) + n;
  return {
    requests: a.requests + b.requests,
    statuses,
    errors,
    latencies: [...a.latencies, ...b.latencies],
    bytes: a.bytes + b.bytes,
    skipped: a.skipped + b.skipped,
  };
}

export function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** The tally as it is sent back to the main thread: percentiles instead of the latencies. */
export function summary(tally, seconds) {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const { latencies: _latencies, ...rest } = tally;
  return {
    ...rest,
    rps: tally.requests / seconds,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** `connections` closed loops until `endAt`; a failed connection (server restarting) backs off briefly. */
export async function closedLoops(endAt, connections, once) {
  await Promise.all(
    Array.from({ length: connections }, async (_, lane) => {
      while (Date.now() < endAt) {
        const result = await once(lane);
        if (result.error && result.error !== 'TIMEOUT') await sleep(100);
      }
    }),
  );
}

/**
 * `perSecond` requests started on a fixed schedule until `endAt`, whether earlier ones have answered or
 * not (a slow server must not slow the load down); beyond `maxInFlight` waiting ones, a turn is skipped.
 */
export async function pacedLoop(endAt, perSecond, tally, once, maxInFlight = 200) {
  const started = Date.now();
  const pending = new Set();
  for (let n = 0; ; n += 1) {
    const due = started + (n * 1000) / perSecond;
    if (due >= endAt) break;
    await sleep(due - Date.now());
    if (pending.size >= maxInFlight) {
      tally.skipped += 1;
      continue;
    }
    const request = once(n).finally(() => pending.delete(request));
    pending.add(request);
  }
  await Promise.all(pending);
}
