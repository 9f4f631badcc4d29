import crypto from 'node:crypto';
import mysql from 'mysql2/promise';

/** MariaDB/MySQL server for the import tests (the machine's MariaDB: root without a password). */
export const MARIADB_URL = process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';

const TIMESTAMPS = '`createdAt` DATETIME NOT NULL, `updatedAt` DATETIME NOT NULL';
const ID = '`id` INT NOT NULL AUTO_INCREMENT PRIMARY KEY';

const ARTICLE_CATEGORIES = [
  'informasi_kkn',
  'informasi_penelitian',
  'informasi_pengabdian_masyarakat',
  'informasi_pengabdian_masyarakat_mandiri',
  'umum',
  'lainnya',
];
const FILE_TYPES = [
  'panduan_penelitian',
  'sk_rektor_penelitian',
  'dokumen_penelitian',
  'dokumen_penting_pengabdian_masyarakat',
  'sk_rektor_pelaksanaan_kkn_tematik',
  'sk_rektor_pelaksanaan_kkn_pmm',
  'panduan_kkn_pkn_bem',
  'jenis_aneh',
];
const enumOf = (values: string[]) => `ENUM(${values.map((value) => `'${value}'`).join(', ')})`;
const documentTable = (name: string, categoryColumn: string, categoryTable: string) =>
  `CREATE TABLE ${name} (${ID}, file_url VARCHAR(1000), file_name VARCHAR(255), ${categoryColumn} INT,
    ${TIMESTAMPS}, FOREIGN KEY (${categoryColumn}) REFERENCES ${categoryTable} (id) ON DELETE CASCADE ON UPDATE CASCADE)`;

/**
 * The old system's tables as its Sequelize migrations describe them: ENUM categories and types, a
 * unique slug compared case-insensitively (the database's `utf8mb4_general_ci`), and documents tied
 * to their category with ON DELETE CASCADE.
 */
const TABLES = [
  `CREATE TABLE Admins (${ID}, name VARCHAR(255), password VARCHAR(255), email VARCHAR(255),
    reset_token VARCHAR(255), reset_token_expired DATETIME, ${TIMESTAMPS})`,
  `CREATE TABLE Articles (${ID}, title VARCHAR(255), slug VARCHAR(255) UNIQUE, content LONGTEXT,
    thumbnail VARCHAR(255), published_date DATETIME, author VARCHAR(255), category ${enumOf(ARTICLE_CATEGORIES)},
    ${TIMESTAMPS})`,
  `CREATE TABLE files (${ID}, file_url VARCHAR(1000), file_name VARCHAR(255), file_description TEXT,
    file_type ${enumOf(FILE_TYPES)}, ${TIMESTAMPS})`,
  `CREATE TABLE profiles (${ID}, image VARCHAR(255), alt VARCHAR(255),
    type ${enumOf(['struktur_organisasi', 'pimpinan_lembaga'])}, ${TIMESTAMPS})`,
  `CREATE TABLE Youtubes (${ID}, title VARCHAR(255), link VARCHAR(1000), ${TIMESTAMPS})`,
  `CREATE TABLE catDokumenPens (${ID}, name VARCHAR(255), ${TIMESTAMPS})`,
  `CREATE TABLE catDokumenPengabs (${ID}, name VARCHAR(255), ${TIMESTAMPS})`,
  `CREATE TABLE catDokumenProfs (${ID}, name VARCHAR(255), ${TIMESTAMPS})`,
  documentTable('dokumenPens', 'catdokumenpenId', 'catDokumenPens'),
  documentTable('dokumenPengabs', 'catdokumenpengabId', 'catDokumenPengabs'),
  documentTable('dokumenProfs', 'catdokumenprofId', 'catDokumenProfs'),
  `CREATE TABLE Forms (${ID}, name VARCHAR(255), link VARCHAR(1000), ${TIMESTAMPS})`,
];

export interface LegacyDatabase {
  /** `mysql://.../<database>` as `--from` takes it. */
  url: string;
  insert(table: string, rows: Record<string, unknown>[]): Promise<void>;
  /** Changes rows as the old admin would have (`updatedAt` given by the caller). */
  update(table: string, id: number, changes: Record<string, unknown>): Promise<void>;
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
  for (const statement of TABLES) await server.query(statement);
  const url = `${MARIADB_URL.replace(/\/+$/, '')}/${name}`;
  return {
    url,
    async insert(table, rows) {
      for (const row of rows) {
        const values = { createdAt: '2023-05-10 03:04:05', updatedAt: '2023-06-11 04:05:06', ...row };
        await server.query('INSERT INTO ?? SET ?', [table, values]);
      }
    },
    async update(table, id, changes) {
      await server.query('UPDATE ?? SET ? WHERE id = ?', [table, changes, id]);
    },
    async drop() {
      await server.query(`DROP DATABASE IF EXISTS ${name}`);
      await server.end();
    },
  };
}
