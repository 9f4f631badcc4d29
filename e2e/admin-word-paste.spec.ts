import { expect, test, type Locator, type Page } from './support/test';
import { pngImage } from '../tests/helpers/images';
import { uniqueTitle } from './support/api';
import { logIn, notice, openScreen } from './support/admin-ui';
import { expectAccessible } from './support/axe';

// Text copied from Word and pasted into the article editor: the clipboard holds Word's HTML (its
// pictures as `file:` addresses on the writer's disk) and its RTF (the pictures' bytes). The table
// stays a table, the picture is uploaded with the alt text staff give it, a picture of another site
// is named in a note, and visitors see the table ruled and the picture from this site.

/** Word's clipboard HTML (Microsoft 365 on Windows), shortened: a heading, a table, two pictures. */
function wordHtml(): string {
  return `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40"><head>
<meta name=ProgId content=Word.Document><meta name=Generator content="Microsoft Word 15">
<style><!-- p.MsoNormal {margin:0cm; font-size:11.0pt;} --></style></head><body lang=IN>
<!--StartFragment--><h1><span lang=IN>Jadwal Penerjunan KKN<o:p></o:p></span></h1>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none'>
 <tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'>
  <td width=150 valign=top style='width:112.5pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b><span lang=IN>Desa<o:p></o:p></span></b></p></td>
  <td width=150 valign=top style='width:112.5pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b><span lang=IN>Kelompok<o:p></o:p></span></b></p></td>
 </tr>
 <tr style='mso-yfti-irow:1;mso-yfti-lastrow:yes'>
  <td width=150 valign=top style='width:112.5pt'><p class=MsoNormal><span lang=IN>Sumbertebu<o:p></o:p></span></p></td>
  <td width=150 valign=top style='width:112.5pt'><p class=MsoNormal><span lang=IN>Kelompok 7<o:p></o:p></span></p></td>
 </tr>
</table>
<p class=MsoNormal><!--[if gte vml 1]><v:shape id="Picture_x0020_1" style='width:45pt;height:30pt'>
<v:imagedata src="file:///C:/Users/p3m/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" o:title=""/>
</v:shape><![endif]--><![if !vml]><img width=60 height=40 src="file:///C:/Users/p3m/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png" v:shapes="Picture_x0020_1"><![endif]><o:p></o:p></p>
<p class=MsoNormal><span lang=IN>Peta lokasi:</span></p>
<p class=MsoNormal><img width=300 height=200 src="https://lh7-rt.googleusercontent.com/docsz/peta-lokasi"></p>
<!--EndFragment--></body></html>`;
}

/** Word's clipboard RTF of the same selection: the picture as PNG (`\\shppict`) and as a metafile. */
function wordRtf(png: Buffer): string {
  const hex =
    png
      .toString('hex')
      .match(/.{1,64}/g)
      ?.join('\r\n') ?? '';
  return [
    '{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0 Calibri;}}\\pard Jadwal Penerjunan KKN\\par',
    '{\\*\\shppict{\\pict{\\*\\picprop\\shplid1025{\\sp{\\sn shapeType}{\\sv 75}}}\\picscalex100\\picscaley100',
    `\\picw1587\\pich1058\\picwgoal900\\pichgoal600\\pngblip\\bliptag-1134{\\*\\blipuid 3a9e0f11c2d4b5a6978877665544aabb}${hex}}}`,
    '{\\nonshppict{\\pict\\picw1587\\pich1058\\wmetafile8\\bliptag-1134\\blipupi96 010009000003}}\\par }',
  ].join('\r\n');
}

/** Pastes into the editor as the browser does: a paste event carrying the clipboard's HTML and RTF. */
async function paste(editor: Locator, clipboard: Record<string, string>): Promise<void> {
  await editor.evaluate((target, data) => {
    const transfer = new DataTransfer();
    for (const [type, text] of Object.entries(data)) transfer.setData(type, text);
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, clipboard);
}

async function storedArticle(page: Page, title: string) {
  const list = (await (await page.request.get('/api/article/type/informasi_kkn')).json()) as {
    id: number;
    title: string;
    slug: string;
    content: string;
  }[];
  return list.find((article) => article.title === title);
}

test('a Word paste keeps its table, uploads its picture with alt text, and names what it could not keep', async ({
  page,
}) => {
  const title = uniqueTitle('Jadwal Penerjunan');
  const png = await pngImage(60, 40, '#15803d');
  await logIn(page);
  await openScreen(page, 'informasi-kkn', 'Informasi KKN');
  await page.getByLabel('Judul', { exact: true }).fill(title);
  await page.getByLabel('Author').fill('Tim KKN UNIM');
  const editor = page.getByRole('textbox', { name: 'Konten' });
  await editor.click();
  await paste(editor, { 'text/html': wordHtml(), 'text/rtf': wordRtf(png), 'text/plain': 'Jadwal Penerjunan KKN' });

  // The picture of the document comes with the paste: it asks for its alt text before it is uploaded.
  const dialog = page.getByRole('dialog', { name: 'Gambar dari Teks yang Ditempel' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toBeVisible();
  const alt = dialog.getByLabel('Teks alternatif');
  await expect(alt).toBeFocused();
  await alt.fill('Peserta KKN berangkat ke Sumbertebu');
  await dialog.getByRole('button', { name: 'Sisipkan' }).click();
  await expect(dialog).toBeHidden();

  await expect(editor.getByRole('heading', { level: 2, name: 'Jadwal Penerjunan KKN' })).toBeVisible();
  await expect(editor.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(editor.getByRole('table').getByRole('cell', { name: 'Kelompok 7' })).toBeVisible();
  const placed = editor.getByRole('img', { name: 'Peserta KKN berangkat ke Sumbertebu' });
  await expect(placed).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.webp$/);
  await expect(page.getByRole('status').filter({ hasText: 'ditempel' })).toHaveText(
    'Sebagian isi yang ditempel tidak ikut disimpan: 1 gambar (sisipkan lewat "Sisipkan gambar").',
  );
  await expectAccessible(page, { include: 'main form' });

  await page.getByRole('button', { name: 'Tambah Artikel' }).click();
  await expect(notice(page)).toHaveText('Artikel berhasil diterbitkan.');
  const created = await storedArticle(page, title);
  expect(created?.content).toContain(
    '<table><tbody><tr><td><p><strong>Desa</strong></p></td><td><p><strong>Kelompok</strong></p></td></tr>' +
      '<tr><td><p>Sumbertebu</p></td><td><p>Kelompok 7</p></td></tr></tbody></table>',
  );
  expect(created?.content).not.toMatch(/file:|googleusercontent|blob:|style=|class=/);

  // Visitors see the table ruled and the picture, served by this site.
  await page.goto(`/article/${created?.slug}`);
  const content = page.locator('.article-content');
  const cell = content.getByRole('cell', { name: 'Sumbertebu' });
  await expect(cell).toBeVisible();
  expect(await cell.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
  expect(await cell.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('1px');
  const image = content.getByRole('img', { name: 'Peserta KKN berangkat ke Sumbertebu' });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.webp$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  expect((await page.request.delete(`/api/article/delete/${created?.id}`)).ok()).toBeTruthy();
});
