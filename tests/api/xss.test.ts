import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { expect, it } from 'vitest';
import { ALL_XSS_PAYLOADS, OWN_UPLOAD } from '../fixtures/xss-payloads';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** What may survive, per tag: the article allowlist. */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
const OWN_UPLOAD_SRC = /^\/uploads\/[a-f0-9]{32}(-\d+)?\.webp$/;

function elements(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  const self = 'tagName' in node ? [node] : [];
  return [...self, ...children.flatMap(elements)];
}

/**
 * Reads the stored HTML the way a browser does (parse5 follows the HTML standard) and lists what is
 * not harmless: a tag or attribute outside the allowlist, a link that is not http(s)/mailto, an image
 * from elsewhere, a link without rel. An empty list means nothing in it can run.
 */
function problems(html: string): string[] {
  const found: string[] = [];
  for (const markup of html.match(/<[^>]*>/g) ?? []) {
    // Text is escaped (&lt;), so every literal `<` opens a real tag: check each tag's source too.
    // Values are always double-quoted with `"` escaped, so removing them leaves the attribute names.
    const names = markup.replace(/"[^"]*"/g, '""');
    if (/\son[a-z]+\s*=|\sstyle\s*=/i.test(names)) found.push(`markup ${markup}`);
    if (/(href|src)="\s*(javascript|vbscript|data):/i.test(markup)) found.push(`url ${markup}`);
    if (/^<\/?(script|svg|math|iframe|style|form|object|embed)/i.test(markup)) found.push(`tag ${markup}`);
  }
  for (const element of elements(parseFragment(html))) {
    const allowed = ALLOWED[element.tagName];
    if (!allowed || element.namespaceURI !== HTML_NAMESPACE) {
      found.push(`element <${element.tagName}>`);
      continue;
    }
    const attrs = new Map(element.attrs.map((attr) => [attr.name, attr.value]));
    for (const name of attrs.keys()) if (!allowed.includes(name)) found.push(`<${element.tagName} ${name}>`);
    if (element.tagName === 'a') {
      const href = attrs.get('href');
      if (href !== undefined) {
        const { protocol } = new URL(href, 'https://p3m.example/article/x');
        if (!['http:', 'https:', 'mailto:'].includes(protocol)) found.push(`href ${href}`);
      }
      if (attrs.get('rel') !== 'noopener noreferrer') found.push('link without rel');
      if (attrs.has('target') && attrs.get('target') !== '_blank') found.push(`target ${attrs.get('target')}`);
    }
    if (element.tagName === 'img' && !OWN_UPLOAD_SRC.test(attrs.get('src') ?? '')) found.push('foreign image');
  }
  return found;
}

const VOID_TAGS = new Set(['br', 'img']);

/** Closing tags that do not close the innermost open element, and elements left open; empty when balanced. */
function unbalanced(html: string): string[] {
  const open: string[] = [];
  const found: string[] = [];
  for (const [, slash, name] of html.matchAll(/<(\/?)([a-z][a-z0-9-]*)[^>]*>/gi)) {
    const tag = (name ?? '').toLowerCase();
    if (VOID_TAGS.has(tag)) continue;
    if (!slash) open.push(tag);
    else if (open.at(-1) === tag) open.pop();
    else found.push(`</${tag}> while <${open.at(-1) ?? 'nothing'}> is open`);
  }
  return [...found, ...open.map((tag) => `<${tag}> never closed`)];
}

const base = { title: 'Uji Keamanan', author: 'Penguji', category: 'informasi_penelitian' };
const SAFE_TEXT = '<p>Teks aman.</p>';

describeEachDatabase('article HTML sanitizing (XSS)', (ctx) => {
  const send = adminMultipart(ctx);

  it('the checker itself flags live payloads', () => {
    expect(ALL_XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    expect(problems('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(problems('<a href="jav&#x09;ascript:alert(1)" rel="noopener noreferrer">x</a>')).not.toEqual([]);
    expect(problems('<p style="color:red">x</p>')).not.toEqual([]);
    expect(problems('<svg><a>x</a></svg>')).not.toEqual([]);
    expect(problems('<a href="https://ok.example/">x</a>')).toEqual(['link without rel']);
  });

  it.each(ALL_XSS_PAYLOADS.map((payload, index) => [index, payload]))(
    'payload %i does not survive create or update: %s',
    async (_index, payload) => {
      const content = `${SAFE_TEXT}${payload}`;
      const created = await send('POST', '/api/article/add', { ...base, content });
      // A picture pasted as a `data:` image is stored like an upload: one that is no picture (an SVG
      // with a script) is refused as an upload would be, and nothing is stored.
      if (/<img\s[^>]*src="data:/i.test(payload)) {
        expect(created.statusCode).toBe(400);
        expect(created.json().fieldErrors.content).toMatch(/^Gambar ke-1 di dalam konten ditolak: File harus/);
        return;
      }
      expect(created.statusCode).toBe(201);
      const record = created.json();
      expect(problems(record.content)).toEqual([]);
      expect(unbalanced(record.content)).toEqual([]);
      expect(record.content.startsWith(SAFE_TEXT)).toBe(true);

      const updated = await send('PATCH', `/api/article/update/${record.id}`, {
        ...base,
        content: `<p>Versi 2.</p>${payload}`,
      });
      expect(updated.statusCode).toBe(200);
      expect(problems(updated.json().content)).toEqual([]);
      const stored = await ctx().app.inject({ url: `/api/article/${record.id}` });
      expect(stored.json().content).toBe(updated.json().content);
      await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${record.id}` });
    },
  );

  it('the balance checker itself flags stray closing tags', () => {
    expect(unbalanced('<p><a href="/x">tautan</dropped-img></p>')).not.toEqual([]);
    expect(unbalanced('<ul><li></li><li><b>butir</b></li>')).toEqual(['<ul> never closed']);
    expect(unbalanced('<p>a<br />b<img src="/x" /></p>')).toEqual([]);
  });

  const FOREIGN = '<img src="https://evil.example/x.png">';
  it.each([
    [
      'in a paragraph, before a link',
      `<p>${FOREIGN} teks <a href="https://contoh.ac.id/">tautan</a> dan <b>tebal</b></p>`,
      '<p> teks <a href="https://contoh.ac.id/" rel="noopener noreferrer">tautan</a> dan <b>tebal</b></p>',
    ],
    [
      'alone in a list item',
      `<ul><li>${FOREIGN}</li><li><b>butir</b></li></ul><p>sesudah</p>`,
      '<ul><li></li><li><b>butir</b></li></ul><p>sesudah</p>',
    ],
    [
      'inside a link',
      `<p><a href="https://contoh.ac.id/">${FOREIGN}tautan</a> <i>miring</i></p><p>lagi</p>`,
      '<p><a href="https://contoh.ac.id/" rel="noopener noreferrer">tautan</a> <i>miring</i></p><p>lagi</p>',
    ],
    [
      'beside an own image, without and with an empty src',
      `<p>a${FOREIGN}b<img src="${OWN_UPLOAD}" alt="foto">c<img>d<img src="">e</p><ol><li><em>x</em></li></ol>`,
      `<p>ab<img src="${OWN_UPLOAD}" alt="foto" />cde</p><ol><li><em>x</em></li></ol>`,
    ],
    [
      'deep in a quote',
      `<blockquote><p><strong>${FOREIGN}<u>kata</u></strong></p></blockquote><h2>Judul</h2>`,
      '<blockquote><p><strong><u>kata</u></strong></p></blockquote><h2>Judul</h2>',
    ],
  ])('drops an image from elsewhere %s and keeps the HTML balanced', async (_where, content, expected) => {
    const created = await send('POST', '/api/article/add', { ...base, content });
    expect(created.statusCode).toBe(201);
    const stored = created.json().content;
    expect(stored).toBe(expected);
    expect(unbalanced(stored)).toEqual([]);
    expect(problems(stored)).toEqual([]);
    // Saving the stored HTML again changes nothing.
    const again = await send('PATCH', `/api/article/update/${created.json().id}`, { ...base, content: stored });
    expect(again.json().content).toBe(stored);
    await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${created.json().id}` });
  });

  it('keeps legitimate formatting, on create and on update', async () => {
    const content = [
      '<h2>Judul Bagian</h2><h3>Sub Bagian</h3><h4>Rincian</h4>',
      '<p><strong>Tebal</strong>, <b>tebal</b>, <em>miring</em>, <i>miring</i> dan <u>garis bawah</u>.<br>Baris baru.</p>',
      '<p><a href="https://p3m.unim.ac.id/panduan" target="_blank">Panduan</a> ',
      '<a href="mailto:p3m@unim.ac.id">Surel</a> <a href="/informasi-kkn">KKN</a></p>',
      '<ul><li>Satu</li><li>Dua</li></ul><ol><li>Pertama</li></ol>',
      `<blockquote>Kutipan</blockquote><img src="${OWN_UPLOAD.slice(1)}" alt="Foto kegiatan">`,
    ].join('');
    const expected = [
      '<h2>Judul Bagian</h2><h3>Sub Bagian</h3><h4>Rincian</h4>',
      '<p><strong>Tebal</strong>, <b>tebal</b>, <em>miring</em>, <i>miring</i> dan <u>garis bawah</u>.<br />Baris baru.</p>',
      '<p><a href="https://p3m.unim.ac.id/panduan" target="_blank" rel="noopener noreferrer">Panduan</a> ',
      '<a href="mailto:p3m@unim.ac.id" rel="noopener noreferrer">Surel</a> ',
      '<a href="/informasi-kkn" rel="noopener noreferrer">KKN</a></p>',
      '<ul><li>Satu</li><li>Dua</li></ul><ol><li>Pertama</li></ol>',
      `<blockquote>Kutipan</blockquote><img src="${OWN_UPLOAD}" alt="Foto kegiatan" />`,
    ].join('');
    const created = await send('POST', '/api/article/add', { ...base, content });
    expect(created.json().content).toBe(expected);
    expect(problems(expected)).toEqual([]);
    const updated = await send('PATCH', `/api/article/update/${created.json().id}`, { ...base, content });
    expect(updated.json().content).toBe(expected);
    // Sanitizing is stable: saving the stored HTML again changes nothing.
    const again = await send('PATCH', `/api/article/update/${created.json().id}`, { ...base, content: expected });
    expect(again.json().content).toBe(expected);
  });

  it('keeps a table with its header, cells and spans, and nothing else of the pasted document', async () => {
    const content = [
      '<table class="MsoTableGrid" border="1" cellpadding="0" style="border-collapse:collapse" onclick="alert(1)">',
      '<thead><tr><th style="width:120pt" colspan="2" scope="col">Jadwal</th></tr></thead>',
      '<tbody><tr><td width="160" valign="top" rowspan="2" onmouseover="alert(2)"><p class="MsoNormal">Senin</p></td>',
      '<td colspan="1" rowspan="x"><p>Pembekalan <strong>wajib</strong></p><script>alert(3)</script></td></tr>',
      '<tr><td colspan="999"><p>Selasa</p></td></tr></tbody></table>',
    ].join('');
    const expected = [
      '<table><thead><tr><th colspan="2">Jadwal</th></tr></thead>',
      '<tbody><tr><td rowspan="2"><p>Senin</p></td><td><p>Pembekalan <strong>wajib</strong></p></td></tr>',
      '<tr><td><p>Selasa</p></td></tr></tbody></table>',
    ].join('');
    const created = await send('POST', '/api/article/add', { ...base, content });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().content).toBe(expected);
    expect(problems(expected)).toEqual([]);
    expect(unbalanced(expected)).toEqual([]);
    // Sanitizing is stable: saving the stored table again changes nothing.
    const again = await send('PATCH', `/api/article/update/${created.json().id}`, { ...base, content: expected });
    expect(again.json().content).toBe(expected);
  });
});
