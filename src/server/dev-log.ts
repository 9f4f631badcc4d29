/** A pino line as JSON: the fields this formatter reads; the rest is shown as `key=value`. */
interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Read into the line itself, or noise on a developer's console. */
const SHOWN_ELSEWHERE = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

function clock(time: number | undefined): string {
  const date = time === undefined ? new Date() : new Date(time);
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * One JSON log line as a person reads it: `10:21:03 INFO  200 GET /admin/login 12 ms`, a message
 * with its fields, an error with its stack. A line that is not JSON passes as it came.
 */
export function formatLogLine(json: string): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = (LEVELS[line.level ?? 30] ?? 'INFO').padEnd(5);
  const request =
    line.res?.statusCode !== undefined && line.responseTime !== undefined
      ? `${line.res.statusCode} ${line.req?.method ?? ''} ${line.req?.url ?? ''} ${Math.round(line.responseTime)} ms`.replace(
          /\s+/g,
          ' ',
        )
      : null;
  const text =
    request && line.msg === 'request completed' ? request : [line.msg ?? '', request].filter(Boolean).join(' ');
  const fields = Object.entries(line)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const error = line.err ? `\n    ${(line.err.stack ?? line.err.message ?? '').replace(/\n/g, '\n    ')}` : '';
  return `${clock(line.time)} ${level} ${[text, ...fields].join('  ')}${error}\n`;
}

/** Where the development log goes: the formatted lines, to standard output. Production keeps JSON lines. */
export function readableLogStream(out: { write(text: string): unknown } = process.stdout): {
  write(line: string): void;
} {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim()) out.write(formatLogLine(line));
    },
  };
}
