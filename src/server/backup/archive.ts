import crypto from 'node:crypto';
import { z } from 'zod';
import type { Dialect, snapshotRepo } from '../../db/index';
import { readTarGz } from './tar';
import { isBackedUpFileName } from './upload-files';

// The archive layout: `tables/<table>.jsonl` (one JSON array per row, columns listed in the manifest),
// `uploads/<file name>` (every uploaded file), and `manifest.json` last, with counts and SHA-256 of all.

export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const uploadEntry = (fileName: string) => `uploads/${fileName}`;

const manifestSchema = z.object({
  format: z.literal('p3m-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  source: z.object({ dialect: z.enum(['sqlite', 'postgres']), uploadStorage: z.enum(['local', 'database']) }),
  migrations: z.array(z.string()),
  /** In restore order: a table comes after the tables it points at. */
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.number(), sha256: z.string() })),
  /** Restore writes these into the uploads folder: only names an upload can have, never a path. */
  files: z.array(
    z.object({
      name: z.string().refine(isBackedUpFileName, 'not the name of an uploaded file'),
      bytes: z.number(),
      sha256: z.string(),
    }),
  ),
  /** Images a record points at that were gone before they could be copied (reported, not fatal). */
  missingFiles: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export function sha256(data: Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

type Row = snapshotRepo.SnapshotRow;

/** Values JSON cannot carry as they are: binary data and dates. */
function encodeValue(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $base64: Buffer.from(value).toString('base64') };
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

function decodeValue(value: unknown, dialect: Dialect): unknown {
  if (value && typeof value === 'object' && '$base64' in value && typeof value.$base64 === 'string') {
    return Buffer.from(value.$base64, 'base64');
  }
  // SQLite has no boolean type; a PostgreSQL boolean restored there becomes 0/1.
  if (typeof value === 'boolean' && dialect === 'sqlite') return value ? 1 : 0;
  return value;
}

export function encodeRows(columns: string[], rows: Row[]): Buffer {
  const lines = rows.map((row) => JSON.stringify(columns.map((column) => encodeValue(row[column]))));
  return Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8');
}

export function decodeRows(columns: string[], data: Buffer, dialect: Dialect): Row[] {
  return data
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const values = JSON.parse(line) as unknown[];
      return Object.fromEntries(columns.map((column, index) => [column, decodeValue(values[index], dialect)]));
    });
}

/**
 * Reads the whole archive once and checks it against its manifest: every entry present, nothing extra,
 * every checksum equal. Returns the manifest; nothing is restored from an archive that fails this.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  const hashes = new Map<string, string>();
  let manifestData: Buffer | undefined;
  for await (const entry of readTarGz(file)) {
    if (entry.name === MANIFEST_ENTRY ? manifestData !== undefined : hashes.has(entry.name)) {
      throw new Error(`the backup holds ${entry.name} twice`);
    }
    if (entry.name === MANIFEST_ENTRY) manifestData = entry.data;
    else hashes.set(entry.name, sha256(entry.data));
  }
  if (!manifestData) throw new Error('this is not a complete backup: manifest.json is missing');
  const parsed = manifestSchema.safeParse(JSON.parse(manifestData.toString('utf8')));
  if (!parsed.success) throw new Error(`this is not a backup of this product: ${parsed.error.message}`);
  const manifest = parsed.data;
  const expected = new Map<string, string>([
    ...manifest.tables.map((table) => [tableEntry(table.name), table.sha256] as const),
    ...manifest.files.map((upload) => [uploadEntry(upload.name), upload.sha256] as const),
  ]);
  for (const [name, hash] of expected) {
    if (!hashes.has(name)) throw new Error(`the backup is incomplete: ${name} is missing`);
    if (hashes.get(name) !== hash) throw new Error(`the backup is damaged: checksum of ${name} differs`);
  }
  const extra = [...hashes.keys()].filter((name) => !expected.has(name));
  if (extra.length > 0) throw new Error(`the backup holds entries its manifest does not list: ${extra.join(', ')}`);
  return manifest;
}
