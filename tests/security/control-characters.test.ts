import { expect, it } from 'vitest';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

// Control characters no one types (a terminal's colour codes, a bell, DEL) are removed from what staff
// save, so that they reach neither the pages nor the activity log's CSV nor a terminal reading either.

const ESC = '\u001b';
const RED = `${ESC}[31m`;
const RESET = `${ESC}[0m`;
const TITLE_SEQUENCE = `${ESC}]0;diretas\u0007`;
/** Every control character but tab, line feed and carriage return (NUL is refused outright: malformed-input). */
// eslint-disable-next-line no-control-regex -- the control characters are what this test looks for
const CONTROLS = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

describeEachDatabase('control characters in saved texts', (ctx) => {
  const send = adminMultipart(ctx);

  it('single-line fields lose them, and a line break or tab in them reads as a space', async () => {
    const file = await ctx().asAdmin({
      method: 'POST',
      url: '/api/files/add',
      payload: {
        file_name: `${RED}Panduan${RESET}\tmerah\r\nbaru\u0007\u007f${TITLE_SEQUENCE}`,
        file_description: 'Deskripsi',
        file_url: `https://drive.google.com/file/d/${ESC}[2Jabc/view`,
        file_type: 'panduan_penelitian',
      },
    });
    expect(file.statusCode, file.body).toBe(201);
    expect(file.json()).toMatchObject({
      file_name: 'Panduan merah baru',
      file_url: 'https://drive.google.com/file/d/abc/view',
    });

    const article = await send('POST', '/api/article/add', {
      title: `${RED}Judul${RESET} berita\u0008`,
      author: `Tim\u009b31m P3M\u0085`,
      category: 'informasi_penelitian',
      content: `<p>Isi${ESC}[1m tebal\u0007</p>`,
    });
    expect(article.statusCode, article.body).toBe(201);
    expect(article.json()).toMatchObject({ title: 'Judul berita', author: 'Tim P3M', content: '<p>Isi tebal</p>' });

    const renamed = await ctx().asAdmin({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { name: `Ad${RED}min\u0007` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().admin.name).toBe('Admin');
  });

  it('multi-line fields keep their line breaks and tabs and lose the rest', async () => {
    const file = await ctx().asAdmin({
      method: 'POST',
      url: '/api/files/add',
      payload: {
        file_name: 'Panduan dua',
        file_description: `Baris satu\r\nBaris\tdua${ESC}[2J\u007f\nBaris tiga\u0007`,
        file_url: 'https://drive.google.com/file/d/dua/view',
        file_type: 'panduan_penelitian',
      },
    });
    expect(file.statusCode, file.body).toBe(201);
    expect(file.json().file_description).toBe('Baris satu\r\nBaris\tdua\nBaris tiga');

    const settings = await ctx().asAdmin({
      method: 'PATCH',
      url: '/api/settings/update',
      payload: { address: `Jl. Irian Jaya${RED}\nMojokerto\u0007`, working_hours: `Senin\n${RED}Jumat` },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ address: 'Jl. Irian Jaya\nMojokerto', working_hours: 'Senin Jumat' });
  });

  it('none reaches the activity log or its CSV', async () => {
    const log = await ctx().asAdmin({ url: '/api/audit?limit=100' });
    expect(log.statusCode).toBe(200);
    const texts: string[] = [];
    JSON.parse(log.body, (_key, value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      return value;
    });
    expect(texts).toContain('Panduan merah baru');
    expect(texts.join('\n')).not.toMatch(CONTROLS);
    const csv = await ctx().asAdmin({ url: '/api/audit?format=csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Panduan merah baru');
    expect(csv.body).not.toMatch(CONTROLS);
  });
});
