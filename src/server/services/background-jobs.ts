import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index';
import { pruneActivityLog } from './activity';
import type { ImageStore } from './images';
import { removeExpiredContacts, type ComplaintDesk } from './complaints';
import { DAY_MS, type JobDefinition } from './job-runner';
import { purgeTrash } from './trash';
import { removeUnreferencedUploads } from './upload-cleanup';

/** Removes what has been in the trash for 30 days, with its unused images; daily. */
export function trashPurgeJob(db: Db, images: ImageStore, log: FastifyInstance['log']): JobDefinition {
  return {
    name: 'trash-purge',
    everyMs: DAY_MS,
    leaseMs: 15 * 60 * 1000,
    async run(now) {
      const report = await purgeTrash(db, images, now);
      if (report.imagesRemoved.length > 0 || Object.keys(report.removed).length > 0) {
        log.info({ removed: report.removed, images: report.imagesRemoved.length }, 'purged the trash');
      }
    },
  };
}

/** Removes the activity log's rows past their retention (at least two years, AUDIT_RETENTION_DAYS); daily. */
export function activityPruneJob(db: Db, retentionDays: number, log: FastifyInstance['log']): JobDefinition {
  return {
    name: 'activity-log-prune',
    everyMs: DAY_MS,
    leaseMs: 15 * 60 * 1000,
    async run(now) {
      const removed = await pruneActivityLog(db, now, retentionDays);
      if (removed > 0) log.info({ removed, retentionDays }, 'pruned the activity log');
    },
  };
}

/**
 * Removes uploaded files that nothing points to (an image placed in a text that was never saved, or
 * taken out again before the save); daily, besides the pass at start.
 */
export function uploadCleanupJob(db: Db, images: ImageStore, log: FastifyInstance['log']): JobDefinition {
  return {
    name: 'upload-cleanup',
    everyMs: DAY_MS,
    leaseMs: 15 * 60 * 1000,
    async run(now) {
      const removed = await removeUnreferencedUploads(db, images, { now });
      if (removed.length > 0) log.info({ removed: removed.length }, 'removed upload files that no record points to');
    },
  };
}

/**
 * Removes the contact data and attachment of complaints closed longer ago than the desk's retention
 * period (a setting of the Komplain screen, a year by default); daily.
 */
export function complaintContactsJob(desk: ComplaintDesk, log: FastifyInstance['log']): JobDefinition {
  return {
    name: 'complaint-contacts',
    everyMs: DAY_MS,
    leaseMs: 15 * 60 * 1000,
    async run(now) {
      const removed = await removeExpiredContacts(desk, new Date(now));
      if (removed > 0) log.info({ removed }, 'removed the contact data of complaints past their retention');
    },
  };
}

/**
 * Starts the app's background jobs on this instance (checked on start and every hour, each run by one
 * instance at a time): the trash purge, the complaints' contact data past retention, and the link check when LINK_CHECK is `daily`. They stop
 * before the app closes (app.ts).
 */
export function startBackgroundJobs(app: FastifyInstance): void {
  const { db } = app.database;
  app.jobs.start([
    trashPurgeJob(db, app.images, app.log),
    uploadCleanupJob(db, app.images, app.log),
    activityPruneJob(db, app.config.activityRetentionDays, app.log),
    complaintContactsJob(app.complaintDesk, app.log),
    ...(app.config.linkCheck === 'daily' ? [app.linkHealth.job] : []),
  ]);
}
