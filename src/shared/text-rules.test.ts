import { describe, expect, it } from 'vitest';
import { excerpt, formatCardDate, hasArticleContent, formatLongDate, formatRssDate, formatYear } from './text-rules';

describe('excerpt (SPEC §9)', () => {
  it('removes tags, cuts at 100 characters and adds an ellipsis', () => {
    const html = `<p><strong>Penelitian</strong> ${'a'.repeat(200)}</p>`;
    const result = excerpt(html);
    expect(result).toBe(`Penelitian ${'a'.repeat(89)}...`);
    expect(result.length).toBe(103);
  });

  it('keeps short text whole, still followed by the ellipsis', () => {
    expect(excerpt('<p>Halo <em>dunia</em></p>')).toBe('Halo dunia...');
  });

  it('decodes entities and collapses whitespace before cutting', () => {
    expect(excerpt('<p>A&amp;B&nbsp;&nbsp;\n C</p>')).toBe('A&B C...');
  });

  it('joins the parts of a word split by inline tags; only block boundaries become spaces', () => {
    expect(excerpt('<p>panj<b>ang</b> <i>se</i>kali</p><p>baris</p>dua<br>tiga')).toBe(
      'panjang sekali baris dua tiga...',
    );
    expect(excerpt('<ul><li>satu</li><li>dua</li></ul><h2>Judul</h2>')).toBe('satu dua Judul...');
  });

  it('drops script and style content entirely', () => {
    expect(excerpt('<style>p{}</style><script>alert(1)</script><p>Isi</p>')).toBe('Isi...');
  });
});

describe('article content', () => {
  it('counts text or an image with a source as content', () => {
    expect(hasArticleContent('<p><img src="/uploads/0123456789abcdef0123456789abcdef.webp"></p>')).toBe(true);
    expect(hasArticleContent('<p>Teks</p>')).toBe(true);
    expect(hasArticleContent('<p><img alt="x"></p><p> </p>')).toBe(false);
    expect(hasArticleContent('<p><img src=""></p>')).toBe(false);
  });
});

describe('Indonesian dates in Asia/Jakarta (the test runs in America/New_York)', () => {
  it('formats the long form', () => {
    expect(formatLongDate('2025-08-17T03:00:00.000Z')).toBe('17 Agustus 2025');
  });

  it('uses the day in Jakarta, not in UTC or the machine zone', () => {
    // 31 January 18:00 UTC is already 1 February in Jakarta (UTC+7).
    expect(formatLongDate('2025-01-31T18:00:00.000Z')).toBe('1 Februari 2025');
    expect(formatCardDate('2025-01-31T18:00:00.000Z')).toEqual({ day: '1', month: 'Feb' });
  });

  it('gives the day number and the short month for cards', () => {
    expect(formatCardDate('2025-05-09T05:00:00Z')).toEqual({ day: '9', month: 'Mei' });
    expect(formatCardDate('2025-08-09T05:00:00Z')).toEqual({ day: '9', month: 'Agu' });
    expect(formatCardDate('2025-12-25T05:00:00Z')).toEqual({ day: '25', month: 'Des' });
  });

  it('gives the year in Jakarta', () => {
    expect(formatYear('2024-12-31T20:00:00Z')).toBe('2025');
  });

  it('answers empty text for an invalid date instead of "Invalid Date"', () => {
    expect(formatLongDate('bukan tanggal')).toBe('');
    expect(formatCardDate('')).toEqual({ day: '', month: '' });
    expect(formatYear('x')).toBe('');
    expect(formatRssDate('x')).toBe('');
  });

  it('answers the same for a stored timestamp after many others were formatted', () => {
    const first = '2025-08-17T03:00:00.000Z';
    expect(formatLongDate(first)).toBe('17 Agustus 2025');
    for (let day = 0; day < 6_000; day += 1) formatLongDate(new Date(Date.UTC(2000, 0, 1 + day)).toISOString());
    expect(formatLongDate(first)).toBe('17 Agustus 2025');
    expect(formatLongDate(new Date(first))).toBe('17 Agustus 2025');
  });

  it('formats RSS dates in RFC 822 (GMT)', () => {
    expect(formatRssDate('2025-08-17T03:00:00.000Z')).toBe('Sun, 17 Aug 2025 03:00:00 GMT');
  });
});
