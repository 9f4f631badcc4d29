import { expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { adminMultipart, multipart, pngImage } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

const NUL = '\u0000';
const article = { title: 'Judul Uji', author: 'Penguji', category: 'informasi_penelitian', content: '<p>Isi.</p>' };

describeEachDatabase('malformed input answers 4xx with an Indonesian message, never 500', (ctx) => {
  const send = adminMultipart(ctx);

  it.each(['/api/article/slug/%00x', '/api/article/slug/x%00', '/api/article/slug/%00'])(
    'a NUL byte in a path parameter: %s',
    async (url) => {
      const response = await ctx().app.inject({ url });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.validation.nulCharacter });
    },
  );

  it('a NUL byte in a JSON body (value or key) is refused, and nothing is stored', async () => {
    for (const payload of [{ name: `Kategori${NUL}` }, { name: 'Kategori', [`x${NUL}`]: 'y' }]) {
      const response = await ctx().asAdmin({ method: 'POST', url: '/api/catdokumenprof/add', payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.validation.nulCharacter });
    }
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { name: `admin${NUL}`, password: 'x' },
    });
    expect(login.statusCode, login.body).toBe(400);
    expect((await ctx().app.inject({ url: '/api/catdokumenprof' })).json()).toEqual([]);
  });

  it('a NUL byte in a multipart field is refused, and nothing is stored', async () => {
    const response = await send('POST', '/api/article/add', { ...article, title: `Judul${NUL}Uji` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.validation.nulCharacter,
      fieldErrors: { title: messages.validation.nulCharacter },
    });
    expect((await ctx().app.inject({ url: '/api/article' })).json()).toEqual([]);
  });

  it('a multipart body cut short answers 400, wherever it ends', async () => {
    const form = await multipart(article, [
      { field: 'thumbnail', filename: 'foto.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const text = form.payload.toString('latin1');
    // Inside a text field's headers, inside a value, and inside the file.
    const cuts = [text.indexOf('form-data') + 4, text.indexOf('Judul Uji') + 3, form.payload.length - 100];
    for (const cut of cuts) {
      const response = await ctx().asAdmin({
        method: 'POST',
        url: '/api/article/add',
        payload: form.payload.subarray(0, cut),
        headers: form.headers,
      });
      expect(response.statusCode, `cut at ${cut}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ message: messages.validation.incompleteForm });
    }
    expect((await ctx().app.inject({ url: '/api/article' })).json()).toEqual([]);
  });

  it('a JSON body over the limit gets its own message, not the image size one', async () => {
    const response = await ctx().asAdmin({
      method: 'POST',
      url: '/api/catdokumenprof/add',
      payload: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.validation.bodyTooLarge });
    expect(messages.validation.bodyTooLarge).not.toBe(messages.validation.imageTooLarge);
  });
});
