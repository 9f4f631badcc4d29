import { describe, expect, it } from 'vitest';
import { headingId, splitAtHeadings, uniqueHeadingIds } from './page-sections';

describe('splitAtHeadings', () => {
  it('reads the text before the first heading as the lead and each heading with what follows it', () => {
    const html = '<p>Pengantar.</p><h2>Visi</h2><p>Unggul.</p><h2>Misi</h2><ol><li>Satu</li><li>Dua</li></ol>';
    expect(splitAtHeadings(html, 'h2')).toEqual({
      lead: '<p>Pengantar.</p>',
      sections: [
        { heading: 'Visi', body: '<p>Unggul.</p>' },
        { heading: 'Misi', body: '<ol><li>Satu</li><li>Dua</li></ol>' },
      ],
    });
  });

  it('keeps a heading nested in a quote or a list inside the section around it', () => {
    const html = '<h2>A</h2><blockquote><h2>Kutipan</h2><p>x</p></blockquote><ul><li><h2>y</h2></li></ul><h2>B</h2>';
    const { sections } = splitAtHeadings(html, 'h2');
    expect(sections.map((section) => section.heading)).toEqual(['A', 'B']);
    expect(sections[0]?.body).toBe('<blockquote><h2>Kutipan</h2><p>x</p></blockquote><ul><li><h2>y</h2></li></ul>');
    expect(sections[1]?.body).toBe('');
  });

  it('splits at h3 without touching h2, and passes images and line breaks through', () => {
    const html =
      '<p>Intro<br>baris</p><h3>Tahap <strong>1</strong></h3><p><img src="/uploads/a.webp" alt="x"></p><h3>Tahap 2</h3><p>b</p>';
    const split = splitAtHeadings(html, 'h3');
    expect(split.lead).toBe('<p>Intro<br>baris</p>');
    expect(split.sections).toEqual([
      { heading: 'Tahap <strong>1</strong>', body: '<p><img src="/uploads/a.webp" alt="x"></p>' },
      { heading: 'Tahap 2', body: '<p>b</p>' },
    ]);
  });

  it('answers the whole text as the lead when there is no heading', () => {
    expect(splitAtHeadings('<p>Hanya teks.</p>', 'h2')).toEqual({ lead: '<p>Hanya teks.</p>', sections: [] });
    expect(splitAtHeadings('', 'h2')).toEqual({ lead: '', sections: [] });
  });
});

describe('heading ids', () => {
  it('are made of the heading text, lower-case, accents and tags dropped', () => {
    expect(headingId('Tujuan dan Manfaat')).toBe('tujuan-dan-manfaat');
    expect(headingId('<strong>Visi</strong> &amp; Misi')).toBe('visi-misi');
    expect(headingId('Évaluasi')).toBe('evaluasi');
    expect(headingId('***')).toBe('bagian');
  });

  it('are unique on a page', () => {
    expect(uniqueHeadingIds(['Misi', 'Tujuan', 'Misi', 'Misi'])).toEqual(['misi', 'tujuan', 'misi-2', 'misi-3']);
  });
});
