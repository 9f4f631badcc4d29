import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { jobLeasesRepo, type Db } from '../../db/index';

// Background work without a separate worker or cron: each instance keeps a timer, and a lease row
// per job in the database (repositories/job-leases.ts) makes sure that one instance at a time runs
// a job, and a daily job once a day in all, however many instances there are.

/** The time in milliseconds since the epoch; tests pass their own clock to move time forward. */
export type Clock = () => number;

export interface JobDefinition {
  /** Names the job's lease row. */
  name: string;
  /** How long after the start of a successful run the job is due again. */
  everyMs: number;
  /**
   * How long a run may take: the lease lasts this long. When an instance dies mid-run, another takes
   * the job over once the lease has run out.
   */
  leaseMs: number;
  /** The work; `now` is the runner's clock at the start of the run. */
  run(now: number): Promise<void>;
}

/** What one attempt did: ran the job (well or not), or left it (not due, or another instance has it). */
export type RunOutcome = 'ran' | 'failed' | 'skipped';

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Names this instance in the lease rows; unique per process unless given. */
  holder?: string;
  /** How often the timer looks for due jobs. */
  checkEveryMs?: number;
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export interface JobRunner {
  /** Runs the job when it is due and its lease is free. */
  runIfDue(job: JobDefinition): Promise<RunOutcome>;
  /** Looks for due jobs now (on start) and then every `checkEveryMs`. */
  start(jobs: JobDefinition[]): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function createJobRunner({
  db,
  log,
  clock = Date.now,
  holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`,
  checkEveryMs = HOUR_MS,
}: JobRunnerOptions): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;

  async function runIfDue(job: JobDefinition): Promise<RunOutcome> {
    const started = clock();
    const claim = { name: job.name, holder, now: iso(started), until: iso(started + job.leaseMs) };
    if (!(await jobLeasesRepo.claimDueJob(db, claim))) return 'skipped';
    let error: string | null = null;
    try {
      await job.run(started);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      log.error({ err: failure, job: job.name }, 'background job failed');
    }
    const finished = clock();
    // A failed run is due again at once: the next check tries again.
    const nextRunAt = iso(error === null ? started + job.everyMs : finished);
    if (!(await jobLeasesRepo.finishJob(db, { name: job.name, holder, now: iso(finished), nextRunAt, error }))) {
      log.warn({ job: job.name }, 'background job outlasted its lease; another instance took it over');
    }
    return error === null ? 'ran' : 'failed';
  }

  /** One look at every job, one after the other; a database that cannot be reached is logged, not fatal. */
  async function checkAll(jobs: JobDefinition[]): Promise<void> {
    for (const job of jobs) {
      try {
        await runIfDue(job);
      } catch (failure) {
        log.warn({ err: failure, job: job.name }, 'could not check a background job');
      }
    }
  }

  return {
    runIfDue,
    start(jobs) {
      const check = () => {
        // A slow pass is never doubled by the next tick.
        pass ??= checkAll(jobs).finally(() => {
          pass = undefined;
        });
      };
      check();
      timer = setInterval(check, checkEveryMs);
      // The timer alone never keeps the process alive.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await pass;
    },
  };
}
