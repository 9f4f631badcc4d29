import { beforeAll, expect, it } from 'vitest';
import { pagesRepo } from '../../src/db/index';
import type { ContentHealth, ContentHealthItem } from '../../src/shared/schemas/content-health';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

// The checks of "Kesehatan Konten" that read the content itself: images without alt text and
// placeholder text. Records are written straight into the tables, as older or imported content is:
// the forms of today ask for alt text and never hold these.

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const upload = (letter: string) => `uploads/${letter.repeat(32)}.webp`;
const image = (letter: string, alt?: string) =>
  `<img src="/${upload(letter)}"${alt === undefined ? '' : ` alt="${alt}"`} width="800" height="600">`;

interface ArticleSeed {
  title: string;
  content?: string;
  text?: string;
  thumbnail?: string | null;
  thumbnail_alt?: string;
  status?: 'draft' | 'published';
  published_date?: string;
  trashed?: boolean;
}

async function insertArticle(ctx: TestContext, seed: ArticleSeed): Promise<number> {
  const content = seed.content ?? `<p>${seed.text ?? 'Isi artikel yang sudah selesai ditulis.'}</p>`;
  const row = await ctx.db
    .insertInto('articles')
    .values({
      title: seed.title,
      slug: seed.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      author: 'Tim P3M',
      published_date: seed.published_date ?? at(-1),
      status: seed.status ?? 'published',
      content,
      content_text: seed.text ?? content.replace(/<[^>]*>/g, ' ').trim(),
      thumbnail: seed.thumbnail ?? null,
      thumbnail_alt: seed.thumbnail_alt ?? '',
      category: 'informasi_penelitian',
      created_at: at(-2),
      updated_at: at(-2),
      deleted_at: seed.trashed ? at(-1) : null,
      deleted_by: seed.trashed ? 'admin' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertFaq(ctx: TestContext, question: string, answer: string, position: number, trashed = false) {
  const row = await ctx.db
    .insertInto('faq_entries')
    .values({
      question,
      answer,
      answer_text: answer.replace(/<[^>]*>/g, ' ').trim(),
      position,
      created_at: at(-2),
      updated_at: at(-2),
      deleted_at: trashed ? at(-1) : null,
      deleted_by: trashed ? 'admin' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertSlide(ctx: TestContext, title: string, alt: string, position: number, trashed = false) {
  const row = await ctx.db
    .insertInto('hero_slides')
    .values({
      title,
      alt,
      image: upload('e'),
      position,
      created_at: at(-2),
      updated_at: at(-2),
      deleted_at: trashed ? at(-1) : null,
      deleted_by: trashed ? 'admin' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertChart(ctx: TestContext, alt: string, type: string, createdDaysAgo: number) {
  const row = await ctx.db
    .insertInto('profile_images')
    .values({ image: upload('f'), alt, type, created_at: at(-createdDaysAgo), updated_at: at(-createdDaysAgo) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachDatabase('content health API: images without alt text, placeholder text', (ctx) => {
  const send = adminMultipart(ctx);
  const ids: Record<string, number> = {};
  const health = async (): Promise<ContentHealth> => {
    const response = await ctx().asAdmin({ url: '/api/content-health' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const findings = async (check: string): Promise<ContentHealthItem[]> => {
    const entry = (await health()).checks.find((candidate) => candidate.check === check);
    expect(entry?.total).toBe(entry?.items.length);
    return entry?.items ?? [];
  };
  const pageId = async (slug: string) => (await pagesRepo.findPageBySlug(ctx().db, slug))?.id ?? 0;
  /** The version of a page that visitors see now (the seeded one). */
  const shownVersion = async (slug: string) => {
    const version = await pagesRepo.findVisibleVersion(ctx().db, slug, new Date().toISOString());
    if (!version) throw new Error(`page ${slug} shows nothing`);
    return version;
  };
  const addVersion = async (
    slug: string,
    status: 'draft' | 'published',
    publishedAt: string | null,
    content: string,
  ) => {
    await pagesRepo.insertVersion(ctx().db, {
      page_id: await pageId(slug),
      status,
      published_at: publishedAt,
      title: `Versi ${slug}`,
      content,
      image: null,
      image_alt: '',
      created_at: at(-3),
      updated_at: at(-3),
    });
  };

  beforeAll(async () => {
    const c = ctx();
    // Images without alt text.
    ids.thumbnail = await insertArticle(c, {
      title: 'Thumbnail Tanpa Alt',
      thumbnail: upload('a'),
      published_date: at(-1),
    });
    ids.inText = await insertArticle(c, {
      title: 'Gambar Dalam Teks',
      thumbnail: upload('b'),
      thumbnail_alt: 'Foto kegiatan',
      content: `<p>${image('c', '')} ${image('c')} ${image('c', 'Peta lokasi')} ${image('d', '  ')}</p>`,
      published_date: at(-2),
    });
    ids.scheduled = await insertArticle(c, {
      title: 'Terjadwal Tanpa Alt',
      content: `<p>${image('c')}</p>`,
      published_date: at(5),
    });
    await insertArticle(c, { title: 'Semua Ada Alt', content: `<p>${image('c', 'Ruang rapat')}</p>` });
    await insertArticle(c, { title: 'Draf Tanpa Alt', thumbnail: upload('a'), status: 'draft' });
    await insertArticle(c, { title: 'Sampah Tanpa Alt', thumbnail: upload('a'), trashed: true });
    // An image from elsewhere is dropped from the page: visitors never see it.
    await insertArticle(c, { title: 'Gambar Luar', content: '<p><img src="https://example.com/a.png"></p>' });

    const tentang = await shownVersion('tentang');
    await pagesRepo.updateVersion(c.db, tentang.id, {
      image: upload('a'),
      image_alt: ' ',
      content: `${tentang.content}<p>[Isi di sini]</p>`,
    });
    // Only Tentang shows its illustration: another page's image is never seen.
    const programme = await shownVersion('program-pengabdian-masyarakat');
    await pagesRepo.updateVersion(c.db, programme.id, { image: upload('a'), image_alt: '' });
    await addVersion('program-pengabdian-masyarakat', 'draft', null, `<p>Lorem ipsum ${image('c')}</p>`);
    await addVersion('program-pengabdian-masyarakat', 'published', at(-30), '<p>Lorem ipsum dari versi lama.</p>');
    await addVersion('program-kkn-unim', 'published', at(3), `<p>TODO: jadwal. ${image('c')}</p>`);

    ids.faq = await insertFaq(c, 'Di mana peta kampus?', `<p>${image('c')}</p>`, 0);
    await insertFaq(c, 'Di mana ruang P3M?', `<p>${image('c', 'Denah lantai dua')}</p>`, 1);
    await insertFaq(c, 'Pertanyaan lama?', `<p>${image('c')} lorem ipsum</p>`, 2, true);
    ids.faqTbd = await insertFaq(c, 'Jadwal KKN: TBD', '<p>Menyusul.</p>', 3);

    ids.slide = await insertSlide(c, '', '', 0);
    await insertSlide(c, 'Gedung Rektorat', 'Gedung rektorat UNIM', 1);
    ids.slideBlank = await insertSlide(c, 'Wisuda', '   ', 2);
    await insertSlide(c, 'Dihapus', '', 3, true);

    ids.chart = await insertChart(c, '', 'struktur_organisasi', 1);
    await insertChart(c, 'Struktur Organisasi', 'struktur_organisasi', 2);
    await insertChart(c, '', 'tipe_lama', 3);

    // Placeholder text.
    ids.lorem = await insertArticle(c, {
      title: 'Kabar Penelitian',
      text: 'Lorem Ipsum dolor sit amet, consectetur adipiscing elit.',
      published_date: at(-3),
    });
    ids.headline = await insertArticle(c, { title: 'Judul Artikel', published_date: at(-4) });
    ids.todo = await insertArticle(c, {
      title: 'Pengumuman Terjadwal',
      text: 'Daftar peserta: todo',
      published_date: at(4),
    });
    await insertArticle(c, { title: 'Kabar Lain', text: 'Mahasiswa ditodong pertanyaan oleh penguji XXL.' });
    await insertArticle(c, { title: 'Draf Contoh', text: 'Lorem ipsum', status: 'draft' });
    await insertArticle(c, { title: 'Sampah Contoh', text: 'Lorem ipsum', trashed: true });
  });

  it('lists images visitors see without alt text, naming the record and which of its images lack it', async () => {
    const tentangId = await pageId('tentang');
    const kknId = await pageId('program-kkn-unim');
    expect(
      (await findings('images-without-alt')).map((item) => [
        item.kind,
        item.id,
        item.title,
        item.type,
        item.missing_alt,
      ]),
    ).toEqual([
      ['article', ids.scheduled, 'Terjadwal Tanpa Alt', 'informasi_penelitian', { image: false, in_text: 1 }],
      ['article', ids.thumbnail, 'Thumbnail Tanpa Alt', 'informasi_penelitian', { image: true, in_text: 0 }],
      ['article', ids.inText, 'Gambar Dalam Teks', 'informasi_penelitian', { image: false, in_text: 3 }],
      ['page', tentangId, 'Tentang P3M', 'tentang', { image: true, in_text: 0 }],
      ['page', kknId, 'Versi program-kkn-unim', 'program-kkn-unim', { image: false, in_text: 1 }],
      ['faq', ids.faq, 'Di mana peta kampus?', null, { image: false, in_text: 1 }],
      ['hero_slide', ids.slide, '', null, { image: true, in_text: 0 }],
      ['hero_slide', ids.slideBlank, 'Wisuda', null, { image: true, in_text: 0 }],
      ['profile_image', ids.chart, '', 'struktur_organisasi', { image: true, in_text: 0 }],
    ]);
  });

  it('drops a record once its alt text is written', async () => {
    await ctx()
      .db.updateTable('articles')
      .set({ thumbnail_alt: 'Peserta KKN menanam pohon' })
      .where('id', '=', ids.thumbnail ?? 0)
      .execute();
    await ctx()
      .db.updateTable('hero_slides')
      .set({ alt: 'Wisudawan di halaman kampus' })
      .where('id', '=', ids.slideBlank ?? 0)
      .execute();
    const found = (await findings('images-without-alt')).map((item) => `${item.kind}:${item.id}`);
    expect(found).not.toContain(`article:${ids.thumbnail}`);
    expect(found).not.toContain(`hero_slide:${ids.slideBlank}`);
    expect(found).toContain(`hero_slide:${ids.slide}`);
  });

  it('lists pages, articles and FAQ entries holding placeholder text as visitors see them, with the marker', async () => {
    const tentangId = await pageId('tentang');
    const kknId = await pageId('program-kkn-unim');
    expect(
      (await findings('placeholder-text')).map((item) => [item.kind, item.id, item.title, item.type, item.placeholder]),
    ).toEqual([
      ['page', tentangId, 'Tentang P3M', 'tentang', '[isi di sini]'],
      ['page', kknId, 'Versi program-kkn-unim', 'program-kkn-unim', 'TODO'],
      ['article', ids.todo, 'Pengumuman Terjadwal', 'informasi_penelitian', 'TODO'],
      ['article', ids.lorem, 'Kabar Penelitian', 'informasi_penelitian', 'lorem ipsum'],
      ['article', ids.headline, 'Judul Artikel', 'informasi_penelitian', 'Judul Artikel'],
      ['faq', ids.faqTbd, 'Jadwal KKN: TBD', null, 'TBD'],
    ]);
  });

  it('drops an article once its placeholder text is replaced through the editor', async () => {
    const response = await send('PATCH', `/api/article/update/${ids.lorem}`, {
      content: '<p>Hasil penelitian dosen tahun ini.</p>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const found = (await findings('placeholder-text')).map((item) => `${item.kind}:${item.id}`);
    expect(found).not.toContain(`article:${ids.lorem}`);
    expect(found).toContain(`article:${ids.headline}`);
  });
});
