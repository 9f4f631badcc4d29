import crypto from 'node:crypto';
import mysql from 'mysql2/promise';

/** MariaDB/MySQL server for the import tests (the machine's MariaDB: root without a password). */
export const MARIADB_URL = process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';

const TIMESTAMPS = '`createdAt` DATETIME NOT NULL, `updatedAt` DATETIME NOT NULL';
const ID = '`id` INT NOT NULL AUTO_INCREMENT PRIMARY KEY';
/** `createdAt` of the old rows unless a row says otherwise. */
const CREATED = '2023-05-10 03:04:05';

const ARTICLE_CATEGORIES = [
  'informasi_kkn',
  'informasi_pengabdian_masyarakat',
  'informasi_pengabdian_masyarakat_mandiri',
  'informasi_penelitian',
  'umum',
];
const FILE_TYPES = [
  'panduan_penelitian',
  'sk_rektor_penelitian',
  'dokumen_penelitian',
  'dokumen_pengabdian_masyarakat_mandiri',
  'panduan_pengabdian_masyarakat',
  'sk_rektor_pengabdian_masyarakat',
  'dokumen_penting_pengabdian_masyarakat',
  'panduan_kkn_tematik',
  'sk_rektor_pelaksanaan_kkn_tematik',
  'panduan_pengelolaan_jurnal_ilmiah',
  'panduan_kkn_pmm',
  'panduan_kkn_pkn_bem',
  'sk_rektor_pelaksanaan_kkn_pmm',
];
const enumOf = (values: string[]) => `ENUM(${values.map((value) => `'${value}'`).join(', ')})`;
const documentTable = (name: string, categoryColumn: string, categoryTable: string) =>
  `CREATE TABLE ${name} (${ID}, file_url VARCHAR(255) NOT NULL, file_name VARCHAR(255) NOT NULL,
    ${categoryColumn} INT NOT NULL, ${TIMESTAMPS},
    FOREIGN KEY (${categoryColumn}) REFERENCES ${categoryTable} (id) ON DELETE CASCADE)`;

/**
 * The old system's tables as its Sequelize migrations create them (`STRING` is `VARCHAR(255)`, `TEXT`
 * is `TEXT`, `DATE` is `DATETIME`; NOT NULL where they say `allowNull: false`): ENUM categories and
 * types, a unique slug compared case-insensitively (the database's `utf8mb4_general_ci`), and
 * documents tied to their category with ON DELETE CASCADE. The server runs in strict mode, as
 * MariaDB does by default: a value outside an ENUM or a missing NOT NULL column is refused.
 */
const TABLES = [
  `CREATE TABLE Admins (${ID}, name VARCHAR(255) NOT NULL, password VARCHAR(255) NOT NULL,
    email VARCHAR(255) NOT NULL UNIQUE, reset_token VARCHAR(255), reset_token_expired DATETIME, ${TIMESTAMPS})`,
  `CREATE TABLE Articles (${ID}, title VARCHAR(255), slug VARCHAR(255) NOT NULL UNIQUE, content TEXT NOT NULL,
    thumbnail VARCHAR(255) NOT NULL, published_date DATETIME NOT NULL, author VARCHAR(255) NOT NULL,
    category ${enumOf(ARTICLE_CATEGORIES)}, ${TIMESTAMPS})`,
  `CREATE TABLE files (${ID}, file_url VARCHAR(255) NOT NULL, file_name VARCHAR(255) NOT NULL,
    file_description VARCHAR(255), file_type ${enumOf(FILE_TYPES)} NOT NULL, ${TIMESTAMPS})`,
  `CREATE TABLE profiles (${ID}, image VARCHAR(255), alt VARCHAR(255),
    type ${enumOf(['pimpinan_lembaga', 'struktur_organisasi'])} NOT NULL, ${TIMESTAMPS})`,
  `CREATE TABLE Youtubes (${ID}, title VARCHAR(255), link VARCHAR(255) NOT NULL, ${TIMESTAMPS})`,
  `CREATE TABLE catDokumenPens (${ID}, name VARCHAR(255), ${TIMESTAMPS})`,
  `CREATE TABLE catDokumenPengabs (${ID}, name VARCHAR(255), ${TIMESTAMPS})`,
  `CREATE TABLE catDokumenProfs (${ID}, name VARCHAR(255), ${TIMESTAMPS})`,
  documentTable('dokumenPens', 'catdokumenpenId', 'catDokumenPens'),
  documentTable('dokumenPengabs', 'catdokumenpengabId', 'catDokumenPengabs'),
  documentTable('dokumenProfs', 'catdokumenprofId', 'catDokumenProfs'),
  `CREATE TABLE Forms (${ID}, link VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL, ${TIMESTAMPS})`,
];

export interface LegacyDatabase {
  /** `mysql://.../<database>` as `--from` takes it. */
  url: string;
  insert(table: string, rows: Record<string, unknown>[]): Promise<void>;
  /** Changes rows as the old admin would have (`updatedAt` given by the caller). */
  update(table: string, id: number, changes: Record<string, unknown>): Promise<void>;
  /** Deletes a row as the old admin would have (the database cascades to documents of a category). */
  remove(table: string, id: number): Promise<void>;
  /** How many rows a table has. */
  count(table: string): Promise<number>;
  drop(): Promise<void>;
}

/** A fresh MariaDB database with the old tables, dropped by `drop()`. */
export async function createLegacyDatabase(): Promise<LegacyDatabase> {
  const name = `p3m_legacy_${crypto.randomBytes(5).toString('hex')}`;
  let server: mysql.Connection;
  try {
    server = await mysql.createConnection({ uri: MARIADB_URL, timezone: 'Z', multipleStatements: false });
  } catch (error) {
    throw new Error(
      `MariaDB is not reachable at ${MARIADB_URL} (set TEST_MARIADB_URL): ${error instanceof Error ? error.message : ''}`,
      { cause: error },
    );
  }
  await server.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`);
  await server.query(`USE ${name}`);
  await server.query("SET SESSION sql_mode = 'STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION'");
  for (const statement of TABLES) await server.query(statement);
  const url = `${MARIADB_URL.replace(/\/+$/, '')}/${name}`;
  return {
    url,
    async insert(table, rows) {
      for (const row of rows) {
        const values = { createdAt: CREATED, updatedAt: '2023-06-11 04:05:06', ...row };
        // Sequelize filled `published_date` with the time of creation when none was given.
        if (table === 'Articles') Object.assign(values, { published_date: row.published_date ?? values.createdAt });
        await server.query('INSERT INTO ?? SET ?', [table, values]);
      }
    },
    async update(table, id, changes) {
      await server.query('UPDATE ?? SET ? WHERE id = ?', [table, changes, id]);
    },
    async remove(table, id) {
      await server.query('DELETE FROM ?? WHERE id = ?', [table, id]);
    },
    async count(table) {
      const [rows] = await server.query<mysql.RowDataPacket[]>('SELECT COUNT(*) AS count FROM ??', [table]);
      return Number(rows[0]?.count);
    },
    async drop() {
      await server.query(`DROP DATABASE IF EXISTS ${name}`);
      await server.end();
    },
  };
}
