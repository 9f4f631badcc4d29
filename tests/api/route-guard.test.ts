import { expect, it } from 'vitest';
import { appStateRepo } from '../../src/db/index';
import { DOCUMENT_COLLECTIONS } from '../../src/shared/constants/content';
import { describeEachDatabase } from '../helpers/test-app';
import { pngImage } from '../helpers/images';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The write calls of SPEC §7 (plus the community-service set), as the API registers them. */
const SPEC_WRITE_ROUTES = [
  'POST /api/article/add',
  'PATCH /api/article/update/:id',
  'DELETE /api/article/delete/:id',
  'POST /api/files/add',
  'PATCH /api/files/update/:id',
  'DELETE /api/files/delete/:id',
  'POST /api/youtube/add',
  'PATCH /api/youtube/update/:id',
  'DELETE /api/youtube/delete/:id',
  'POST /api/profile/add',
  'DELETE /api/profile/delete/:id',
  ...Object.values(DOCUMENT_COLLECTIONS).flatMap(({ categoryPath, documentPath }) =>
    [categoryPath, documentPath].flatMap((path) => [
      `POST /api/${path}/add`,
      `PATCH /api/${path}/update/:id`,
      `DELETE /api/${path}/delete/:id`,
    ]),
  ),
  'POST /api/auth/login',
];

/** The only unsafe routes that may work without a session (the login's second step has none yet). */
const PUBLIC_WRITE_ROUTES = ['POST /api/auth/login', 'POST /api/auth/logout', 'POST /api/auth/totp/verify'];

/** A body that would pass validation on most write routes, so the guard, not the schema, must refuse it. */
const PLAUSIBLE_JSON = {
  title: 'Judul',
  author: 'Penulis',
  content: '<p>Isi</p>',
  category: 'informasi_penelitian',
  name: 'Nama',
  file_name: 'Berkas',
  file_description: 'Deskripsi',
  file_url: 'https://drive.google.com/file/d/abc/view',
  file_type: 'panduan_penelitian',
  link: 'https://youtu.be/dQw4w9WgXcQ',
  catdokumenprofId: 1,
  catdokumenpenId: 1,
  catdokumenpengabId: 1,
  current_password: 'rahasia-sekali-123',
  new_password: 'rahasia-baru-1234',
  confirm_password: 'rahasia-baru-1234',
  phone: '(0321) 1',
};

async function multipartBody(boundary: string): Promise<Buffer> {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const text = ['title', 'author', 'content', 'category', 'alt', 'type'].map((name) =>
    field(name, String(PLAUSIBLE_JSON[name as keyof typeof PLAUSIBLE_JSON] ?? 'struktur_organisasi')),
  );
  return Buffer.concat([
    Buffer.from(text.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await pngImage(40, 30),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** `/api/youtube/update/:id` → `/api/youtube/update/1`; wildcards get a segment too. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x');
}

describeEachDatabase('write guard over the route table', (ctx) => {
  const unsafeRoutes = () =>
    ctx()
      .app.routeTable.filter((route) => !SAFE_METHODS.has(route.method))
      .map((route) => ({ ...route, key: `${route.method} ${route.url}` }));

  it('registers every write route of SPEC §7', () => {
    const keys = new Set(unsafeRoutes().map((route) => route.key));
    for (const route of SPEC_WRITE_ROUTES) expect(keys, route).toContain(route);
  });

  it('marks only login (both steps) and logout public', () => {
    const publicKeys = unsafeRoutes()
      .filter((route) => route.public)
      .map((route) => route.key)
      .sort();
    expect(publicKeys).toEqual([...PUBLIC_WRITE_ROUTES].sort());
  });

  it('refuses every other unsafe route without a session, with or without a plausible body, changing nothing', async () => {
    const routes = unsafeRoutes().filter((route) => !route.public);
    expect(routes.length).toBeGreaterThanOrEqual(SPEC_WRITE_ROUTES.length - 1);
    const versionBefore = await appStateRepo.readContentVersion(ctx().db);
    const boundary = 'p3m-guard-boundary';
    const multipart = await multipartBody(boundary);
    for (const route of routes) {
      const url = concrete(route.url);
      const method = route.method as 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      const attempts = [
        { method, url },
        { method, url, payload: PLAUSIBLE_JSON },
        { method, url, payload: multipart, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
        // A cookie that looks like a session but is none.
        { method, url, payload: PLAUSIBLE_JSON, headers: { cookie: 'p3m_session=palsu' } },
      ];
      for (const attempt of attempts) {
        const response = await ctx().app.inject(attempt);
        expect(response.statusCode, `${route.key} (${attempt.payload ? 'with body' : 'no body'})`).toBe(401);
        expect(response.json().message).toBe('Silakan masuk sebagai admin terlebih dahulu.');
      }
    }
    expect(await appStateRepo.readContentVersion(ctx().db)).toBe(versionBefore);
    for (const table of ['articles', 'file_links', 'videos', 'profile_images', 'hero_slides', 'documents'] as const) {
      expect(await ctx().db.selectFrom(table).selectAll().execute(), table).toHaveLength(0);
    }
    expect(await ctx().db.selectFrom('document_categories').selectAll().execute()).toHaveLength(0);
  });
});
