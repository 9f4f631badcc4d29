import { describe, expect, it } from 'vitest';
import { formatLogLine, readableLogStream } from './dev-log';

const time = new Date(2026, 10, 24, 9, 5, 7).getTime();

describe('the development log', () => {
  it('reads a completed request as status, method, address and time taken', () => {
    const line = JSON.stringify({
      level: 30,
      time,
      pid: 1,
      hostname: 'dev',
      reqId: 'req-1',
      req: { method: 'GET', url: '/admin/login', host: 'localhost:3000', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
    });
    expect(formatLogLine(line)).toBe('09:05:07 INFO  200 GET /admin/login 12 ms\n');
  });

  it('shows a message with its fields and an error with its stack, by level', () => {
    expect(formatLogLine(JSON.stringify({ level: 40, time, msg: 'database unavailable', attempt: 2 }))).toBe(
      '09:05:07 WARN  database unavailable  attempt=2\n',
    );
    const failed = formatLogLine(
      JSON.stringify({
        level: 50,
        time,
        msg: 'request failed',
        err: { message: 'boom', stack: 'Error: boom\n    at x' },
      }),
    );
    expect(failed).toBe('09:05:07 ERROR request failed\n    Error: boom\n        at x\n');
  });

  it('passes on what is not JSON, and writes each line of a chunk', () => {
    expect(formatLogLine('plain text')).toBe('plain text\n');
    const written: string[] = [];
    const stream = readableLogStream({ write: (text: string) => written.push(text) });
    stream.write(
      `${JSON.stringify({ level: 30, time, msg: 'a' })}\n${JSON.stringify({ level: 30, time, msg: 'b' })}\n`,
    );
    expect(written).toEqual(['09:05:07 INFO  a\n', '09:05:07 INFO  b\n']);
  });
});
