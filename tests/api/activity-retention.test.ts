import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityRepo, migrateToLatest, recordActivity } from '../../src/db/index';
import { loadConfig } from '../../src/server/config';
import { activityPruneJob } from '../../src/server/services/background-jobs';
import { createJobRunner, DAY_MS } from '../../src/server/services/job-runner';
import { hashToken } from '../../src/server/services/auth/session';
import { hashPassword } from '../../src/server/services/passwords';
import { ACTIVITY_RETENTION_MIN_DAYS } from '../../src/shared/constants/activity';
import { rowsWithSecrets, secretsIn } from '../helpers/activity-secrets';
import { OWN_PASSWORD } from '../helpers/accounts';
import { createTestDatabase, DIALECTS } from '../helpers/databases';
import { describeEachDatabase, TEST_ADMIN } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

const quiet = Fastify({ logger: false }).log;

describeEachDatabase('the activity log: retention', (ctx) => {
  it('keeps rows two years, then the daily job removes them and says how many', async () => {
    const { db } = ctx();
    const start = new Date('2027-01-10T03:00:00.000Z');
    const clock = new TestClock(start);
    const at = (days: number) => new Date(start.getTime() - days * DAY_MS).toISOString();
    const note = { kind: 'system', action: 'import' } as const;
    await recordActivity(db, null, note, at(731));
    await recordActivity(db, null, note, at(729));
    const runner = createJobRunner({ db, log: quiet, clock: () => clock.now().getTime(), holder: 'test' });
    const job = activityPruneJob(db, ACTIVITY_RETENTION_MIN_DAYS, quiet);
    const imports = () => activityRepo.countActivity(db, { action: 'import' });
    const prunes = () => activityRepo.listActivity(db, { action: 'log_prune' }, { limit: 10, offset: 0 });

    expect(await runner.runIfDue(job)).toBe('ran');
    expect(await imports()).toBe(1);
    const [pruned] = await prunes();
    expect(pruned).toMatchObject({ kind: 'system', action: 'log_prune', user_id: null });
    expect(JSON.parse(pruned?.details ?? '{}')).toEqual({ count: 1 });

    // The same day again: not due. A day later, nothing old enough: no row either.
    expect(await runner.runIfDue(job)).toBe('skipped');
    clock.advance(DAY_MS);
    expect(await runner.runIfDue(job)).toBe('ran');
    expect(await imports()).toBe(1);
    expect(await prunes()).toHaveLength(1);
    // Two days on, the second row is past two years too.
    clock.advance(DAY_MS);
    expect(await runner.runIfDue(job)).toBe('ran');
    expect(await imports()).toBe(0);
  });

  it('keeps rows longer when AUDIT_RETENTION_DAYS says so', async () => {
    const { db } = ctx();
    const now = Date.parse('2030-06-01T00:00:00.000Z');
    await recordActivity(db, null, { kind: 'system', action: 'seed' }, new Date(now - 1000 * DAY_MS).toISOString());
    const job = activityPruneJob(db, 1095, quiet);
    const runner = createJobRunner({ db, log: quiet, clock: () => now, holder: 'test-long' });
    await db.deleteFrom('job_leases').execute();
    expect(await runner.runIfDue(job)).toBe('ran');
    expect(await activityRepo.countActivity(db, { action: 'seed' })).toBe(1);
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  it('defaults to two years and refuses less', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).activityRetentionDays).toBe(730);
    expect(loadConfig({ NODE_ENV: 'test', AUDIT_RETENTION_DAYS: '1000' }).activityRetentionDays).toBe(1000);
    expect(() => loadConfig({ NODE_ENV: 'test', AUDIT_RETENTION_DAYS: '365' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => loadConfig({ NODE_ENV: 'test', AUDIT_RETENTION_DAYS: 'dua tahun' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });
});

describe('the check that no secret reaches the activity log', () => {
  it('knows what a secret looks like, and leaves ordinary rows alone', async () => {
    const hash = await hashPassword('kata-sandi-contoh-123');
    for (const secret of [
      hash,
      'otpauth://totp/P3M:admin?secret=JBSWY3DPEHPK3PXP',
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      'Qx3vJ8sLm2NpR7tYc5WzA1bD4eF6gH9iK0jL-_uOqPs',
      hashToken('token'),
      'aB3dE5fG7hJ9kL1m',
      'abcd-efgh-jkmn-pqrs',
      'ABCD-EFGH-JKMN-PQRS',
      TEST_ADMIN.password,
      OWN_PASSWORD,
    ]) {
      expect(secretsIn(`{"fields":["x"],"label":"${secret}"}`), secret).not.toEqual([]);
    }
    for (const ordinary of [
      '{"fields":["title","content","published_date"],"state":"published"}',
      'Kabar KKN dari Editor',
      'informasi_pengabdian_masyarakat_mandiri',
      'panduan_pengelolaan_jurnal_ilmiah',
      '2026-11-25T04:03:05.123Z',
      '198.51.100.4',
      'editor-m3k9x2',
      'kkn-2026-unim-p3m',
      'pertanggungjawaban',
    ]) {
      expect(secretsIn(ordinary), ordinary).toEqual([]);
    }
  });

  for (const dialect of DIALECTS) {
    it(`fails the test database that holds one [${dialect}]`, async () => {
      const database = await createTestDatabase(dialect);
      await migrateToLatest(database.handle.db);
      await recordActivity(database.handle.db, null, { kind: 'system', action: 'import' });
      const where =
        dialect === 'sqlite'
          ? { sqlitePath: `${database.dataDir}/p3m.sqlite` }
          : { databaseUrl: database.databaseUrl ?? '' };
      expect(await rowsWithSecrets(where)).toEqual([]);
      // A secret written by mistake: the database's own check refuses to drop it quietly.
      await database.handle.db.updateTable('activity_log').set({ record_label: TEST_ADMIN.password }).execute();
      expect(await rowsWithSecrets(where)).toEqual([expect.stringContaining(TEST_ADMIN.password)]);
      await expect(database.destroy()).rejects.toThrow(/the activity log holds secrets/);
    });
  }
});
