import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index';
import type { ImageStore } from './images';
import { DAY_MS, type JobDefinition } from './job-runner';
import { purgeTrash } from './trash';

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

/**
 * Starts the app's background jobs on this instance (checked on start and every hour, each run by one
 * instance at a time): the trash purge, and the link check when LINK_CHECK is `daily`. They stop
 * before the app closes (app.ts).
 */
export function startBackgroundJobs(app: FastifyInstance): void {
  const { db } = app.database;
  const jobs = [trashPurgeJob(db, app.images, app.log)];
  if (app.config.linkCheck === 'daily') jobs.push(app.linkHealth.job);
  app.jobs.start(jobs);
}
