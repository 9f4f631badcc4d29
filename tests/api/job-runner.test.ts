import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLeasesRepo, migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/index';
import { createJobRunner, DAY_MS, type JobDefinition, type JobRunner } from '../../src/server/services/job-runner';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';

const LEASE_MS = 10 * 60 * 1000;
const START = Date.parse('2026-12-01T01:00:00.000Z');

/** A promise and the function that settles it: a job's run that the test lets finish when it chooses. */
function gate() {
  let open: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

/** A daily job that counts its runs; each run waits for `hold` (open by default). */
function countingJob(name: string, hold?: Promise<void>) {
  const runs: number[] = [];
  const entered = gate();
  const job: JobDefinition = {
    name,
    everyMs: DAY_MS,
    leaseMs: LEASE_MS,
    async run(now) {
      runs.push(now);
      entered.open();
      await hold;
    },
  };
  return { job, runs, entered: entered.closed };
}

describe.each(DIALECTS)('background jobs guarded by a lease row [%s]', (dialect) => {
  let database: TestDatabase;
  /** A second connection to the same database: another instance of the site. */
  let other: DatabaseHandle;
  let now = START;
  const clock = () => now;
  const log = Fastify({ logger: false }).log;
  let first: JobRunner;
  let second: JobRunner;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.handle.db);
    other =
      dialect === 'postgres'
        ? openDatabase({ databaseUrl: database.databaseUrl, poolSize: 5 })
        : openDatabase({ sqlitePath: path.join(database.dataDir, 'p3m.sqlite') });
    first = createJobRunner({ db: database.handle.db, log, clock, holder: 'instance-1' });
    second = createJobRunner({ db: other.db, log, clock, holder: 'instance-2' });
  });

  afterAll(async () => {
    await other.close();
    await database.destroy();
  });

  it('runs a job on one instance while the other finds it taken, then not due until a day later', async () => {
    now = START;
    const hold = gate();
    const { job, runs, entered } = countingJob('exclusive', hold.closed);
    const running = first.runIfDue(job);
    await entered;
    expect(await second.runIfDue(job)).toBe('skipped');
    expect(await first.runIfDue(job)).toBe('skipped');
    const state = await jobLeasesRepo.readJobState(other.db, 'exclusive');
    expect(state).toMatchObject({ holder: 'instance-1', locked_until: new Date(START + LEASE_MS).toISOString() });

    hold.open();
    expect(await running).toBe('ran');
    expect(runs).toEqual([START]);
    // Done: due again a day after the run started, on whichever instance looks first.
    now = START + DAY_MS - 1;
    expect(await second.runIfDue(job)).toBe('skipped');
    now = START + DAY_MS;
    expect(await second.runIfDue(job)).toBe('ran');
    expect(runs).toEqual([START, START + DAY_MS]);
    expect(await jobLeasesRepo.readJobState(database.handle.db, 'exclusive')).toMatchObject({
      holder: 'instance-2',
      next_run_at: new Date(START + 2 * DAY_MS).toISOString(),
      last_finished_at: new Date(START + DAY_MS).toISOString(),
      last_error: null,
    });
  });

  it('of two instances asking at the same moment, exactly one runs the job', async () => {
    now = START;
    for (let round = 0; round < 10; round += 1) {
      const { job, runs } = countingJob(`race-${round}`);
      const outcomes = await Promise.all([first.runIfDue(job), second.runIfDue(job)]);
      expect(outcomes.sort()).toEqual(['ran', 'skipped']);
      expect(runs).toHaveLength(1);
    }
  });

  it('takes over the job of an instance that died once its lease has run out', async () => {
    now = START;
    const stuck = gate();
    const { job, runs, entered } = countingJob('takeover', stuck.closed);
    const dying = first.runIfDue(job);
    await entered;
    now = START + LEASE_MS - 1;
    expect(await second.runIfDue(job)).toBe('skipped');
    now = START + LEASE_MS;
    const { job: sameJob, runs: secondRuns } = countingJob('takeover');
    expect(await second.runIfDue(sameJob)).toBe('ran');
    expect(secondRuns).toEqual([START + LEASE_MS]);

    // The first instance finishing late changes nothing of the second one's run.
    stuck.open();
    expect(await dying).toBe('ran');
    expect(runs).toEqual([START]);
    expect(await jobLeasesRepo.readJobState(database.handle.db, 'takeover')).toMatchObject({
      holder: 'instance-2',
      next_run_at: new Date(START + LEASE_MS + DAY_MS).toISOString(),
    });
  });

  it('a failed run is recorded and due again at once', async () => {
    now = START;
    let attempts = 0;
    const failing: JobDefinition = {
      name: 'failing',
      everyMs: DAY_MS,
      leaseMs: LEASE_MS,
      async run() {
        attempts += 1;
        if (attempts === 1) throw new Error('basis data sibuk');
      },
    };
    const errors: unknown[] = [];
    const watched = createJobRunner({
      db: database.handle.db,
      log: { ...log, error: (...args: unknown[]) => errors.push(args) } as typeof log,
      clock,
      holder: 'instance-3',
    });
    expect(await watched.runIfDue(failing)).toBe('failed');
    expect(errors).toHaveLength(1);
    expect(await jobLeasesRepo.readJobState(database.handle.db, 'failing')).toMatchObject({
      last_error: 'basis data sibuk',
      next_run_at: new Date(START).toISOString(),
    });
    expect(await second.runIfDue(failing)).toBe('ran');
    expect(attempts).toBe(2);
    expect((await jobLeasesRepo.readJobState(database.handle.db, 'failing'))?.last_error).toBeNull();
  });

  it('start() looks for due jobs at once, and stop() waits for the run in progress', async () => {
    now = START;
    const hold = gate();
    const { job, runs, entered } = countingJob('on-start', hold.closed);
    const runner = createJobRunner({ db: database.handle.db, log, clock, holder: 'instance-4' });
    runner.start([job]);
    await entered;
    const stopping = runner.stop();
    hold.open();
    await stopping;
    // Stopped only once the run was over and recorded.
    expect(runs).toEqual([START]);
    expect((await jobLeasesRepo.readJobState(database.handle.db, 'on-start'))?.last_finished_at).toBe(
      new Date(START).toISOString(),
    );
  });
});
