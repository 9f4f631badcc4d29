import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/test-app';

const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

describeEachDatabase('videos API', (ctx) => {
  it('stores watch, short and shorts links as embed links and answers the record', async () => {
    const links = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      EMBED,
    ];
    for (const link of links) {
      const created = await ctx().asAdmin({
        method: 'POST',
        url: '/api/youtube/add',
        payload: { title: 'Luaran', link },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        id: expect.any(Number),
        title: 'Luaran',
        link: EMBED,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    }
    const rows = await ctx().db.selectFrom('videos').select('link').execute();
    expect(rows.map((row) => row.link)).toEqual(links.map(() => EMBED));
    await ctx().db.deleteFrom('videos').execute();
  });

  it('keeps the start time of a YouTube link and adds https:// to a link written without it', async () => {
    const cases: [string, string][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', `${EMBED}?start=42`],
      ['https://youtu.be/dQw4w9WgXcQ?t=1m2s', `${EMBED}?start=62`],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=42', `${EMBED}?start=42`],
      ['youtu.be/dQw4w9WgXcQ?t=42', `${EMBED}?start=42`],
      ['vimeo.com/76979871', 'https://vimeo.com/76979871'],
    ];
    for (const [link, stored] of cases) {
      const created = await ctx().asAdmin({
        method: 'POST',
        url: '/api/youtube/add',
        payload: { title: 'Mulai', link },
      });
      expect(created.statusCode, link).toBe(201);
      expect(created.json().link, link).toBe(stored);
    }
    const rows = await ctx().db.selectFrom('videos').select('link').orderBy('id').execute();
    expect(rows.map((row) => row.link)).toEqual(cases.map(([, stored]) => stored));
    await ctx().db.deleteFrom('videos').execute();
  });

  it('lists newest first, reads one, updates and deletes', async () => {
    const first = (
      await ctx().asAdmin({ method: 'POST', url: '/api/youtube/add', payload: { title: 'Pertama', link: EMBED } })
    ).json();
    // Timestamps have millisecond resolution: make the order unambiguous.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (
      await ctx().asAdmin({
        method: 'POST',
        url: '/api/youtube/add',
        payload: { title: 'Kedua', link: 'https://youtu.be/9bZkp7q19f0' },
      })
    ).json();

    const list = await ctx().app.inject({ url: '/api/youtube/' });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((video: { title: string }) => video.title)).toEqual(['Kedua', 'Pertama']);
    expect((await ctx().app.inject({ url: '/api/youtube' })).json()).toHaveLength(2);

    const one = await ctx().app.inject({ url: `/api/youtube/${first.id}` });
    expect(one.json()).toMatchObject({ id: first.id, title: 'Pertama', link: EMBED });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/youtube/update/${first.id}`,
      payload: { title: 'Diperbarui', link: 'https://www.youtube.com/watch?v=kJQP7kiw5Fk' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: first.id,
      title: 'Diperbarui',
      link: 'https://www.youtube.com/embed/kJQP7kiw5Fk',
    });
    expect(updated.json().updatedAt > first.updatedAt).toBe(true);
    // The edited video is now the most recently updated one.
    const after = (await ctx().app.inject({ url: '/api/youtube/' })).json();
    expect(after.map((video: { id: number }) => video.id)).toEqual([first.id, second.id]);

    const removed = await ctx().asAdmin({ method: 'DELETE', url: `/api/youtube/delete/${first.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Data berhasil dihapus.');
    expect((await ctx().app.inject({ url: `/api/youtube/${first.id}` })).statusCode).toBe(404);
    await ctx().asAdmin({ method: 'DELETE', url: `/api/youtube/delete/${second.id}` });
    // Both wait in the trash; deleted there for good, the table is empty again.
    for (const { id } of [first, second]) {
      expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/video/${id}` })).statusCode).toBe(200);
    }
  });

  it('refuses links that are not http(s), and missing fields, with Indonesian messages', async () => {
    const notWeb = /^Link harus berupa URL yang valid \(http atau https\)\.$/;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ title: 'x', link: 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ' }, 'link', notWeb],
      [{ title: 'x', link: 'data:text/html,<script>alert(1)</script>' }, 'link', notWeb],
      [{ title: 'x', link: 'ftp://vimeo.com/123456' }, 'link', notWeb],
      [{ title: 'x', link: '//vimeo.com/123456' }, 'link', notWeb],
      [{ title: 'x', link: 'bukan link' }, 'link', notWeb],
      [{ title: ' ', link: EMBED }, 'title', /Judul wajib diisi/],
      [{ title: 'x' }, 'link', /Link wajib diisi/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await ctx().asAdmin({ method: 'POST', url: '/api/youtube/add', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors[field]).toMatch(message);
    }
    expect(await ctx().db.selectFrom('videos').selectAll().execute()).toHaveLength(0);
  });

  it('answers 401 without a session, 403 from a foreign origin, 404 and 400 for bad ids', async () => {
    const anonymous = await ctx().app.inject({
      method: 'POST',
      url: '/api/youtube/add',
      payload: { title: 'x', link: EMBED },
    });
    expect(anonymous.statusCode).toBe(401);
    const before = await ctx().db.selectFrom('videos').selectAll().execute();
    const foreign = await ctx().asAdmin({
      method: 'POST',
      url: '/api/youtube/add',
      payload: { title: 'x', link: EMBED },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await ctx().db.selectFrom('videos').selectAll().execute()).toEqual(before);

    const payload = { title: 'x', link: EMBED };
    expect((await ctx().asAdmin({ method: 'PATCH', url: '/api/youtube/update/99999', payload })).statusCode).toBe(404);
    expect((await ctx().asAdmin({ method: 'DELETE', url: '/api/youtube/delete/99999' })).statusCode).toBe(404);
    expect((await ctx().app.inject({ url: '/api/youtube/99999' })).json()).toEqual({
      message: 'Data tidak ditemukan.',
    });
    expect((await ctx().app.inject({ url: '/api/youtube/abc' })).statusCode).toBe(400);
  });
});
