import { expect, it } from 'vitest';
import { appStateRepo } from '../../src/db/index';
import { createWebServices } from '../../src/server/services/web-services';
import { timelineOrder } from '../../src/web/lib/timeline';
import { adminMultipart, imageFile, pngImage } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

// Lists staff place by hand (slides, videos, file links of one type, documents of one category, the FAQ):
// GET|PUT <resource>/order, and the public pages and SPEC §7 lists following the order. And an
// article moved to another type: a save with its revision, seen at once on the public lists.

type Named = { id: number; title?: string; file_name?: string };

describeEachDatabase('placing records and moving articles', (ctx) => {
  const send = adminMultipart(ctx);
  const json = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await ctx().asAdmin({ method, url, ...(payload && { payload }) });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> & Named };
  };
  const publicList = async <T>(url: string) => (await ctx().app.inject({ url })).json() as T[];
  const orderOf = async (url: string) => (await json('GET', url)).body['ids'] as number[];

  async function video(title: string): Promise<number> {
    const { body } = await json('POST', '/api/youtube/add', { title, link: 'https://youtu.be/dQw4w9WgXcQ' });
    return body.id;
  }

  it('reorders the videos in one call; the public list, cached before, shows the new order at once', async () => {
    const [a, b, c] = [await video('Video A'), await video('Video B'), await video('Video C')];
    // Newest first until placed.
    expect(await orderOf('/api/youtube/order')).toEqual([c, b, a]);
    const before = await publicList<Named>('/api/youtube');
    expect(before.map((item) => item.id)).toEqual([c, b, a]);
    const version = await appStateRepo.readContentVersion(ctx().db);

    const saved = await json('PUT', '/api/youtube/order', { ids: [a, c, b] });
    expect(saved).toEqual({ status: 200, body: { ids: [a, c, b] } });
    expect(await appStateRepo.readContentVersion(ctx().db)).not.toBe(version);
    expect((await publicList<Named>('/api/youtube')).map((item) => item.id)).toEqual([a, c, b]);
    expect((await createWebServices(ctx().db).videos()).map((item) => item.id)).toEqual([a, c, b]);

    // An edit keeps the place; a video added later goes first, as new ones always have.
    await json('POST', `/api/youtube/add`, { title: 'x', link: 'https://youtu.be/dQw4w9WgXcQ' }).then(async (added) => {
      await ctx().asAdmin({ method: 'PATCH', url: `/api/youtube/update/${b}`, payload: { title: 'Video B2' } });
      expect(await orderOf('/api/youtube/order')).toEqual([added.body.id, a, c, b]);
      await ctx().asAdmin({ method: 'DELETE', url: `/api/youtube/delete/${added.body.id}` });
    });
  });

  it('places the records named first and the others after them; refuses a record not in the list or named twice', async () => {
    const ids = await orderOf('/api/youtube/order');
    expect(ids.length).toBeGreaterThanOrEqual(3);
    // A record added since the order was read is not lost: it follows the ones named.
    const partial = await json('PUT', '/api/youtube/order', { ids: [ids[2], ids[0]] });
    expect(partial).toEqual({
      status: 200,
      body: { ids: [ids[2], ids[0], ...ids.filter((_, at) => at !== 0 && at !== 2)] },
    });
    expect(await orderOf('/api/youtube/order')).toEqual(partial.body['ids']);
    const current = partial.body['ids'] as number[];

    const version = await appStateRepo.readContentVersion(ctx().db);
    const unknown = await json('PUT', '/api/youtube/order', { ids: [...current, 999_999] });
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe(
      'Urutan tidak dapat disimpan karena daftarnya sudah berubah (ada data yang dihapus). Muat ulang halaman lalu coba lagi.',
    );
    const repeated = await json('PUT', '/api/youtube/order', { ids: [...current, current[0]] });
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe('Setiap ID hanya boleh disebut sekali.');
    expect((await json('PUT', '/api/youtube/order', { ids: [] })).status).toBe(400);
    expect(await appStateRepo.readContentVersion(ctx().db)).toBe(version);
    expect(await orderOf('/api/youtube/order')).toEqual(current);

    // Staff only.
    const anonymous = await ctx().app.inject({ method: 'PUT', url: '/api/youtube/order', payload: { ids } });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx().app.inject({ url: '/api/youtube/order' })).statusCode).toBe(401);
  });

  it('places the slides; the home page shows them in that order, and a new slide goes last', async () => {
    const slide = async (title: string, position?: string) => {
      const response = await send('POST', '/api/hero/add', { title, ...(position !== undefined && { position }) }, [
        imageFile('image', await pngImage(64, 36)),
      ]);
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as Named).id;
    };
    const first = await slide('Satu', '0');
    const second = await slide('Dua');
    const third = await slide('Tiga', '');
    expect(await orderOf('/api/hero/order')).toEqual([first, second, third]);

    expect((await json('PUT', '/api/hero/order', { ids: [third, first, second] })).status).toBe(200);
    expect((await publicList<Named>('/api/hero')).map((item) => item.id)).toEqual([third, first, second]);
    expect((await publicList<{ position: number }>('/api/hero')).map((item) => item.position)).toEqual([1, 2, 3]);
    expect((await createWebServices(ctx().db).heroSlides()).map((item) => item.title)).toEqual(['Tiga', 'Satu', 'Dua']);
    const fourth = await slide('Empat');
    expect(await orderOf('/api/hero/order')).toEqual([third, first, second, fourth]);
  });

  it('places the file links of one type: the timeline shows that order, SPEC §7 answers its reverse', async () => {
    const type = 'panduan_pengelolaan_jurnal_ilmiah';
    const add = async (file_name: string, file_type = type) =>
      (
        await json('POST', '/api/files/add', {
          file_name,
          file_description: 'Keterangan',
          file_url: 'https://drive.google.com/file/d/x/view',
          file_type,
        })
      ).body.id;
    const [a, b, c] = [await add('Berkas A'), await add('Berkas B'), await add('Berkas C')];
    const other = await add('Berkas Lain', 'panduan_penelitian');
    expect(await orderOf(`/api/files/order?type=${type}`)).toEqual([c, b, a]);

    expect((await json('PUT', '/api/files/order', { type, ids: [b, a, c] })).status).toBe(200);
    const answered = await publicList<Named>(`/api/files/type?type=${type}`);
    expect(answered.map((item) => item.id)).toEqual([c, a, b]);
    const shown = timelineOrder(await createWebServices(ctx().db).fileLinks(type));
    expect(shown.map((item) => item.id)).toEqual([b, a, c]);
    // Another type is another list.
    expect((await json('PUT', '/api/files/order', { type, ids: [b, a, other] })).status).toBe(409);
    expect((await json('PUT', '/api/files/order', { type: 'tidak_ada', ids: [a] })).status).toBe(400);
  });

  it('places the documents of one category; one moved to another category goes first there', async () => {
    const category = async (name: string) => (await json('POST', '/api/catdokumenprof/add', { name })).body.id;
    const [templates, ethics] = [await category('Templat'), await category('Etika')];
    const add = async (file_name: string, categoryId: number) =>
      (
        await json('POST', '/api/dokumenprof/add', {
          file_name,
          file_url: 'https://drive.google.com/d',
          catdokumenprofId: categoryId,
        })
      ).body.id;
    const [a, b, c] = [await add('Dok A', templates), await add('Dok B', templates), await add('Dok C', templates)];
    const e = await add('Dok E', ethics);
    expect(await orderOf(`/api/dokumenprof/order?category=${templates}`)).toEqual([c, b, a]);
    expect((await json('PUT', '/api/dokumenprof/order', { category: templates, ids: [a, b, c] })).status).toBe(200);
    expect((await json('PUT', '/api/dokumenprof/order', { category: ethics, ids: [e] })).status).toBe(200);

    const publicIds = async () =>
      (await publicList<{ id: number; kategori: { id: number } }>('/api/dokumenprof'))
        .filter((item) => item.kategori.id === templates || item.kategori.id === ethics)
        .map((item) => item.id);
    expect(await publicIds()).toEqual([a, b, c, e]);
    const table = await json('GET', `/api/dokumenprof/table?category=${templates}`);
    expect((table.body['items'] as Named[]).map((item) => item.id)).toEqual([a, b, c]);

    await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/dokumenprof/update/${b}`,
      payload: { catdokumenprofId: ethics },
    });
    expect(await orderOf(`/api/dokumenprof/order?category=${ethics}`)).toEqual([b, e]);
    expect(await orderOf(`/api/dokumenprof/order?category=${templates}`)).toEqual([a, c]);

    // A category of another set is not this set's.
    const foreign = (await json('POST', '/api/catdokumenpen/add', { name: 'Lain' })).body.id;
    const refused = await json('GET', `/api/dokumenprof/order?category=${foreign}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Kategori tidak ditemukan.');
  });

  it('places the FAQ from its table: numbered from 0 as before, the public list follows, a move by PATCH still works', async () => {
    const add = async (question: string, group = '') =>
      (await json('POST', '/api/faq/add', { question, answer: `<p>Jawaban ${question}</p>`, group })).body.id;
    const [a, b, c] = [await add('Apa itu P3M?', 'Umum'), await add('Kapan KKN?', 'KKN'), await add('Di mana kantor?')];
    const before = await orderOf('/api/faq/order');
    expect(before.slice(-3)).toEqual([a, b, c]);

    const searched = await json('GET', '/api/faq/table?q=kkn');
    expect((searched.body['items'] as Named[]).map((item) => item.id)).toEqual([b]);
    const byQuestion = await json('GET', '/api/faq/table?sort=question&limit=100');
    const questions = (byQuestion.body['items'] as { question: string }[]).map((item) => item.question);
    expect(questions).toEqual([...questions].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));

    const others = before.filter((id) => ![a, b, c].includes(id));
    expect((await json('PUT', '/api/faq/order', { ids: [c, a, b, ...others] })).status).toBe(200);
    const listed = await publicList<{ id: number; position: number }>('/api/faq');
    expect(listed.map((item) => item.id)).toEqual([c, a, b, ...others]);
    expect(listed.map((item) => item.position)).toEqual(listed.map((_, index) => index));
    const shown = await createWebServices(ctx().db).faqEntries();
    expect(shown.slice(0, 3).map((entry) => entry.id)).toEqual([c, a, b]);

    // The PATCH of a place, as before: to the top, the others close up.
    await ctx().asAdmin({ method: 'PATCH', url: `/api/faq/update/${b}`, payload: { position: 0 } });
    expect((await orderOf('/api/faq/order')).slice(0, 3)).toEqual([b, c, a]);
  });

  it('moves an article to another type: a revision, both public lists at once, and a restore keeps the type', async () => {
    const created = await send('POST', '/api/article/add', {
      title: 'Berita Pindahan',
      author: 'Humas',
      content: '<p>Isi pertama.</p>',
      category: 'informasi_penelitian',
    });
    const article = created.json() as Named & { slug: string };
    await send('PATCH', `/api/article/update/${article.id}`, { content: '<p>Isi kedua.</p>' });
    const inList = async (type: string) =>
      (await publicList<Named>(`/api/article/type/${type}`)).some((item) => item.id === article.id);
    expect(await inList('informasi_penelitian')).toBe(true);
    expect(await inList('informasi_kkn')).toBe(false);

    const moved = await json('POST', `/api/article/${article.id}/move`, { category: 'informasi_kkn' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: article.id, category: 'informasi_kkn', slug: article.slug });
    expect(await inList('informasi_penelitian')).toBe(false);
    expect(await inList('informasi_kkn')).toBe(true);

    const revisions = (await json('GET', `/api/article/${article.id}/revisions`)).body as unknown as Named[];
    expect(revisions).toHaveLength(3);
    const latest = await json('GET', `/api/article/${article.id}/revisions/${revisions[0]?.id}`);
    expect(latest.body['snapshot']).toMatchObject({ category: 'informasi_kkn', content: '<p>Isi kedua.</p>' });

    // Restoring the first text brings the text back, not the old place.
    const restored = await json('POST', `/api/article/${article.id}/revisions/${revisions[2]?.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ category: 'informasi_kkn', content: '<p>Isi pertama.</p>' });

    // The same type again writes nothing; unknown types and articles are refused.
    const version = await appStateRepo.readContentVersion(ctx().db);
    expect((await json('POST', `/api/article/${article.id}/move`, { category: 'informasi_kkn' })).status).toBe(200);
    expect(await appStateRepo.readContentVersion(ctx().db)).toBe(version);
    const unknown = await json('POST', `/api/article/${article.id}/move`, { category: 'berita' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Tipe tidak dikenal: berita.');
    expect((await json('POST', '/api/article/999999/move', { category: 'informasi_kkn' })).status).toBe(404);
    const anonymous = await ctx().app.inject({
      method: 'POST',
      url: `/api/article/${article.id}/move`,
      payload: { category: 'informasi_penelitian' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
