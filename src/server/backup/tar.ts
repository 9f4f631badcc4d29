import fs from 'node:fs';
import { pipeline } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';

// Backups are .tar.gz files written and read with tar-stream, so they need no external tool and
// can still be inspected with any `tar tzf`. Long names are written as pax headers.
//
// Restore reads archives that operators supply, which may come from anywhere: it accepts only what
// an archive of ours holds (regular files with plain relative names, each of a bounded size) and
// refuses anything else before reading it, instead of trusting the names and types it is given.

/** Far above any table or image of this site; a larger entry would only exhaust memory. */
export const MAX_ENTRY_BYTES = 512 * 1024 * 1024;

export interface TarGzWriter {
  add(name: string, data: Buffer): Promise<void>;
  /** Ends the archive and moves it into place; before this the target file is untouched. */
  finish(): Promise<void>;
  /** Drops the partial archive. */
  abort(): Promise<void>;
}

export function createTarGzWriter(file: string): TarGzWriter {
  const partial = `${file}.partial-${process.pid}`;
  const pack = tar.pack();
  const done = pipelineAsync(pack, zlib.createGzip({ level: 6 }), fs.createWriteStream(partial, { flags: 'wx' }));
  done.catch(() => undefined);
  return {
    add(name, data) {
      // The callback comes once the entry is taken by the gzip stream: a slow disk holds the writer back.
      return new Promise((resolve, reject) => {
        const header = { name, size: data.length, mode: 0o644, mtime: new Date() };
        pack.entry(header, data, (error) => (error ? reject(error) : resolve()));
      });
    },
    async finish() {
      pack.finalize();
      await done;
      fs.renameSync(partial, file);
    },
    async abort() {
      pack.destroy();
      await done.catch(() => undefined);
      fs.rmSync(partial, { force: true });
    },
  };
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

/** A relative name of plain segments: no absolute path, no `..`, no backslash or control character. */
function isPlainRelativeName(name: string): boolean {
  if (name.length === 0 || name.length > 1024) return false;
  if ([...name].some((character) => character === '\\' || character.charCodeAt(0) < 0x20)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function refuseUnsafe(header: tar.Header, maxEntryBytes: number): void {
  const shown = JSON.stringify(header.name);
  if (header.type !== 'file') {
    throw new Error(`the archive holds a ${header.type} entry (${shown}); a backup holds files only`);
  }
  if (!isPlainRelativeName(header.name)) throw new Error(`the archive holds an entry with an unsafe name: ${shown}`);
  if (header.size > maxEntryBytes) throw new Error(`the archive holds an entry too large to be a backup's: ${shown}`);
}

async function readEntry(entry: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of entry) if (chunk instanceof Uint8Array) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Every file of a .tar.gz, in order. A damaged or truncated archive throws, and so does an entry
 * that is not a regular file, has an unsafe name or is larger than `maxEntryBytes` (before its
 * content is read).
 */
export async function* readTarGz(
  file: string,
  { maxEntryBytes = MAX_ENTRY_BYTES }: { maxEntryBytes?: number } = {},
): AsyncGenerator<TarEntry> {
  const extract = tar.extract();
  // Errors of the file or of gunzip reach `extract`, so the loop below throws them.
  pipeline(fs.createReadStream(file), zlib.createGunzip(), extract, () => undefined);
  try {
    for await (const entry of extract) {
      refuseUnsafe(entry.header, maxEntryBytes);
      yield { name: entry.header.name, data: await readEntry(entry) };
    }
  } finally {
    extract.destroy();
  }
}
