import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createBackup } from '../../src/server/backup/create-backup';
import { restoreBackup } from '../../src/server/backup/restore-backup';
import { DIALECTS, createTestDatabase } from '../helpers/databases';
import { imageFile, injectMultipart, pngImage } from '../helpers/images';
import { testConfig } from '../helpers/test-app';
import { dumpDatabase, sortedEntries, storedFileHashes } from './support/compare';
import { startInstance } from './support/instance';

const uploadsOf = (dataDir: string) => path.join(dataDir, 'uploads');

describe.skipIf(!DIALECTS.includes('postgres'))('moving a SQLite site to PostgreSQL by backup and restore', () => {
  it('restores a SQLite backup into PostgreSQL with every record and file', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-move-'));
    const sqlite = await createTestDatabase('sqlite');
    const postgres = await createTestDatabase('postgres');
    try {
      const source = await startInstance(sqlite, { withAdmin: true });
      const cookie = await source.login();
      const upload = await injectMultipart(source.app, {
        method: 'POST',
        url: '/api/profile/add',
        fields: { alt: 'Bagan' },
        files: [imageFile('image', await pngImage(300, 200))],
        headers: { cookie },
      });
      expect(upload.statusCode).toBe(201);
      const video = await source.app.inject({
        method: 'POST',
        url: '/api/youtube/add',
        payload: { title: 'Sebelum pindah', link: 'https://youtu.be/dQw4w9WgXcQ' },
        headers: { cookie },
      });
      expect(video.json().id).toBe(1);
      await source.app.close();

      const archive = path.join(folder, 'sqlite.tar.gz');
      await createBackup({ config: testConfig(sqlite.dataDir), handle: sqlite.handle, file: archive });
      await restoreBackup({
        config: testConfig(postgres.dataDir, { DATABASE_URL: postgres.databaseUrl }),
        handle: postgres.handle,
        file: archive,
        force: false,
      });
      const expected = await dumpDatabase(sqlite.handle.db, 'sqlite');
      const actual = await dumpDatabase(postgres.handle.db, 'postgres');
      expected.delete('app_state');
      actual.delete('app_state');
      expect(sortedEntries(actual)).toEqual(sortedEntries(expected));
      // The planner has the restored tables' statistics at once, not when autovacuum comes round.
      const analyzed = await sql<{ relname: string }>`select relname from pg_stat_user_tables
        where last_analyze is not null and relname in ('articles', 'videos', 'profile_images')`.execute(
        postgres.handle.db,
      );
      expect(analyzed.rows.map((row) => row.relname).sort()).toEqual(['articles', 'profile_images', 'videos']);
      expect(sortedEntries(await storedFileHashes(postgres.handle.db, uploadsOf(postgres.dataDir)))).toEqual(
        sortedEntries(await storedFileHashes(sqlite.handle.db, uploadsOf(sqlite.dataDir))),
      );
      // New records continue after the restored ids.
      const copy = await startInstance(postgres);
      const created = await copy.app.inject({
        method: 'POST',
        url: '/api/youtube/add',
        payload: { title: 'Sesudah pindah', link: 'https://youtu.be/dQw4w9WgXcQ' },
        headers: { cookie: await copy.login() },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().id).toBe(2);
      await copy.app.close();
    } finally {
      await sqlite.destroy();
      await postgres.destroy();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
