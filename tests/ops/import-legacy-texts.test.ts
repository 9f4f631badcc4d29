import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesRepo } from '../../src/db/index';
import { importLegacy } from '../../src/server/legacy/run-import';
import { createWebServices } from '../../src/server/services/web-services';
import { ARTICLE_THUMBNAIL_PLACEHOLDER } from '../../src/shared/constants/content';
import { DIALECTS } from '../helpers/databases';
import { startInstance, type Instance } from './support/instance';
import { OLD_IMAGES } from './support/legacy-fixture';
import { useLegacySource } from './support/legacy-source';
import { importConfig, importEnv } from './support/legacy-target';

// What old article texts held beside text and uploads: videos pasted with Quill's video button, embeds
// of other sites, and a picture kept on another site (old #31). Nothing of it goes without a word.

const PHOTO_ELSEWHERE = 'https://lh3.googleusercontent.com/p3m/foto-kegiatan-desa.jpg';
const OTHER_EMBED = 'https://www.dailymotion.com/embed/video/x7tgad0';
const YOUTUBE_PLAYER =
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video YouTube" loading="lazy" ' +
  'allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>';

describe.each(DIALECTS)('moving in old texts with videos and pictures elsewhere [%s]', (dialect) => {
  const source = useLegacySource(dialect);
  let instance: Instance | undefined;
  afterAll(async () => {
    await instance?.app.close();
  });

  beforeAll(async () => {
    await source.database.insert('Articles', [
      {
        title: 'Video Luaran Pengabdian',
        slug: 'video-luaran-pengabdian',
        content:
          '<p>Simak videonya:</p>' +
          '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>' +
          `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${OTHER_EMBED}"></iframe>` +
          '<p>Terima kasih.</p>',
        thumbnail: `uploads/${OLD_IMAGES.plain}`,
        author: 'P3M',
        category: 'informasi_pengabdian_masyarakat',
      },
      {
        title: 'Foto Kegiatan di Desa',
        slug: 'foto-kegiatan-di-desa',
        content: `<p><img src="${PHOTO_ELSEWHERE}"></p><p><br></p>`,
        thumbnail: PHOTO_ELSEWHERE,
        author: 'P3M',
        category: 'informasi_kkn',
      },
    ]);
  });

  it('keeps YouTube videos, lists other embeds as removed and links a picture kept elsewhere', async () => {
    const target = await source.newTarget();
    const report = await importLegacy({
      config: importConfig(target, dialect),
      handle: target.handle,
      from: source.legacyUrl,
      uploads: source.oldUploads,
    });
    // The fixture's eleven and these two: only the article of nothing but a script stays out.
    expect(report.totals('Articles')).toMatchObject({ found: 13, imported: 12, skipped: 1 });
    const text = report.format();
    expect(text).toContain(
      `Articles #12: 1 embed(s) removed from the text (only YouTube and Vimeo videos are kept): ${OTHER_EMBED}`,
    );
    expect(text).toContain(
      `Articles #13: its text showed only image(s) on another host, now linked from its text instead: ${PHOTO_ELSEWHERE}`,
    );
    expect(text).toMatch(/Articles #13: imported without its thumbnail \(https:\/\/lh3\.googleusercontent\.com\//);
    expect(text).not.toMatch(/Articles #13: \d image\(s\) left out/);

    const db = target.handle.db;
    const video = await articlesRepo.findArticleBySlug(db, 'video-luaran-pengabdian');
    expect(video?.content).toBe(`<p>Simak videonya:</p>${YOUTUBE_PLAYER}<p>Terima kasih.</p>`);
    expect(video?.content_text).toBe('Simak videonya: Terima kasih.');

    const photo = await articlesRepo.findArticleBySlug(db, 'foto-kegiatan-di-desa');
    expect(photo).toMatchObject({
      title: 'Foto Kegiatan di Desa',
      thumbnail: null,
      content: `<p><a href="${PHOTO_ELSEWHERE}" rel="noopener noreferrer">Lihat gambar (tersimpan di situs lain)</a></p>`,
    });

    // Its address lives: the old frontend reads it, and so does this site's article page.
    instance = await startInstance(target, { env: importEnv(dialect) });
    const read = await instance.app.inject({ url: '/api/article/slug/foto-kegiatan-di-desa' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ title: 'Foto Kegiatan di Desa', thumbnail: ARTICLE_THUMBNAIL_PLACEHOLDER });
    expect(await createWebServices(db).articleBySlug('foto-kegiatan-di-desa')).toMatchObject({
      title: 'Foto Kegiatan di Desa',
    });
    const player = await instance.app.inject({ url: '/api/article/slug/video-luaran-pengabdian' });
    expect(player.json().content).toContain(YOUTUBE_PLAYER);
  });
});
