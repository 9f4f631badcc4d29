import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { snapshotRepo } from '../../src/db/index';
import { MANIFEST_ENTRY, sha256, type BackupManifest } from '../../src/server/backup/archive';
import { restoreBackup } from '../../src/server/backup/restore-backup';
import { MAX_ENTRY_BYTES, createTarGzWriter, readTarGz } from '../../src/server/backup/tar';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { testConfig } from '../helpers/test-app';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-hostile-'));
let counter = 0;
const archivePath = () => path.join(folder, `archive-${(counter += 1)}.tar.gz`);

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Whatever a hand-made archive may hold, written as tar-stream writes it, without any check. */
async function rawArchive(
  entries: { header: Partial<tar.Header> & { name: string }; data?: Buffer }[],
): Promise<string> {
  const pack = tar.pack();
  for (const { header, data } of entries) pack.entry({ size: data?.length ?? 0, ...header }, data ?? Buffer.alloc(0));
  pack.finalize();
  const chunks: Uint8Array[] = [];
  for await (const chunk of pack) if (chunk instanceof Uint8Array) chunks.push(chunk);
  const file = archivePath();
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(chunks)));
  return file;
}

/** An archive whose one header claims `size` bytes and that ends right after it. */
function archiveClaiming(name: string, size: number): string {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'utf8');
  header.write('0000644\0', 100, 'ascii');
  header.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  header.write(`${'0'.repeat(11)}\0`, 136, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\x0000', 257, 'ascii');
  // The checksum is the sum of the header's bytes, its own field counted as spaces.
  header.fill(' ', 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  const file = archivePath();
  fs.writeFileSync(file, zlib.gzipSync(header));
  return file;
}

async function readAll(file: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of readTarGz(file)) names.push(entry.name);
  return names;
}

describe('backup archives', () => {
  it('carry names over 100 bytes, readable back and by the system tar', async () => {
    const file = archivePath();
    const long = `tables/${'nama-tabel-yang-sangat-panjang-'.repeat(6)}.jsonl`;
    expect(Buffer.byteLength(long)).toBeGreaterThan(100);
    const writer = createTarGzWriter(file);
    await writer.add(long, Buffer.from('["isi"]\n'));
    await writer.add(MANIFEST_ENTRY, Buffer.from('{}'));
    await writer.finish();

    const entries: { name: string; data: string }[] = [];
    for await (const entry of readTarGz(file)) entries.push({ name: entry.name, data: entry.data.toString('utf8') });
    expect(entries).toEqual([
      { name: long, data: '["isi"]\n' },
      { name: MANIFEST_ENTRY, data: '{}' },
    ]);
    expect(execFileSync('tar', ['tzf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([long, MANIFEST_ENTRY]);
  });

  it.each([
    ['a path out of the archive', 'uploads/../../../tmp/p3m-escaped.webp', /unsafe name/],
    ['an absolute path', '/etc/cron.d/p3m', /unsafe name/],
    ['a backslash path', 'uploads\\..\\..\\x.webp', /unsafe name/],
    ['an empty segment', 'uploads//x.webp', /unsafe name/],
  ])('refuse %s', async (_what, name, message) => {
    const file = await rawArchive([{ header: { name }, data: Buffer.from('x') }]);
    await expect(readAll(file)).rejects.toThrow(message);
  });

  it.each([
    ['symlink', { name: 'uploads/0123456789abcdef0123456789abcdef.webp', type: 'symlink', linkname: '/etc/passwd' }],
    ['link', { name: 'uploads/0123456789abcdef0123456789abcdef.webp', type: 'link', linkname: 'manifest.json' }],
    ['directory', { name: 'uploads/', type: 'directory' }],
  ] as const)('refuse a %s entry', async (type, header) => {
    const file = await rawArchive([{ header: { ...header } }]);
    await expect(readAll(file)).rejects.toThrow(new RegExp(`a ${type} entry`));
  });

  it('refuse an oversized entry before reading it', async () => {
    const file = archiveClaiming('tables/articles.jsonl', MAX_ENTRY_BYTES + 1);
    await expect(readAll(file)).rejects.toThrow(/too large/);
  });
});

describe.each(DIALECTS)('restoring a hostile archive [%s]', (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.destroy();
  });

  const manifestOf = (files: BackupManifest['files']): Buffer =>
    Buffer.from(
      JSON.stringify({
        format: 'p3m-backup',
        version: 1,
        createdAt: new Date().toISOString(),
        source: { dialect, uploadStorage: 'local' },
        migrations: [],
        tables: [],
        files,
        missingFiles: [],
      } satisfies BackupManifest),
    );

  /** Restores `file` into a new database and checks that nothing was written anywhere. */
  const expectRefused = async (file: string, message: RegExp) => {
    const target = await createTestDatabase(dialect);
    databases.push(target);
    const config = testConfig(target.dataDir);
    await expect(restoreBackup({ config, handle: target.handle, file, force: true })).rejects.toThrow(message);
    for (const table of await snapshotRepo.listTables(target.handle.db, dialect)) {
      if (table.name !== 'app_state') expect(await snapshotRepo.countRows(target.handle.db, table.name)).toBe(0);
    }
    expect(fs.readdirSync(target.dataDir).filter((name) => name.startsWith('uploads'))).toEqual([]);
    expect(fs.existsSync('/tmp/p3m-escaped.webp')).toBe(false);
  };

  it('refuses a manifest that would write an upload outside the uploads folder', async () => {
    const data = Buffer.from('bukan gambar');
    const name = '../../../../tmp/p3m-escaped.webp';
    const file = await rawArchive([
      { header: { name: `uploads/${name}` }, data },
      { header: { name: MANIFEST_ENTRY }, data: manifestOf([{ name, bytes: data.length, sha256: sha256(data) }]) },
    ]);
    await expectRefused(file, /unsafe name/);
  });

  it('refuses a manifest listing a file name that is not an upload, even when the entry is plain', async () => {
    const data = Buffer.from('bukan gambar');
    const file = await rawArchive([
      { header: { name: 'uploads/.bashrc' }, data },
      {
        header: { name: MANIFEST_ENTRY },
        data: manifestOf([{ name: '.bashrc', bytes: data.length, sha256: sha256(data) }]),
      },
    ]);
    await expectRefused(file, /not the name of an uploaded file/);
  });

  it('refuses a symlink among the uploads', async () => {
    const file = await rawArchive([
      {
        header: { name: 'uploads/0123456789abcdef0123456789abcdef.webp', type: 'symlink', linkname: '/etc/passwd' },
      },
      { header: { name: MANIFEST_ENTRY }, data: manifestOf([]) },
    ]);
    await expectRefused(file, /a symlink entry/);
  });

  it('refuses an oversized entry', async () => {
    await expectRefused(archiveClaiming('tables/articles.jsonl', MAX_ENTRY_BYTES + 1), /too large/);
  });
});
