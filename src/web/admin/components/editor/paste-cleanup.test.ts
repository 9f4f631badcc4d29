// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, emptyPasteReport } from './paste-cleanup';

// Clipboard HTML as Word (Microsoft 365, Windows) and Google Docs (Chrome) put it there, shortened
// to a few paragraphs but with their markup as it comes.

const WORD = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 15"><!--[if gte mso 9]><xml><o:OfficeDocumentSettings>
<o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]--><style><!--
p.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;}
@list l0:level1 {mso-level-number-format:bullet; mso-level-text:\\F0B7;}
--></style></head>
<body lang=EN-US style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
<h1 style='margin-top:12.0pt'><span lang=IN style='mso-ansi-language:IN'>Laporan Kegiatan KKN<o:p></o:p></span></h1>
<p class=MsoNormal><span lang=IN style='font-size:12.0pt;mso-ansi-language:IN'>Kegiatan dibuka oleh
<b><span style='mso-bidi-font-weight:normal'>Kepala Desa</span></b> dan <i>dihadiri</i> warga.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
lang=IN style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span
style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span
lang=IN>Penyuluhan kesehatan<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
lang=IN style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;
</span></span></span><![endif]><span lang=IN>Kerja bakti<o:p></o:p></span></p>
<p class=MsoNormal><span lang=IN>Langkah pendaftaran:<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span lang=IN><span
style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span></span><!--[endif]--><span
lang=IN>Isi formulir<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span lang=IN><span
style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span></span><!--[endif]--><span
lang=IN>Unggah berkas di <a href="https://p3m.unim.ac.id/daftar"><span style='color:#0563C1'>laman P3M</span></a><o:p></o:p></span></p>
<p class=MsoQuote><a name="_Toc1"></a><i><span lang=IN>“Desa maju, warga sejahtera.”</span></i></p>
<p class=MsoNormal><!--[if gte vml 1]><v:shape id="Picture_x0020_1" style='width:300pt;height:200pt'>
<v:imagedata src="file:///C:/Users/p3m/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" o:title=""/>
</v:shape><![endif]--><![if !vml]><img width=400 height=267 src="file:///C:/Users/p3m/AppData/Local/Temp/msohtmlclip1/01/clip_image002.jpg" v:shapes="Picture_x0020_1"><![endif]><o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0><tr><td width=301 valign=top
style='width:225.4pt;border:solid windowtext 1.0pt'><p class=MsoNormal><span lang=IN>Sel tabel</span></p></td>
<td width=602 colspan=2 valign=top style='width:451pt'><p class=MsoNormal><span lang=IN>Sel gabungan</span></p></td></tr></table>
<!--EndFragment-->
</body></html>`;

const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c1e2a7f-7fff-1c2d-8d3e-0123456789ab"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Jadwal Pembekalan</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Pembekalan </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">wajib</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:italic;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;"> diikuti</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">semua peserta</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">. Daftar di </span><a href="https://p3m.unim.ac.id/kkn" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">laman KKN</span></a><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">.</span></p><br /><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Senin: materi umum</span></p></li><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Selasa: praktik lapangan</span></p></li></ul><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;"><span style="border:none;display:inline-block;overflow:hidden;width:602px;height:339px;"><img src="https://lh7-rt.googleusercontent.com/docsz/AD_4nXe-contoh?key=abc" width="602" height="339" style="margin-left:0px;margin-top:0px;" /></span></span></p></b><br class="Apple-interchange-newline">`;

/** Every tag of some HTML, each once. */
const tagsOf = (html: string) => new Set([...html.matchAll(/<([a-z][a-z0-9:]*)/gi)].map((match) => match[1]));

describe('paste clean-up', () => {
  it('turns Word HTML into headings, marks, real lists, a link, a quote and a table, without Office markup', () => {
    const cleaned = cleanPastedHtml(WORD);
    expect(cleaned).toBe(
      [
        '<h2>Laporan Kegiatan KKN</h2>',
        '<p>Kegiatan dibuka oleh\n<b>Kepala Desa</b> dan <i>dihadiri</i> warga.</p>',
        '<ul><li><p>Penyuluhan kesehatan</p></li><li><p>Kerja bakti</p></li></ul>',
        '<p>Langkah pendaftaran:</p>',
        '<ol><li><p>Isi formulir</p></li><li><p>Unggah berkas di <a href="https://p3m.unim.ac.id/daftar">laman P3M</a></p></li></ol>',
        '<p><i>“Desa maju, warga sejahtera.”</i></p>',
        '<table><tbody><tr><td><p>Sel tabel</p></td><td colspan="2"><p>Sel gabungan</p></td></tr></tbody></table>',
      ].join(''),
    );
  });

  it('turns Google Docs HTML into its headings, bold, italic, underline, list and link, dropping the wrapper', () => {
    const cleaned = cleanPastedHtml(GOOGLE_DOCS);
    expect(cleaned).toBe(
      '<h2>Jadwal Pembekalan</h2>' +
        '<p>Pembekalan <strong>wajib</strong><em> diikuti</em><u>semua peserta</u>. Daftar di ' +
        '<a href="https://p3m.unim.ac.id/kkn">laman KKN</a>.</p><br>' +
        '<ul><li><p>Senin: materi umum</p></li><li><p>Selasa: praktik lapangan</p></li></ul><br>',
    );
  });

  it('leaves only the tags an article may hold, and no attribute but a link and an own image', () => {
    for (const html of [WORD, GOOGLE_DOCS]) {
      const cleaned = cleanPastedHtml(html);
      for (const tag of tagsOf(cleaned)) {
        expect([
          ...['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4'],
          ...['table', 'tbody', 'tr', 'td'],
        ]).toContain(tag);
      }
      expect(cleaned).not.toMatch(/style=|class=|lang=|dir=|width=|valign=|<o:|mso-|file:|googleusercontent/);
    }
  });

  it('keeps an image of this site with its alt text and size, and drops one from elsewhere', () => {
    const own =
      '<img src="/uploads/0123456789abcdef0123456789abcdef.webp" alt="Bagan" width="800" height="450" class="x">';
    expect(cleanPastedHtml(`<p>a</p>${own}<img src="https://example.com/x.png" alt="Luar">`)).toBe(
      '<p>a</p><img src="/uploads/0123456789abcdef0123456789abcdef.webp" alt="Bagan" width="800" height="450">',
    );
  });

  it('drops scripts and event handlers that come along with pasted HTML', () => {
    expect(cleanPastedHtml('<p onclick="alert(1)">Teks<script>alert(2)</script></p><style>p{}</style>')).toBe(
      '<p>Teks</p>',
    );
  });

  it('keeps a picture whose bytes came along under a temporary address, and counts what it cannot keep', () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const report = emptyPasteReport();
    const cleaned = cleanPastedHtml(
      `<p>Foto:</p><p><img src="data:image/png;base64,${png}" alt=" Peserta KKN " width="40" style="x"></p>` +
        '<p><img src="https://lh7-rt.googleusercontent.com/docsz/x" width="602"></p>' +
        '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe><p>Akhir</p>',
      { report },
    );
    expect(report.pictures).toHaveLength(1);
    const [picture] = report.pictures;
    expect(picture?.src).toMatch(/^blob:/);
    expect(picture?.alt).toBe('Peserta KKN');
    expect(picture?.file.type).toBe('image/png');
    expect(picture?.file.name).toBe('gambar-tempel-1.png');
    expect(cleaned).toBe(`<p>Foto:</p><p><img src="${picture?.src}" alt="Peserta KKN"></p><p>Akhir</p>`);
    expect(report.lost).toEqual({ pictures: 1, embeds: 1 });
  });

  it("takes Word's pictures from the clipboard's RTF for their file: addresses, or counts them lost without it", () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const rtf = `{\\rtf1{\\*\\shppict{\\pict\\picw1\\pich1\\pngblip\\bliptag7{\\*\\blipuid 0a}\r\n${png.toString('hex')}}}}`;
    const withRtf = emptyPasteReport();
    cleanPastedHtml(WORD, { rtf, report: withRtf });
    expect(withRtf.pictures).toHaveLength(1);
    expect(withRtf.pictures[0]?.file.size).toBe(png.length);
    expect(withRtf.lost).toEqual({ pictures: 0, embeds: 0 });

    const withoutRtf = emptyPasteReport();
    expect(cleanPastedHtml(WORD, { report: withoutRtf })).not.toContain('<img');
    expect(withoutRtf).toEqual({ pictures: [], lost: { pictures: 1, embeds: 0 } });
  });

  it("keeps a YouTube or Vimeo player of a web page as the text's video, in the frame the server keeps", () => {
    const report = emptyPasteReport();
    expect(
      cleanPastedHtml(
        '<p>Simak:</p><iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=x" style="x" allow="autoplay" allowfullscreen></iframe>' +
          '<iframe src="//player.vimeo.com/video/76979871" title=" Penerjunan "></iframe>',
        { report },
      ),
    ).toBe(
      '<p>Simak:</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video YouTube"></iframe>' +
        '<iframe src="https://player.vimeo.com/video/76979871?dnt=1" title="Penerjunan"></iframe>',
    );
    expect(report.lost.embeds).toBe(0);
  });
});
