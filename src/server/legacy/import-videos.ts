import { videosRepo, type VideoRow } from '../../db/index';
import { messages } from '../../shared/messages';
import { videoInputSchema } from '../../shared/schemas/video';
import { type ImportContext, check, clip } from './context';
import { type LegacyRow, isoDate, legacyId, text } from './legacy-source';
import { Refusal, type SyncKind, byNewId, syncKind, updated } from './sync-kind';

interface ReadyVideo {
  title: string;
  link: string;
}

/**
 * Stored as the API stores them: YouTube watch/short links as embed links, other http(s) links as
 * they are; anything else is refused.
 */
const videos: SyncKind<VideoRow, ReadyVideo> = {
  mapKind: 'video',
  reportKind: 'Youtubes',
  find: byNewId(videosRepo.findVideo),
  idOf: (video) => video.id,
  version: (video) => video.updated_at,
  describe: (video) => `"${clip(video.title)}"`,

  async prepare(ctx, row) {
    const title = text(row.title) || messages.legacyImport.untitledVideo;
    const fields = check(videoInputSchema, { title, link: text(row.link) }, 'link');
    if (fields.reason !== undefined) {
      return new Refusal(fields.reason, clip(text(row.link)));
    }
    if (!text(row.title)) ctx.report.note('Youtubes', legacyId(row), `no title; shown as "${title}"`);
    return fields.data;
  },

  async insert(ctx, row, fields) {
    const created = isoDate(row.createdAt) ?? ctx.now;
    const video = await videosRepo.insertVideo(ctx.db, {
      ...fields,
      created_at: created,
      updated_at: isoDate(row.updatedAt) ?? created,
    });
    return { target: video };
  },

  async update(ctx, row, fields, target) {
    const changes = { ...fields, updated_at: isoDate(row.updatedAt) ?? ctx.now };
    return { target: updated(await videosRepo.updateVideo(ctx.db, target.id, changes)) };
  },
};

/** Old `Youtubes`. A video without a title gets a default one (reported). */
export async function importVideos(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  await syncKind(ctx, videos, rows);
}
