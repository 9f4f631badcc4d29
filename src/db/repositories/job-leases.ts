import type { Db } from '../database';

// Leases of background jobs (services/job-runner.ts): one row per job. Taking the lease is one
// statement (an insert, or an update of an expired lease of a due job), so of several instances
// trying at once exactly one gets it, on SQLite (writes are serialised) as on PostgreSQL (the
// conflicting row is locked, and the condition is checked again on the row the winner left).

export interface LeaseClaim {
  name: string;
  /** Who asks: one id per running instance. */
  holder: string;
  /** The time now, ISO-8601 UTC (the runner's clock). */
  now: string;
  /** Until when the lease holds if it is granted. */
  until: string;
}

/**
 * Takes the job's lease when the job is due (`next_run_at` reached, or never run) and nobody holds
 * the lease (or the lease of an instance that died has run out). True when this holder got it.
 */
export async function claimDueJob(db: Db, claim: LeaseClaim): Promise<boolean> {
  return claimJob(db, claim, true);
}

/**
 * Takes the job's lease whether the job is due or not (a run asked for by a person), when nobody
 * holds it. True when this holder got it; false while another run of the job is going on.
 */
export async function claimJobNow(db: Db, claim: LeaseClaim): Promise<boolean> {
  return claimJob(db, claim, false);
}

async function claimJob(db: Db, claim: LeaseClaim, onlyWhenDue: boolean): Promise<boolean> {
  const taken = { holder: claim.holder, locked_until: claim.until, last_started_at: claim.now };
  const row = await db
    .insertInto('job_leases')
    .values({ name: claim.name, next_run_at: claim.now, ...taken })
    .onConflict((oc) => {
      const free = oc.column('name').doUpdateSet(taken).where('job_leases.locked_until', '<=', claim.now);
      return onlyWhenDue ? free.where('job_leases.next_run_at', '<=', claim.now) : free;
    })
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === claim.holder;
}

/**
 * Ends a run: the lease is let go and the job is due again at `nextRunAt`. Only the holder can end
 * its run (false when its lease ran out and another instance took the job meanwhile).
 */
export async function finishJob(
  db: Db,
  run: { name: string; holder: string; now: string; nextRunAt: string; error: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('job_leases')
    .set({ locked_until: run.now, next_run_at: run.nextRunAt, last_finished_at: run.now, last_error: run.error })
    .where('name', '=', run.name)
    .where('holder', '=', run.holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface JobState {
  holder: string | null;
  locked_until: string;
  next_run_at: string;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_error: string | null;
}

/** The job's lease and schedule, for checks and tests; undefined before its first run. */
export async function readJobState(db: Db, name: string): Promise<JobState | undefined> {
  return db
    .selectFrom('job_leases')
    .select(['holder', 'locked_until', 'next_run_at', 'last_started_at', 'last_finished_at', 'last_error'])
    .where('name', '=', name)
    .executeTakeFirst();
}
