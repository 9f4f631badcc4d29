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

/** A run asked for now: whether this instance started it, and (if so) its end. */
export interface StartedRun {
  started: boolean;
  done: Promise<RunOutcome>;
}

export interface JobRunner {
  /** Runs the job when it is due and its lease is free. */
  runIfDue(job: JobDefinition): Promise<RunOutcome>;
  /**
   * Starts a run of the job now, due or not, unless a run of it is going on (on any instance): answers
   * once the lease is taken or refused, while the run goes on in the background. The job is due again
   * `everyMs` after this run, as after a scheduled one.
   */
  startNow(job: JobDefinition): Promise<StartedRun>;
  /** Resolves once the runs started on this instance so far are over. */
  settled(): Promise<void>;
  /** Looks for due jobs now (on start) and then every `checkEveryMs`. */
  start(jobs: JobDefinition[]): void;
  /** Stops the timer and waits for the runs in progress. */
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
  /** Runs started by startNow() and not over yet. */
  const inFlight = new Set<Promise<RunOutcome>>();

  const claimOf = (job: JobDefinition, started: number) => ({
    name: job.name,
    holder,
    now: iso(started),
    until: iso(started + job.leaseMs),
  });

  async function runIfDue(job: JobDefinition): Promise<RunOutcome> {
    const started = clock();
    if (!(await jobLeasesRepo.claimDueJob(db, claimOf(job, started)))) return 'skipped';
    return runClaimed(job, started);
  }

  async function startNow(job: JobDefinition): Promise<StartedRun> {
    const started = clock();
    if (!(await jobLeasesRepo.claimJobNow(db, claimOf(job, started)))) {
      return { started: false, done: Promise.resolve('skipped') };
    }
    // Nobody may be waiting for the run: a database that fails to record its end is logged here.
    const done = runClaimed(job, started).catch((failure: unknown): RunOutcome => {
      log.warn({ err: failure, job: job.name }, 'could not record the end of a background job');
      return 'failed';
    });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
    return { started: true, done };
  }

  /** Runs a job whose lease this instance holds, then lets the lease go. */
  async function runClaimed(job: JobDefinition, started: number): Promise<RunOutcome> {
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

  /** The end of every run in progress on this instance (a failure to record one is logged, not thrown). */
  async function settled(): Promise<void> {
    await Promise.allSettled([...inFlight, ...(pass ? [pass] : [])]);
  }

  return {
    runIfDue,
    startNow,
    settled,
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
      await settled();
    },
  };
}
