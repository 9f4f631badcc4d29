import mysql from 'mysql2/promise';

// Reads the previous system's MySQL/MariaDB database. Its queries live here, not in src/db/repositories:
// that layer is this product's own schema; this is a foreign one, read once and only read.

export type LegacyRow = Record<string, unknown>;

/** The old tables, named as its Sequelize migrations created them. */
export const LEGACY_TABLES = [
  'Admins',
  'Articles',
  'files',
  'profiles',
  'Youtubes',
  'catDokumenPens',
  'catDokumenPengabs',
  'catDokumenProfs',
  'dokumenPens',
  'dokumenPengabs',
  'dokumenProfs',
  'Forms',
] as const;
export type LegacyTable = (typeof LEGACY_TABLES)[number];

export interface LegacyData {
  tables: Record<LegacyTable, LegacyRow[]>;
  /** Old tables not found in the database (an older installation may lack some): read as empty. */
  missingTables: LegacyTable[];
}

/**
 * Reads every old table in one consistent snapshot. Dates are read as UTC, the way Sequelize wrote them.
 * Table names are matched without regard to case (MySQL on Windows stores them lower-cased).
 */
export async function readLegacyDatabase(url: string): Promise<LegacyData> {
  const connection = await mysql.createConnection({ uri: url, timezone: 'Z', dateStrings: false });
  try {
    const [existing] = await connection.query<mysql.RowDataPacket[]>(
      'select table_name as name from information_schema.tables where table_schema = database()',
    );
    const actual = new Map(existing.map((row) => [String(row.name).toLowerCase(), String(row.name)]));
    if (actual.size === 0) throw new Error('the old database has no tables (is the database name in --from right?)');
    await connection.query('start transaction with consistent snapshot, read only');
    const tables = {} as Record<LegacyTable, LegacyRow[]>;
    const missingTables: LegacyTable[] = [];
    for (const table of LEGACY_TABLES) {
      const name = actual.get(table.toLowerCase());
      if (!name) {
        missingTables.push(table);
        tables[table] = [];
        continue;
      }
      const [rows] = await connection.query<mysql.RowDataPacket[]>('select * from ?? order by id', [name]);
      tables[table] = rows.map((row) => ({ ...row }));
    }
    await connection.query('commit');
    return { tables, missingTables };
  } finally {
    await connection.end();
  }
}

/** A trimmed string, or '' for null and non-text values. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (Buffer.isBuffer(value)) return value.toString('utf8').trim();
  return '';
}

/** ISO-8601 UTC, or undefined for a missing or zero date (`0000-00-00`). */
export function isoDate(value: unknown): string | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

export function legacyId(row: LegacyRow): string {
  return String(row.id);
}
