import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/test-app';

const valid = {
  file_name: 'Panduan Penelitian 2026',
  file_description: 'Panduan pelaksanaan penelitian internal',
  file_url: 'https://drive.google.com/file/d/abc/view',
  file_type: 'panduan_penelitian',
};

describeEachDatabase('files API', (ctx) => {
  it('creates, lists oldest first, reads, updates and deletes a file link', async () => {
    const created = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: valid });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({
      ...valid,
      id: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const second = await ctx().asAdmin({
      method: 'POST',
      url: '/api/files/add',
      payload: { ...valid, file_name: 'Kedua' },
    });
    const list = await ctx().app.inject({ url: '/api/files/type?type=panduan_penelitian' });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .map((f: { file_name: string }) => f.file_name)
        .slice(0, 2),
    ).toEqual([valid.file_name, 'Kedua']);

    const one = await ctx().app.inject({ url: `/api/files/${record.id}` });
    expect(one.json().file_name).toBe(valid.file_name);

    const updated = await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/files/update/${record.id}`,
      payload: { file_name: 'Baru', file_description: 'Desk', file_url: 'https://example.org/x' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: record.id, file_name: 'Baru', file_type: 'panduan_penelitian' });

    const removed = await ctx().asAdmin({ method: 'DELETE', url: `/api/files/delete/${record.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await ctx().app.inject({ url: `/api/files/${record.id}` })).statusCode).toBe(404);
    await ctx().asAdmin({ method: 'DELETE', url: `/api/files/delete/${second.json().id}` });
  });

  it('refuses writes without a session, and changes nothing', async () => {
    const rows = () => ctx().db.selectFrom('file_links').selectAll().execute();
    const before = await rows();
    const response = await ctx().app.inject({ method: 'POST', url: '/api/files/add', payload: valid });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/masuk/);
    expect(await rows()).toEqual(before);
  });

  it('refuses a foreign Origin with 403', async () => {
    const response = await ctx().asAdmin({
      method: 'POST',
      url: '/api/files/add',
      payload: valid,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('validates required fields and http(s) URLs with Indonesian messages', async () => {
    const missing = await ctx().asAdmin({
      method: 'POST',
      url: '/api/files/add',
      payload: { ...valid, file_name: '  ' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Judul wajib diisi.',
      fieldErrors: { file_name: 'Judul wajib diisi.' },
    });
    for (const file_url of ['javascript:alert(1)', 'data:text/html,<script>', 'bukan url']) {
      const bad = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: { ...valid, file_url } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors.file_url).toMatch(/URL/);
    }
  });

  it('answers 400 for an unknown file type, 404 for an unknown id, 400 for malformed JSON', async () => {
    expect((await ctx().app.inject({ url: '/api/files/type?type=rahasia' })).statusCode).toBe(400);
    expect((await ctx().app.inject({ url: '/api/files/type' })).statusCode).toBe(400);
    const update = await ctx().asAdmin({
      method: 'PATCH',
      url: '/api/files/update/99999',
      payload: { file_name: 'a', file_description: 'b', file_url: 'https://x.org' },
    });
    expect(update.statusCode).toBe(404);
    expect((await ctx().asAdmin({ method: 'DELETE', url: '/api/files/delete/99999' })).statusCode).toBe(404);
    expect((await ctx().asAdmin({ method: 'DELETE', url: '/api/files/delete/abc' })).statusCode).toBe(400);
    const malformed = await ctx().asAdmin({
      method: 'POST',
      url: '/api/files/add',
      payload: '{"file_name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Format JSON tidak valid.');
  });
});
