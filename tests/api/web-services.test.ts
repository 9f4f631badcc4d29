import { expect, it } from 'vitest';
import { articlesRepo, documentsRepo, fileLinksRepo, type Db } from '../../src/db/index';
import { createWebServices } from '../../src/server/services/web-services';
import { describeEachDatabase } from '../helpers/test-app';

async function addArticle(
  db: Db,
  index: number,
  fields: Partial<{ title: string; author: string; text: string }> = {},
) {
  const date = new Date(Date.UTC(2025, 0, 1 + index, 20)).toISOString();
  const text = fields.text ?? `Isi artikel nomor ${index}`;
  await articlesRepo.insertArticle(db, {
    title: fields.title ?? `Artikel ${index}`,
    slug: `artikel-ws-${index}`,
    author: fields.author ?? 'Humas',
    published_date: date,
    content: `<p>${text}</p><script>alert(1)</script>`,
    content_text: text,
    thumbnail: 'uploads\\0123456789abcdef0123456789abcdef.webp',
    category: 'informasi_kkn',
    created_at: date,
    updated_at: date,
  });
}

describeEachDatabase('data of the server-rendered pages', (ctx) => {
  const services = () => createWebServices(ctx().db);

  it('searches title, author and content text case-insensitively, most relevant first, 9 per page', async () => {
    for (let index = 1; index <= 11; index += 1) await addArticle(ctx().db, index, { title: `Kegiatan KKN ${index}` });
    await addArticle(ctx().db, 20, { title: 'Lain', author: 'Tim KKN Desa' });
    await addArticle(ctx().db, 21, { title: 'Lain juga', text: 'Laporan kkn desa binaan' });
    await addArticle(ctx().db, 22, { title: 'Tidak cocok', text: 'Penelitian dosen' });

    const first = await services().searchArticles({ query: 'kKn', page: '1', pageSize: 9 });
    expect(first).toMatchObject({ total: 13, page: 1, totalPages: 2 });
    expect(first.items).toHaveLength(9);
    // A word in the title counts most; among equal matches the newest comes first.
    expect(first.items[0]?.title).toBe('Kegiatan KKN 11');

    const second = await services().searchArticles({ query: 'kkn', page: '2', pageSize: 9 });
    expect(second.items).toHaveLength(4);
    // Then a match in the author, then one in the text alone.
    expect(second.items.slice(-2).map((item) => item.title)).toEqual(['Lain', 'Lain juga']);
    expect(second.items.map((item) => item.title)).not.toContain('Tidak cocok');

    const beyond = await services().searchArticles({ query: 'kkn', page: '99', pageSize: 9 });
    expect(beyond.page).toBe(2);
    const none = await services().searchArticles({ query: 'tidak ada yang cocok', pageSize: 9 });
    expect(none).toMatchObject({ total: 0, page: 1, totalPages: 1, items: [] });
  });

  it('gives cards with the day, short month and excerpt formatted in Jakarta', async () => {
    const [card] = await services().latestArticles('informasi_kkn', 1);
    // 2025-01-23 20:00 UTC is 24 January in Jakarta.
    expect(card).toMatchObject({
      day: '24',
      month: 'Jan',
      dateLong: '24 Januari 2025',
      excerpt: 'Penelitian dosen...',
    });
  });

  it('reads one article by slug with its HTML sanitized, or null', async () => {
    const article = await services().articleBySlug('artikel-ws-21');
    expect(article?.content).toBe('<p>Laporan kkn desa binaan</p>');
    expect(article?.thumbnail).toBe('uploads\\0123456789abcdef0123456789abcdef.webp');
    expect(await services().articleBySlug('tidak-ada')).toBeNull();
  });

  it('reads file links with their date and documents with their category', async () => {
    const now = '2025-02-01T00:00:00.000Z';
    await fileLinksRepo.insertFileLink(ctx().db, {
      file_name: 'SK 1',
      file_description: 'Keputusan',
      file_url: 'https://drive.google.com/x',
      file_type: 'sk_rektor_penelitian',
      created_at: now,
      updated_at: now,
    });
    expect(await services().fileLinks('sk_rektor_penelitian')).toEqual([
      expect.objectContaining({ file_name: 'SK 1', dateLong: '1 Februari 2025', createdAt: now }),
    ]);

    const category = await documentsRepo.insertCategory(ctx().db, 'pen', 'Templat', now);
    await documentsRepo.insertDocument(ctx().db, {
      collection: 'pen',
      category_id: category.id,
      file_name: 'Templat Proposal',
      file_url: 'https://drive.google.com/y',
      now,
    });
    expect(await services().documents('pen')).toEqual([
      expect.objectContaining({ file_name: 'Templat Proposal', kategori: { id: category.id, name: 'Templat' } }),
    ]);
    expect(await services().documents('prof')).toEqual([]);
  });
});
