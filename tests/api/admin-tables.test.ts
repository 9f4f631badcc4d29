import { expect, it } from 'vitest';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

// The back office's one list call shape (docs/decisions/admin-tables.md): GET <resource>/table with
// q, sort, order, page, limit and the kind's filters, answered as { items, total, page, pageSize };
// the public lists of SPEC §7 answer as before.

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface Article {
  id: number;
  title: string;
  author: string;
  status: string;
  category: string;
}

const PAST = '2025-01-10T09:00';
const AHEAD = '2999-01-01T09:00';

describeEachDatabase('back-office tables', (ctx) => {
  const send = adminMultipart(ctx);
  const table = async <T>(url: string) => {
    const response = await ctx().asAdmin({ url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as Page<T>;
  };
  const titles = (page: Page<{ title: string }>) => page.items.map((item) => item.title);

  async function article(title: string, fields: Record<string, string> = {}): Promise<Article> {
    const response = await send('POST', '/api/article/add', {
      title,
      author: fields['author'] ?? 'Humas P3M',
      content: `<p>${fields['text'] ?? 'Isi berita.'}</p>`,
      category: fields['category'] ?? 'informasi_penelitian',
      status: fields['status'] ?? 'published',
      published_date: fields['date'] ?? PAST,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Article;
  }

  it('pages, sorts, searches and filters the articles of a type, drafts and scheduled ones included', async () => {
    await article('Hibah Penelitian Dosen', { author: 'Zainal', date: '2025-01-01T09:00' });
    await article('Seminar Hasil', { author: 'Ani', date: '2025-01-03T09:00', status: 'draft' });
    await article('Agenda Hibah Desa', { author: 'Budi', date: AHEAD });
    await article('Laporan Akhir', { author: 'Citra', date: '2025-01-02T09:00', text: 'Hibah untuk desa binaan.' });
    await article('Berita KKN', { category: 'informasi_kkn' });
    const base = '/api/article/table?category=informasi_penelitian';

    // Newest first by default, every state, answered with the count and the page.
    const all = await table<Article>(base);
    expect(titles(all)).toEqual(['Agenda Hibah Desa', 'Seminar Hasil', 'Laporan Akhir', 'Hibah Penelitian Dosen']);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 10 });

    expect(titles(await table<Article>(`${base}&sort=title`))).toEqual([
      'Agenda Hibah Desa',
      'Hibah Penelitian Dosen',
      'Laporan Akhir',
      'Seminar Hasil',
    ]);
    expect(titles(await table<Article>(`${base}&sort=author&order=desc`))).toEqual([
      'Hibah Penelitian Dosen',
      'Laporan Akhir',
      'Agenda Hibah Desa',
      'Seminar Hasil',
    ]);

    // Status as the table shows it: Draf, Terjadwal, Terbit (newest first within each).
    expect(titles(await table<Article>(`${base}&sort=status`))).toEqual([
      'Seminar Hasil',
      'Agenda Hibah Desa',
      'Laporan Akhir',
      'Hibah Penelitian Dosen',
    ]);

    // Two per page: the second page, and a page past the end answers the last one (SPEC §4).
    const second = await table<Article>(`${base}&sort=title&limit=2&page=2`);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(titles(second)).toEqual(['Laporan Akhir', 'Seminar Hasil']);
    expect(await table<Article>(`${base}&sort=title&limit=2&page=9`)).toMatchObject({ page: 2, total: 4 });

    // Words as the search page finds them (title, author or text), most relevant first.
    const found = await table<Article>(`${base}&q=hibah`);
    expect(titles(found)).toEqual(['Agenda Hibah Desa', 'Hibah Penelitian Dosen', 'Laporan Akhir']);
    expect(found.total).toBe(3);
    expect(titles(await table<Article>(`${base}&q=hibah%20desa&sort=title`))).toEqual([
      'Agenda Hibah Desa',
      'Laporan Akhir',
    ]);
    expect(await table<Article>(`${base}&q=tidakada`)).toMatchObject({ items: [], total: 0, page: 1 });

    // Where each stands now.
    expect(titles(await table<Article>(`${base}&status=draft`))).toEqual(['Seminar Hasil']);
    expect(titles(await table<Article>(`${base}&status=scheduled`))).toEqual(['Agenda Hibah Desa']);
    expect(titles(await table<Article>(`${base}&status=published&sort=title`))).toEqual([
      'Hibah Penelitian Dosen',
      'Laporan Akhir',
    ]);
    // Without a category: every type.
    expect((await table<Article>('/api/article/table?q=kkn')).items.map((item) => item.category)).toEqual([
      'informasi_kkn',
    ]);
  });

  it('refuses an unknown sort, order, state or page in Indonesian, naming what is allowed', async () => {
    const unknownSort = await ctx().asAdmin({ url: '/api/article/table?sort=content' });
    expect(unknownSort.statusCode).toBe(400);
    expect(unknownSort.json().message).toBe(
      'Kolom pengurutan tidak dikenal: content. Pilih salah satu dari: published_date, title, author, status, category.',
    );
    const fileSort = await ctx().asAdmin({ url: '/api/files/table?type=panduan_penelitian&sort=file_url' });
    expect(fileSort.statusCode).toBe(400);
    expect(fileSort.json().message).toMatch(
      /^Kolom pengurutan tidak dikenal: file_url\. Pilih salah satu dari: position,/,
    );
    for (const [query, message] of [
      ['order=naik', 'Arah urutan harus asc atau desc.'],
      ['status=arsip', 'Status harus draft, scheduled, atau published.'],
      ['page=0', 'Parameter page harus berupa bilangan bulat positif.'],
      ['category=berita', 'Tipe tidak dikenal: berita.'],
    ]) {
      const response = await ctx().asAdmin({ url: `/api/article/table?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
    // An empty sort is none.
    expect((await ctx().asAdmin({ url: '/api/article/table?sort=&order=' })).statusCode).toBe(200);
  });

  it('is for staff only: without a session 401, and never a cached public answer', async () => {
    for (const url of [
      '/api/article/table',
      '/api/files/table?type=panduan_penelitian',
      '/api/youtube/table',
      '/api/hero/table',
      '/api/profile/table',
      '/api/trash/table',
      '/api/catdokumenpen/table',
      '/api/dokumenpen/table',
    ]) {
      const response = await ctx().app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe('Silakan masuk sebagai admin terlebih dahulu.');
    }
  });

  it('leaves the public lists of SPEC §7 as they were: plain arrays, visible articles only, table parameters ignored', async () => {
    const draft = await article('Draf Tersembunyi', { status: 'draft', category: 'informasi_pengabdian_masyarakat' });
    const shown = await article('Terbit Terlihat', { category: 'informasi_pengabdian_masyarakat' });
    for (const url of [
      '/api/article/type/informasi_pengabdian_masyarakat',
      '/api/article/type/informasi_pengabdian_masyarakat?q=draf&sort=title&page=2&status=draft',
    ]) {
      const response = await ctx().app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      const body = response.json() as Article[];
      expect(Array.isArray(body)).toBe(true);
      expect(body.map((item) => item.id)).toContain(shown.id);
      expect(body.map((item) => item.id)).not.toContain(draft.id);
    }
    const files = await ctx().app.inject({ url: '/api/files/type?type=panduan_penelitian&sort=position&page=3' });
    expect(files.statusCode).toBe(200);
    expect(Array.isArray(files.json())).toBe(true);
  });

  it('searches and sorts the small tables by their own columns, each in its own scope', async () => {
    const add = (file_name: string, file_description: string, file_type = 'panduan_kkn_pmm') =>
      ctx().asAdmin({
        method: 'POST',
        url: '/api/files/add',
        payload: { file_name, file_description, file_url: 'https://drive.google.com/file/d/x/view', file_type },
      });
    await add('Panduan Beta', 'Untuk mahasiswa');
    await add('Panduan Alfa', 'Untuk dosen pembimbing');
    await add('Panduan Gama', 'Untuk Dosen lapangan');
    await add('Panduan Lain', 'Untuk dosen', 'panduan_kkn_tematik');
    const base = '/api/files/table?type=panduan_kkn_pmm';

    // As the pages show them: newest first until staff place them.
    expect(titlesOf(await table<{ file_name: string }>(base))).toEqual([
      'Panduan Gama',
      'Panduan Alfa',
      'Panduan Beta',
    ]);
    expect(titlesOf(await table<{ file_name: string }>(`${base}&sort=file_name`))).toEqual([
      'Panduan Alfa',
      'Panduan Beta',
      'Panduan Gama',
    ]);
    // Any letter case, anywhere in title, description or link; every word must appear.
    expect(titlesOf(await table<{ file_name: string }>(`${base}&q=DOSEN&sort=file_name`))).toEqual([
      'Panduan Alfa',
      'Panduan Gama',
    ]);
    expect(titlesOf(await table<{ file_name: string }>(`${base}&q=dosen%20lap`))).toEqual(['Panduan Gama']);
    // Only words count: LIKE's wildcards alone are no search at all.
    expect((await table(`${base}&q=%25_`)).total).toBe(3);
    // A file type is required.
    expect((await ctx().asAdmin({ url: '/api/files/table' })).statusCode).toBe(400);
  });

  it('lists the trash of one kind, searchable', async () => {
    const gone = await article('Artikel Terhapus Kemarin');
    await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${gone.id}` });
    const video = await ctx().asAdmin({
      method: 'POST',
      url: '/api/youtube/add',
      payload: { title: 'Video Terhapus', link: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    await ctx().asAdmin({ method: 'DELETE', url: `/api/youtube/delete/${video.json().id}` });

    const articles = await table<{ kind: string; title: string; purge_at: string }>('/api/trash/table?kind=article');
    expect(articles.items.map((item) => item.title)).toContain('Artikel Terhapus Kemarin');
    expect(articles.items.every((item) => item.kind === 'article')).toBe(true);
    expect(articles.items[0]?.purge_at).toEqual(expect.any(String));
    const found = await table<{ title: string }>('/api/trash/table?q=terhapus&sort=title');
    expect(titles(found)).toEqual(['Artikel Terhapus Kemarin', 'Video Terhapus']);
  });
});

function titlesOf(page: Page<{ file_name: string }>): string[] {
  return page.items.map((item) => item.file_name);
}
