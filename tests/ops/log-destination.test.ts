import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_BUFFER_BYTES, productionLogDestination } from '../../src/server/log-destination';

// vitest: isolate (the first test's order of lines held only in a worker of its own; see vitest.config.ts)
describe('the production log destination', () => {
  const folders: string[] = [];
  const fds: number[] = [];
  afterEach(() => {
    for (const fd of fds.splice(0)) fs.closeSync(fd);
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('writes every line, without waiting for each', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-log-'));
    folders.push(folder);
    const file = path.join(folder, 'out.log');
    const destination = productionLogDestination(file);
    await new Promise((resolve) => destination.once('ready', resolve));
    for (let line = 0; line < 1000; line += 1) destination.write(`{"line":${line}}\n`);
    // Nothing was written yet in this turn: the lines wait for one write, not one each.
    expect(fs.readFileSync(file, 'utf8').length).toBeLessThan(1000 * 10);
    // The end writes what waits after the write under way, in order. (A synchronous flush while the
    // first line's write was still under way let that line land after the others on a busy machine.)
    destination.end();
    await new Promise((resolve) => destination.once('close', resolve));
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1000);
    expect(lines[999]).toBe('{"line":999}');
  });

  it('drops lines beyond its bound when the reader of the output stalls, instead of growing', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-log-'));
    folders.push(folder);
    const fifo = path.join(folder, 'stalled');
    execFileSync('mkfifo', [fifo]);
    // A reader that does not read: the pipe fills (64 KB) and every later write must wait.
    const reader = fs.openSync(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    fds.push(reader);
    const destination = productionLogDestination(fifo);
    await new Promise((resolve) => destination.once('ready', resolve));
    let dropped = 0;
    destination.on('drop', () => {
      dropped += 1;
    });
    const line = `${JSON.stringify({ msg: 'request completed', pad: 'x'.repeat(200) })}\n`;
    const lines = Math.ceil((3 * LOG_BUFFER_BYTES) / line.length);
    for (let index = 0; index < lines; index += 1) destination.write(line);
    const held = (destination as unknown as { _len: number })._len;
    expect(held).toBeLessThanOrEqual(LOG_BUFFER_BYTES);
    expect(dropped).toBeGreaterThan(lines / 2);

    // The reader wakes up: what was held is written, and the destination closes cleanly.
    const closed = new Promise((resolve) => destination.once('close', resolve));
    destination.end();
    let read = 0;
    let done = false;
    void closed.then(() => (done = true));
    const chunk = Buffer.alloc(1 << 16);
    while (!done) {
      try {
        read += fs.readSync(reader, chunk);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    expect(read).toBeGreaterThanOrEqual(held - 65536);
  });
});
