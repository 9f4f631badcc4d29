import { imagesRepo, videosRepo } from '../../db/index';
import { videoInputSchema } from '../../shared/schemas/video';
import { messages } from '../../shared/messages';
import { type ImportContext, check, clip, importedEntries, importedKeys, markImported, syncState } from './context';
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

/**
 * Old `Youtubes`: only YouTube links may become an embedded player; they are stored as embed links.
 * A video without a title gets a default one (reported). A video changed in the old system only since
 * an earlier run is brought up to date; changed on both sides, it is reported and left as it is here.
 */
export async function importVideos(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  const done = await importedEntries(ctx, 'video');
  for (const row of rows) {
    const id = legacyId(row);
    ctx.report.found('Youtubes');
    const entry = done.get(id);
    const target = entry?.newId ? await videosRepo.findVideo(ctx.db, entry.newId) : undefined;
    const oldUpdatedAt = isoDate(row.updatedAt);
    const state = entry && target ? syncState(entry, oldUpdatedAt, target.updated_at) : undefined;
    // Deleted here since (staff removed it), or nothing changed.
    if (entry && (!target || state === 'unchanged')) {
      ctx.report.already('Youtubes');
      continue;
    }
    if (target && state === 'both') {
      ctx.report.conflict('Youtubes', id, `left as it is here ("${clip(target.title)}")`);
      continue;
    }
    const title = text(row.title) || messages.legacyImport.untitledVideo;
    const fields = check(videoInputSchema, { title, link: text(row.link) }, 'link');
    if (fields.reason !== undefined) {
      const reason = fields.reason === 'not a valid link' ? 'not a YouTube link' : fields.reason;
      ctx.report.skipped('Youtubes', id, reason, clip(text(row.link)));
      continue;
    }
    if (target && state === 'unknown') {
      await markImported(ctx, 'video', id, target.id, {
        legacyUpdatedAt: oldUpdatedAt,
        targetUpdatedAt: target.updated_at,
      });
      ctx.report.already('Youtubes');
      continue;
    }
    if (!text(row.title)) ctx.report.note('Youtubes', id, `no title; shown as "${title}"`);
    const created = isoDate(row.createdAt) ?? ctx.now;
    const written = target
      ? await videosRepo.updateVideo(ctx.db, target.id, { ...fields.data, updated_at: oldUpdatedAt ?? ctx.now })
      : await videosRepo.insertVideo(ctx.db, {
          ...fields.data,
          created_at: created,
          updated_at: oldUpdatedAt ?? created,
        });
    if (!written) continue;
    await markImported(ctx, 'video', id, written.id, {
      legacyUpdatedAt: oldUpdatedAt,
      targetUpdatedAt: written.updated_at,
    });
    if (target) ctx.report.updated('Youtubes');
    else ctx.report.imported('Youtubes');
  }
}
