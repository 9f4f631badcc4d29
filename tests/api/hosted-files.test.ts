import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { linkChecksRepo } from '../../src/db/index';
import { adminMultipart, pngImage, type UploadFile } from '../helpers/images';
import { makePdf } from '../helpers/pdfs';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

// PDFs hosted beside links (docs/decisions/hosted-files.md): the upload checked by content and size,
// the stable link answering the file itself (ranges, ETag, caching by version), `file_url` of SPEC's
// read calls, replacement and supersession, in the uploads folder and in the database.

const NOT_A_PDF = 'File harus berupa PDF yang utuh (bukan gambar atau dokumen lain yang diganti namanya).';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const pdfFile = (data: Buffer, filename = 'dokumen.pdf', contentType = 'application/pdf'): UploadFile => ({
  field: 'file',
  filename,
  contentType,
  data,
});

interface Uploaded {
  name: string;
  sha256: string;
  bytes: number;
  pages: number;
  file_url: string;
}

let counter = 0;

function hostedSuite(storage: 'local' | 'database') {
  describeEachDatabase(
    `hosted PDFs (UPLOAD_STORAGE=${storage})`,
    (ctx) => {
      const send = adminMultipart(ctx);
      const upload = async (data: Buffer, kind = 'document'): Promise<Uploaded> => {
        const response = await send('POST', '/api/hosted-files', { kind }, [pdfFile(data)]);
        expect(response.statusCode, response.body).toBe(201);
        return response.json<Uploaded>();
      };
      const visit = (url: string, headers: Record<string, string> = {}) =>
        ctx().app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers } });
      const pathOf = (url: string) => {
        const parsed = new URL(url);
        return `${parsed.pathname}${parsed.search}`;
      };
      const category = async (c: TestContext) => {
        const response = await c.asAdmin({
          method: 'POST',
          url: '/api/catdokumenpen/add',
          payload: { name: `Panduan ${(counter += 1)}` },
        });
        expect(response.statusCode).toBe(201);
        return response.json<{ id: number }>().id;
      };
      const createDocument = async (title: string, fileUrl: string) => {
        const response = await ctx().asAdmin({
          method: 'POST',
          url: '/api/dokumenpen/add',
          payload: { file_name: title, file_url: fileUrl, catdokumenpenId: await category(ctx()) },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ id: number; file_url: string; superseded_by?: number }>();
      };

      it('takes a real PDF, counts its pages, logs the upload and serves it at its upload address', async () => {
        const data = await makePdf(`Panduan KKN ${storage}`, 3);
        const uploaded = await upload(data);
        const sha256 = crypto.createHash('sha256').update(data).digest('hex');
        expect(uploaded).toEqual({
          name: `${sha256.slice(0, 32)}.pdf`,
          sha256,
          bytes: data.length,
          pages: 3,
          file_url: `http://localhost/d/pdf/${sha256.slice(0, 32)}.pdf`,
        });
        // The same file again is the same stored file.
        expect((await upload(data)).name).toBe(uploaded.name);
        const served = await visit(pathOf(uploaded.file_url));
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('application/pdf');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.rawPayload.equals(data)).toBe(true);

        const logged = await ctx()
          .db.selectFrom('activity_log')
          .select(['kind', 'action', 'user_name'])
          .where('action', '=', 'file_upload')
          .execute();
        expect(logged.length).toBeGreaterThanOrEqual(2);
        expect(logged[0]).toMatchObject({ kind: 'document', action: 'file_upload' });

        const stored =
          storage === 'local'
            ? fs.existsSync(path.join(ctx().config.dataDir, 'uploads', uploaded.name))
            : (await ctx().db.selectFrom('upload_blobs').select('name').where('name', '=', uploaded.name).execute())
                .length === 1;
        expect(stored).toBe(true);
      });

      it('refuses what is not a PDF, whatever its name, and a PDF over the limit, in Indonesian', async () => {
        const png = await send('POST', '/api/hosted-files', { kind: 'document' }, [
          pdfFile(await pngImage(), 'sk.pdf'),
        ]);
        expect(png.statusCode).toBe(400);
        expect(png.json<{ message: string }>().message).toBe(NOT_A_PDF);
        // The header alone is not enough: the file must parse as a PDF.
        const fake = Buffer.from('%PDF-1.7\nbukan pdf sama sekali\n%%EOF\n');
        const faked = await send('POST', '/api/hosted-files', { kind: 'file' }, [pdfFile(fake)]);
        expect(faked.statusCode).toBe(400);
        expect(faked.json<{ message: string }>().message).toBe(NOT_A_PDF);

        const large = Buffer.concat([await makePdf('Besar'), crypto.randomBytes(1024 * 1024 + 10)]);
        const tooLarge = await send('POST', '/api/hosted-files', { kind: 'document' }, [pdfFile(large)]);
        expect(tooLarge.statusCode).toBe(413);
        expect(tooLarge.json<{ message: string }>().message).toBe('Ukuran PDF maksimal 1 MB.');

        const missing = await send('POST', '/api/hosted-files', { kind: 'document' }, []);
        expect(missing.statusCode).toBe(400);
        expect(missing.json<{ message: string }>().message).toBe('Pilih file PDF yang akan diunggah.');

        const anonymous = await ctx().app.inject({ method: 'POST', url: '/api/hosted-files' });
        expect(anonymous.statusCode).toBe(401);
      });

      it('serves a document through its stable link: inline, ranges, ETag, caching by version', async () => {
        const data = await makePdf(`SK Rektor ${storage}`, 2);
        const uploaded = await upload(data);
        const created = await createDocument('SK Rektor No. 12/2026 Pedoman KKN', uploaded.file_url);
        const version = uploaded.name.slice(0, 12);
        const expected = `http://localhost/d/dokumen/${created.id}-sk-rektor-no-12-2026-pedoman-kkn?v=${version}`;
        expect(created.file_url).toBe(expected);
        // SPEC's read calls answer the absolute stable link as file_url.
        const one = await ctx().app.inject({ method: 'GET', url: `/api/dokumenpen/${created.id}` });
        expect(one.json<{ file_url: string }>().file_url).toBe(expected);
        const list = await ctx().app.inject({ method: 'GET', url: '/api/dokumenpen' });
        const listed = list.json<{ id: number; file_url: string }[]>().find((row) => row.id === created.id);
        expect(listed?.file_url).toBe(expected);

        const bare = `/d/dokumen/${created.id}`;
        const whole = await visit(bare);
        expect(whole.statusCode).toBe(200);
        expect(whole.headers['content-type']).toBe('application/pdf');
        expect(whole.headers['content-disposition']).toBe(
          `inline; filename="SK Rektor No. 12-2026 Pedoman KKN.pdf"; filename*=UTF-8''SK%20Rektor%20No.%2012-2026%20Pedoman%20KKN.pdf`,
        );
        expect(whole.headers['cache-control']).toBe('public, no-cache');
        expect(whole.headers['accept-ranges']).toBe('bytes');
        expect(whole.headers['content-length']).toBe(String(data.length));
        expect(whole.rawPayload.equals(data)).toBe(true);
        const etag = whole.headers.etag;
        expect(etag).toBe(`"${uploaded.sha256.slice(0, 32)}"`);

        const versioned = await visit(pathOf(expected));
        expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');

        const ranged = await visit(bare, { range: 'bytes=100-299' });
        expect(ranged.statusCode).toBe(206);
        expect(ranged.headers['content-range']).toBe(`bytes 100-299/${data.length}`);
        expect(ranged.rawPayload.equals(data.subarray(100, 300))).toBe(true);
        const tail = await visit(bare, { range: 'bytes=-50' });
        expect(tail.statusCode).toBe(206);
        expect(tail.rawPayload.equals(data.subarray(data.length - 50))).toBe(true);
        const past = await visit(bare, { range: `bytes=${data.length + 10}-` });
        expect(past.statusCode).toBe(416);
        expect(past.headers['content-range']).toBe(`bytes */${data.length}`);

        const head = await ctx().app.inject({ method: 'HEAD', url: bare, headers: { 'user-agent': BROWSER } });
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-type']).toBe('application/pdf');
        expect(head.headers['content-length']).toBe(String(data.length));
        expect(head.rawPayload.length).toBe(0);

        const cached = await visit(bare, { 'if-none-match': String(etag) });
        expect(cached.statusCode).toBe(304);
        expect(cached.rawPayload.length).toBe(0);
      });

      it('keeps the file when the form is saved again, replaces it, and goes back to a Drive link', async () => {
        const first = await makePdf(`Versi satu ${storage}`);
        const created = await createDocument('Panduan Proposal', (await upload(first)).file_url);
        const link = `/d/dokumen/${created.id}`;
        // The form saves what it shows: the record's own stable link keeps its file.
        const renamed = await ctx().asAdmin({
          method: 'PATCH',
          url: `/api/dokumenpen/update/${created.id}`,
          payload: { file_name: 'Panduan Proposal 2026', file_url: created.file_url },
        });
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect(renamed.json<{ file_url: string }>().file_url).toMatch(
          new RegExp(`/d/dokumen/${created.id}-panduan-proposal-2026\\?v=`),
        );
        expect((await visit(link)).rawPayload.equals(first)).toBe(true);

        const second = await makePdf(`Versi dua ${storage}`);
        const replacement = await upload(second);
        const replaced = await ctx().asAdmin({
          method: 'PATCH',
          url: `/api/dokumenpen/update/${created.id}`,
          payload: { file_url: replacement.file_url },
        });
        expect(replaced.json<{ file_url: string }>().file_url).toContain(`?v=${replacement.name.slice(0, 12)}`);
        expect((await visit(link)).rawPayload.equals(second)).toBe(true);
        // The address of the first version now revalidates and answers the current file.
        const old = await visit(pathOf(created.file_url));
        expect(old.headers['cache-control']).toBe('public, no-cache');
        expect(old.rawPayload.equals(second)).toBe(true);

        const drive = 'https://drive.google.com/file/d/panduan/view';
        const back = await ctx().asAdmin({
          method: 'PATCH',
          url: `/api/dokumenpen/update/${created.id}`,
          payload: { file_url: drive },
        });
        expect(back.json<{ file_url: string }>().file_url).toBe(drive);
        const redirect = await visit(link);
        expect(redirect.statusCode).toBe(302);
        expect(redirect.headers.location).toBe(drive);
        expect(redirect.headers['cache-control']).toBe('no-store');
      });

      it('keeps the old version at its own link when a newer one supersedes it ("Sudah diganti")', async () => {
        const oldData = await makePdf(`SK lama ${storage}`);
        const newData = await makePdf(`SK baru ${storage}`);
        const older = await createDocument('SK Rektor 2025', (await upload(oldData)).file_url);
        const newer = await createDocument('SK Rektor 2026', (await upload(newData)).file_url);
        const response = await ctx().asAdmin({
          method: 'PATCH',
          url: `/api/dokumenpen/update/${older.id}`,
          payload: { superseded_by: newer.id },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<{ superseded_by?: number }>().superseded_by).toBe(newer.id);
        const oldServed = await visit(pathOf(older.file_url));
        expect(oldServed.statusCode).toBe(200);
        expect(oldServed.rawPayload.equals(oldData)).toBe(true);
        expect((await visit(`/d/dokumen/${newer.id}`)).rawPayload.equals(newData)).toBe(true);
      });

      it('hosts a file link (guide, decree) the same way', async () => {
        const data = await makePdf(`Panduan KKN Tematik ${storage}`, 4);
        const uploaded = await upload(data, 'file');
        const response = await ctx().asAdmin({
          method: 'POST',
          url: '/api/files/add',
          payload: {
            file_name: 'Buku Panduan KKN Tematik',
            file_description: 'Panduan',
            file_url: uploaded.file_url,
            file_type: 'panduan_kkn_tematik',
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        const created = response.json<{ id: number; file_url: string }>();
        expect(created.file_url).toBe(
          `http://localhost/d/berkas/${created.id}-buku-panduan-kkn-tematik?v=${uploaded.name.slice(0, 12)}`,
        );
        const listed = await ctx().app.inject({ method: 'GET', url: '/api/files/type?type=panduan_kkn_tematik' });
        expect(listed.json<{ id: number; file_url: string }[]>().find((row) => row.id === created.id)?.file_url).toBe(
          created.file_url,
        );
        const served = await visit(pathOf(created.file_url));
        expect(served.headers['content-type']).toBe('application/pdf');
        expect(served.rawPayload.equals(data)).toBe(true);
        // A hosted file has no link elsewhere: the link check leaves it out.
        const targets = await linkChecksRepo.listLinkTargets(ctx().db);
        expect(targets.filter((target) => target.kind === 'file' && target.record_id === created.id)).toEqual([]);
        // An upload address naming no stored file is refused on the link field.
        const unknown = await ctx().asAdmin({
          method: 'PATCH',
          url: `/api/files/update/${created.id}`,
          payload: { file_url: `http://localhost/d/pdf/${'0'.repeat(32)}.pdf` },
        });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json<{ fieldErrors: Record<string, string> }>().fieldErrors.file_url).toBe(
          'PDF yang diunggah tidak ditemukan; unggah ulang file-nya.',
        );
      });
    },
    { env: { UPLOAD_STORAGE: storage, PDF_UPLOAD_MAX_MB: '1' } },
  );
}

hostedSuite('local');
hostedSuite('database');
