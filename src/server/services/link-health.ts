import type { LinkKind } from '../../shared/record-kinds';
import type { FastifyBaseLogger } from 'fastify';
import {
  fileLinksRepo,
  jobLeasesRepo,
  linkChecksRepo,
  nowIso,
  writeContent,
  type Actor,
  type Db,
} from '../../db/index';
import type { LinkCheckWithTarget } from '../../db/repositories/link-checks';
import { DOCUMENT_COLLECTION_KEYS, type DocumentCollection } from '../../shared/constants/content';
import { LINK_STATUSES, type LinkStatus } from '../../shared/constants/content-health';
import { messages } from '../../shared/messages';
import { DOCUMENT_LINK_FIELD, documentFieldsSchema } from '../../shared/schemas/document';
import { FILE_LINK_FIELD, fileFieldsSchema } from '../../shared/schemas/file';
import type { LinkCheck, LinkCheckStart, LinkHealth } from '../../shared/schemas/link-health';
import type { LinkCheckSchedule } from '../config';
import type { Clock } from './clock';
import { updateDocument } from './documents';
import { AppError, found, NotFoundError, ValidationError } from './errors';
import { refuseInternalLink } from './internal-links';
import { DAY_MS, HOUR_MS, type JobDefinition, type JobRunner } from './job-runner';
import type { InternalAllowance } from './link-check/addresses';
import type { LinkCheckOptions } from './link-check/options';
import { runLinkCheck } from './link-check/run';

/** The lease row of the link check: the daily run and "Periksa sekarang" share it, so only one runs. */
export const LINK_CHECK_JOB = 'link-check';

/**
 * Checks every link once a day (and when asked). A run lasts about a second per link of the busiest
 * host; the lease outlasts far more links than a centre's site holds, and a run of an instance that
 * died is taken over once it has run out.
 */
export function linkCheckJob(db: Db, options: LinkCheckOptions, clock: Clock, log: FastifyBaseLogger): JobDefinition {
  return {
    name: LINK_CHECK_JOB,
    everyMs: DAY_MS,
    leaseMs: 3 * HOUR_MS,
    async run() {
      const report = await runLinkCheck(db, options, clock);
      log.info({ checked: report.checked, found: report.found }, 'checked the links');
    },
  };
}

export interface LinkHealthService {
  /** The job of the daily check (started with the others when LINK_CHECK is `daily`). */
  readonly job: JobDefinition;
  /** "Periksa sekarang": starts a run unless one is going on (on any instance). */
  start(): Promise<LinkCheckStart>;
  /** Resolves once the runs this instance started are over. */
  settled(): Promise<void>;
  /** The checker's state and a page of the results, worst first. */
  status(page: { limit: number; offset: number }): Promise<LinkHealth>;
}

export function createLinkHealth({
  db,
  jobs,
  job,
  clock,
  schedule,
}: {
  db: Db;
  jobs: JobRunner;
  job: JobDefinition;
  clock: Clock;
  schedule: LinkCheckSchedule;
}): LinkHealthService {
  return {
    job,
    async start() {
      const { started } = await jobs.startNow(job);
      const message = started ? messages.api.linkCheckStarted : messages.api.linkCheckRunning;
      return { message, started, running: true };
    },
    settled: () => jobs.settled(),
    async status(page) {
      const now = clock.now().toISOString();
      const [state, counted, rows] = await Promise.all([
        jobLeasesRepo.readJobState(db, LINK_CHECK_JOB),
        linkChecksRepo.countLinkChecks(db),
        linkChecksRepo.listLinkChecks(db, { page }),
      ]);
      const counts = Object.fromEntries(LINK_STATUSES.map((status) => [status, counted[status] ?? 0])) as Record<
        LinkStatus,
        number
      >;
      const checks = rows.map(linkCheckRecord);
      return {
        schedule,
        running: state !== undefined && state.locked_until > now,
        last_started_at: state?.last_started_at ?? null,
        last_finished_at: state?.last_finished_at ?? null,
        next_run_at: schedule === 'daily' ? (state?.next_run_at ?? null) : null,
        counts,
        checks,
      };
    },
  };
}

/**
 * A result as staff read it. Where the redirects led is shown without its query string, fragment
 * or credentials: a redirect's target can carry a sign-in token or a signed address, which an Editor
 * has no business reading. The row keeps the whole address, which the one-click update writes.
 */
export function linkCheckRecord(row: LinkCheckWithTarget): LinkCheck {
  return {
    id: row.id,
    kind: row.kind,
    record_id: row.record_id,
    title: row.title,
    type: row.type,
    url: row.url,
    status: row.status,
    http_status: row.http_status,
    final_url: row.final_url === null ? null : shownAddress(row.final_url),
    detail: row.detail,
    checked_at: row.checked_at,
  };
}

/** An address without what may be secret in it: the query, the fragment, a user name and password. */
function shownAddress(address: string): string | null {
  try {
    const url = new URL(address);
    url.search = '';
    url.hash = '';
    url.username = '';
    url.password = '';
    return url.href;
  } catch {
    return null;
  }
}

/**
 * How a new link is saved for each kind: the same data-layer write as the kind's edit (PATCH
 * `/files/update/:id`, `/dokumen<set>/update/:id`), inside the caller's content write. Undefined
 * when the record is gone.
 */
const SAVE_LINK: Record<LinkKind, (trx: Db, check: LinkCheckWithTarget, url: string, now: string) => Promise<unknown>> =
  {
    file: (trx, check, url, now) =>
      fileLinksRepo.updateFileLink(trx, check.record_id, { file_url: url, updated_at: now }),
    document: (trx, check, url, now) =>
      updateDocument(trx, documentSet(check.type), check.record_id, { file_url: url }, now),
  };

/** The rule of the link field of each kind's form: the new address must pass it as an edit would. */
const LINK_FIELD = {
  file: { rule: fileFieldsSchema.shape.file_url, field: FILE_LINK_FIELD },
  document: { rule: documentFieldsSchema.shape.file_url, field: DOCUMENT_LINK_FIELD },
} as const;

/**
 * The one-click update of a link that moved for good: the record takes the new address through its
 * edit's own write (so the cache drops the old page, and a revision is kept where the kind has
 * them), and its check now stands for the new address. 404 for an unknown result; 409 when the link
 * did not move, or the record was given another link since the check. The activity log has the edit.
 */
export async function applyRedirect(
  db: Db,
  id: number,
  by: Actor | null,
  allowInternal: InternalAllowance,
): Promise<LinkCheck> {
  // Logged as an edit of the record's link would be: its kind, the record, the field changed.
  const activity = {
    by,
    note: (check: LinkCheck) => ({
      kind: check.kind,
      action: 'update' as const,
      record: { id: check.record_id, type: check.type, label: check.title },
      details: { fields: ['file_url'] },
    }),
  };
  return writeContent(db, activity, async (trx) => {
    const check = await linkChecksRepo.findLinkCheck(trx, id);
    if (!check) {
      if (await linkChecksRepo.linkCheckExists(trx, id)) throw new AppError(409, messages.api.linkChangedSinceCheck);
      throw new NotFoundError();
    }
    if (check.status !== 'moved' || !check.final_url) throw new AppError(409, messages.api.linkNotMoved);
    const { rule, field } = LINK_FIELD[check.kind];
    const parsed = rule.safeParse(check.final_url);
    if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? messages.validation.invalidInput);
    refuseInternalLink(parsed.data, field, allowInternal);
    found(await SAVE_LINK[check.kind](trx, check, parsed.data, nowIso()));
    await linkChecksRepo.markUpdated(trx, id, parsed.data);
    return linkCheckRecord(found(await linkChecksRepo.findLinkCheck(trx, id)));
  });
}

function documentSet(type: string): DocumentCollection {
  const collection = DOCUMENT_COLLECTION_KEYS.find((key) => key === type);
  if (!collection) throw new NotFoundError();
  return collection;
}
