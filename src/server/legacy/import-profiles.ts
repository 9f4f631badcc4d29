import { imagesRepo, type ProfileImageRow } from '../../db/index';
import { type ImportContext, clip } from './context';
import { type LegacyRow, isoDate, legacyId, text } from './legacy-source';
import { profileAlt } from './mapping';
import { Refusal, type SyncKind, byNewId, syncKind, updated } from './sync-kind';

interface ReadyProfile {
  alt: string;
  image: string;
  /** Its new image is missing in the old uploads: the one it had is kept until a later run finds it. */
  pending: boolean;
}

const profiles: SyncKind<ProfileImageRow, ReadyProfile> = {
  mapKind: 'profile',
  reportKind: 'profiles',
  find: byNewId(imagesRepo.findProfileImage),
  idOf: (profile) => profile.id,
  version: (profile) => profile.updated_at,
  describe: (profile) => `"${clip(profile.alt)}", ${profile.image}`,

  async prepare(ctx, row, target) {
    const id = legacyId(row);
    const oldType = text(row.type);
    const alt = profileAlt(oldType, text(row.alt).slice(0, 255));
    if (alt === undefined) return new Refusal('unknown profile type', oldType || '(none)');
    const oldImage = text(row.image);
    if (target && (await ctx.images.isCopyOf(oldImage, target.image))) {
      return { alt, image: target.image, pending: false };
    }
    const image = oldImage ? await ctx.images.copy(oldImage, `profile #${id}`) : undefined;
    if (image) return { alt, image, pending: false };
    // A profile is its image: a new one without it waits for a later run.
    if (!target) return new Refusal('image missing or unreadable', clip(oldImage) || '(no path)');
    ctx.report.note('profiles', id, `new image missing (${clip(oldImage)}); the one it had is kept for now`);
    return { alt, image: target.image, pending: Boolean(oldImage) };
  },

  async insert(ctx, row, { alt, image }) {
    const created = isoDate(row.createdAt) ?? ctx.now;
    const profile = await imagesRepo.insertProfileImage(ctx.db, {
      image,
      alt,
      type: 'struktur_organisasi',
      created_at: created,
      updated_at: isoDate(row.updatedAt) ?? created,
    });
    return { target: profile };
  },

  async update(ctx, row, { alt, image, pending }, target) {
    if (image !== target.image) ctx.images.replaced.push(target.image);
    const changes = { alt, image, updated_at: isoDate(row.updatedAt) ?? ctx.now };
    return { target: updated(await imagesRepo.updateProfileImage(ctx.db, target.id, changes)), imagePending: pending };
  },

  async retryImages(ctx, row, target) {
    const image = await ctx.images.copy(text(row.image), `profile #${legacyId(row)}`);
    if (!image) return undefined;
    ctx.images.replaced.push(target.image);
    return { target: updated(await imagesRepo.updateProfileImage(ctx.db, target.id, { image })) };
  },
};

/** Old `profiles`: the organisation chart and the leaders' photos, both shown on the organisation page. */
export async function importProfiles(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  if (rows.some((row) => text(row.type) === 'pimpinan_lembaga')) {
    ctx.report.notes.add('profiles of type pimpinan_lembaga → organisation chart images (struktur_organisasi)');
  }
  await syncKind(ctx, profiles, rows);
}
