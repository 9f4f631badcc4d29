import fs from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import zlib from 'node:zlib';

// A minimal ustar writer and reader over gzip, so that backups need no external tool and can still be
// inspected with any `tar tzf`. Only regular files with short names: all an archive of ours holds.

const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`archive entry name too long: ${name}`);
  block.write(name, 0, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(octal(checksum(block), 7), 148, 'ascii');
  return block;
}

/** Sum of the header bytes with the checksum field counted as spaces. */
function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return sum;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

export interface TarGzWriter {
  add(name: string, data: Buffer): Promise<void>;
  /** Ends the archive and moves it into place; before this the target file is untouched. */
  finish(): Promise<void>;
  /** Drops the partial archive. */
  abort(): Promise<void>;
}

export function createTarGzWriter(file: string): TarGzWriter {
  const partial = `${file}.partial-${process.pid}`;
  const gzip = zlib.createGzip({ level: 6 });
  const done = pipelineAsync(gzip, fs.createWriteStream(partial, { flags: 'wx' }));
  done.catch(() => undefined);
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  return {
    async add(name, data) {
      await write(header(name, data.length, Date.now()));
      await write(data);
      await write(padding(data.length));
    },
    async finish() {
      gzip.end(END_OF_ARCHIVE);
      await done;
      fs.renameSync(partial, file);
    },
    async abort() {
      gzip.destroy();
      await done.catch(() => undefined);
      fs.rmSync(partial, { force: true });
    },
  };
}

/** Pulls exact byte counts out of a stream of chunks. */
class ChunkReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async read(size: number): Promise<Buffer | undefined> {
    while (this.buffered < size) {
      const next = await this.source.next();
      if (next.done) return undefined;
      this.chunks.push(next.value);
      this.buffered += next.value.length;
    }
    const all = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    this.chunks = all.length > size ? [all.subarray(size)] : [];
    this.buffered = all.length - size;
    return all.subarray(0, size);
  }
}

function cString(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

/** Every regular file of a .tar.gz, in order; a damaged or truncated archive throws. */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  const gunzip = zlib.createGunzip();
  pipeline(fs.createReadStream(file), gunzip, () => undefined);
  const reader = new ChunkReader(gunzip[Symbol.asyncIterator]());
  try {
    yield* entries(reader);
  } finally {
    gunzip.destroy();
  }
}

async function* entries(reader: ChunkReader): AsyncGenerator<TarEntry> {
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block) throw new Error('the archive is truncated');
    if (block.every((byte) => byte === 0)) return;
    if (Number.parseInt(cString(block, 148, 8).trim(), 8) !== checksum(block)) {
      throw new Error('the archive is damaged (header checksum)');
    }
    const size = Number.parseInt(cString(block, 124, 12).trim() || '0', 8);
    const prefix = cString(block, 345, 155);
    const name = prefix ? `${prefix}/${cString(block, 0, 100)}` : cString(block, 0, 100);
    const data = await reader.read(size);
    if (!data) throw new Error('the archive is truncated');
    await reader.read(padding(size).length);
    const type = String.fromCharCode(block[156] ?? 0);
    if (type === '0' || type === '\0') yield { name, data: Buffer.from(data) };
  }
}
