import { beforeAll, expect, it } from 'vitest';
import { messages, format } from '../../src/shared/messages';
import {
  htmlAsJpg,
  imageFile,
  largeNoisePng,
  multipart,
  pixelBombPng,
  pngImage,
  svgWithScript,
  textAsPng,
  truncatedPng,
  veryWidePng,
  type UploadFile,
} from '../helpers/images';
import { makePdf } from '../helpers/pdfs';
import { describeEachDatabase } from '../helpers/test-app';
import { hostedFileMessages } from '../../src/shared/messages/hosted-files';
import { fingerprint } from './support/fingerprint';
import { appRouteTable, fillPath, isMultipart, type RouteInfo } from './support/route-table';
import { FIELD_SAMPLES, multipartForm, resourceOf, routeKey, type SeedIds } from './support/sample-requests';
import { seedOneOfEach } from './support/seed-content';

const v = messages.validation;
const tooManyPixels = format(v.imageTooManyPixels, { side: '20.000', megapixels: 40 });

/** Hostile files, the status and the message each must be refused with (null: any message of the catalogue). */
async function hostileFiles(field: string): Promise<[string, UploadFile[], number, string | null][]> {
  return [
    ['text renamed to .png', [imageFile(field, textAsPng, 'foto.png')], 400, v.notAnImage],
    ['an SVG with a script', [imageFile(field, svgWithScript, 'logo.svg', 'image/svg+xml')], 400, v.notAnImage],
    ['an SVG named .png', [imageFile(field, svgWithScript, 'logo.png')], 400, v.notAnImage],
    ['HTML disguised as a JPEG', [imageFile(field, htmlAsJpg, 'foto.jpg', 'image/jpeg')], 400, v.notAnImage],
    ['a decompression bomb', [imageFile(field, await pixelBombPng())], 400, tooManyPixels],
    ['an image of 1,000,000 x 39 px', [imageFile(field, await veryWidePng())], 400, tooManyPixels],
    ['a truncated image', [imageFile(field, await truncatedPng())], 400, v.notAnImage],
    ['an 11 MB image', [imageFile(field, await largeNoisePng(11))], 413, v.imageTooLarge],
    [
      'a file in the wrong field',
      [imageFile('berkas', await pngImage(40, 30))],
      400,
      format(v.unexpectedFileField, { field: 'berkas' }),
    ],
    [
      'two files',
      [imageFile(field, await pngImage(40, 30)), imageFile(field, await pngImage(40, 30), 'dua.png')],
      413,
      null,
    ],
  ];
}

const PDF_REFUSED = hostedFileMessages.validation.notAPdf;

/** Hostile files for the PDF upload (hosted files): anything that is not a whole PDF, and one over the limit. */
async function hostilePdfs(field: string): Promise<[string, UploadFile[], number, string | null][]> {
  const pdf = (data: Buffer, name = 'sk.pdf'): UploadFile => ({
    field,
    filename: name,
    contentType: 'application/pdf',
    data,
  });
  return [
    ['a PNG renamed to .pdf', [pdf(await pngImage(40, 30))], 400, PDF_REFUSED],
    ['text renamed to .pdf', [pdf(textAsPng)], 400, PDF_REFUSED],
    ['HTML behind a PDF header', [pdf(Buffer.from('%PDF-1.7\n<script>alert(1)</script>\n%%EOF\n'))], 400, PDF_REFUSED],
    ['a truncated PDF', [pdf((await makePdf('Terpotong')).subarray(0, 400))], 400, PDF_REFUSED],
    [
      'a 21 MB PDF',
      [pdf(Buffer.concat([await makePdf('Besar'), Buffer.alloc(21 * 1024 * 1024, 32)]))],
      413,
      format(hostedFileMessages.validation.tooLarge, { max: 20 }),
    ],
    [
      'a file in the wrong field',
      [{ ...pdf(await makePdf('Salah')), field: 'berkas' }],
      400,
      format(v.unexpectedFileField, { field: 'berkas' }),
    ],
    ['two files', [pdf(await makePdf('Satu')), pdf(await makePdf('Dua'), 'dua.pdf')], 413, null],
  ];
}

describeEachDatabase('hostile uploads are refused with a clear message and leave nothing behind', (ctx) => {
  let uploadRoutes: RouteInfo[] = [];
  let seed: SeedIds = {};
  beforeAll(async () => {
    const routes = await appRouteTable(ctx().app, ctx().database.handle, ctx().config);
    uploadRoutes = routes.filter(isMultipart);
    seed = await seedOneOfEach(ctx());
  });
  const state = () => fingerprint(ctx().db, ctx().dialect, ctx().app.images.directory);

  it('finds every upload route (articles, organisation chart, hero slides, pages)', () => {
    expect(uploadRoutes.map(routeKey).sort()).toEqual(
      expect.arrayContaining([
        'POST /api/article/add',
        'POST /api/profile/add',
        'POST /api/hero/add',
        'PATCH /api/pages/:slug',
      ]),
    );
  });

  it('refuses each hostile file on each upload route; no record and no file is left', async () => {
    const before = await state();
    for (const route of uploadRoutes) {
      const form = multipartForm(route);
      const fields = Object.fromEntries(
        form.fields.map((name) => [name, form.samples?.[name] ?? FIELD_SAMPLES[name] ?? '']),
      );
      const url = fillPath(route.url, { id: String(seed[resourceOf(route.url)]), slug: 'tentang' });
      const hostile = form.takes === 'pdf' ? hostilePdfs : hostileFiles;
      for (const [label, files, status, message] of await hostile(form.file)) {
        const body = await multipart(fields, files);
        const response = await ctx().asAdmin({ method: route.method as 'POST', url, ...body });
        expect(response.statusCode, `${routeKey(route)} with ${label}: ${response.body}`).toBe(status);
        expect(response.json().message, `${routeKey(route)} with ${label}`).toEqual(message ?? expect.any(String));
      }
    }
    expect(await state()).toEqual(before);
  });

  it('serves a stored image as WebP with nosniff, and answers 404 to path tricks under /uploads/', async () => {
    const article = await ctx().app.inject({ url: `/api/article/${seed['/api/article']}` });
    const thumbnail: string = article.json().thumbnail;
    const served = await ctx().app.inject({ url: `/${thumbnail}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const name = thumbnail.replace(/^uploads\//, '');
    const attempts = [
      '/uploads/..%2fp3m.sqlite',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/%2e%2e%2fp3m.sqlite',
      '/uploads/%2e%2e/p3m.sqlite',
      '/uploads/.%2e/p3m.sqlite',
      '/uploads/../p3m.sqlite',
      '/uploads/..\\p3m.sqlite',
      '/uploads/..%5cp3m.sqlite',
      '/uploads/%252e%252e%252fp3m.sqlite',
      '/uploads/....//p3m.sqlite',
      '/uploads//etc/passwd',
      '/uploads/%2fetc%2fpasswd',
      '/uploads/p3m.sqlite',
      '/uploads/p3m.sqlite-wal',
      '/uploads/.env',
      '/uploads/',
      '/uploads',
      `/uploads/${name}%00.txt`,
      `/uploads/${name}/..%2f..%2fp3m.sqlite`,
      `/uploads/${name}.${process.pid}.tmp`,
      `/uploads/x/../${name}/../../p3m.sqlite`,
    ];
    for (const url of attempts) {
      const response = await ctx().app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(/SQLite format|root:|"dependencies"/);
    }
    // Overlong UTF-8 dots are not even a valid URL: refused before any file lookup.
    const overlong = await ctx().app.inject({ url: '/uploads/%c0%ae%c0%ae%c0%afp3m.sqlite' });
    expect(overlong.statusCode).toBe(400);
    expect(overlong.body).not.toMatch(/SQLite format/);
  });
});
