import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real PDF made here with pdf-lib: `pages` pages, each with a line of text (so two PDFs differ by `text`). */
export async function makePdf(text: string, pages = 1): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    document.addPage([595, 842]).drawText(`${text} - halaman ${page}`, { x: 50, y: 780, size: 14, font });
  }
  return Buffer.from(await document.save());
}
