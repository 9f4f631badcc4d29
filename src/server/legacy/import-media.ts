import { imagesRepo, videosRepo } from '../../db/index';
import { videoInputSchema } from '../../shared/schemas/video';
import { type ImportContext, check, clip, importedKeys, markImported } from './context';
import { type LegacyRow, isoDate, legacyId, text } from './legacy-source';
import { profileAlt } from './mapping';

/** Old `profiles`: the organisation chart and the leaders' photos, both shown on the organisation page. */
export async function importProfiles(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  const done = await importedKeys(ctx, 'profile');
  if (rows.some((row) => text(row.type) === 'pimpinan_lembaga')) {
    ctx.report.notes.add('profiles of type pimpinan_lembaga → organisation chart images (struktur_organisasi)');
  }
  for (const row of rows) {
    const id = legacyId(row);
    ctx.report.found('profiles');
    if (done.has(id)) {
      ctx.report.already('profiles');
      continue;
    }
    const oldType = text(row.type);
    const alt = profileAlt(oldType, text(row.alt).slice(0, 255));
    if (alt === undefined) {
      ctx.report.skipped('profiles', id, 'unknown profile type', oldType || '(none)');
      continue;
    }
    const oldImage = text(row.image);
    const image = oldImage ? await ctx.images.copy(oldImage, `profile #${id}`) : undefined;
    if (!image) {
      ctx.report.skipped('profiles', id, 'image missing or unreadable', clip(oldImage) || '(no path)');
      continue;
    }
    const created = isoDate(row.createdAt) ?? ctx.now;
    const profile = await imagesRepo.insertProfileImage(ctx.db, {
      image,
      alt,
      type: 'struktur_organisasi',
      created_at: created,
      updated_at: isoDate(row.updatedAt) ?? created,
    });
    await markImported(ctx, 'profile', id, profile.id);
    ctx.report.imported('profiles');
  }
}

/** Old `Youtubes`: only YouTube links may become an embedded player; they are stored as embed links. */
export async function importVideos(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  const done = await importedKeys(ctx, 'video');
  for (const row of rows) {
    const id = legacyId(row);
    ctx.report.found('Youtubes');
    if (done.has(id)) {
      ctx.report.already('Youtubes');
      continue;
    }
    const fields = check(videoInputSchema, { title: text(row.title), link: text(row.link) }, 'link');
    if (fields.reason !== undefined) {
      const reason = fields.reason === 'not a valid link' ? 'not a YouTube link' : fields.reason;
      ctx.report.skipped('Youtubes', id, reason, clip(text(row.link)));
      continue;
    }
    const created = isoDate(row.createdAt) ?? ctx.now;
    const video = await videosRepo.insertVideo(ctx.db, {
      ...fields.data,
      created_at: created,
      updated_at: isoDate(row.updatedAt) ?? created,
    });
    await markImported(ctx, 'video', id, video.id);
    ctx.report.imported('Youtubes');
  }
}
