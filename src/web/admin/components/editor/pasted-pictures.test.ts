import { describe, expect, it } from 'vitest';
import { pictureFromDataUrl, picturesOfRtf } from './pasted-pictures';

/** A 1×1 PNG, and the start of a JPEG: enough to tell the pictures apart. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

/** Hexadecimal the way Word writes it in RTF: 64 digits a line. */
const hexLines = (bytes: Buffer) =>
  bytes
    .toString('hex')
    .match(/.{1,64}/g)!
    .join('\r\n');

/**
 * Word's clipboard RTF around two pictures (Microsoft 365, shortened): each written as PNG or JPEG
 * inside `\shppict`, with its properties and id in nested groups, and again as a metafile for
 * older readers inside `\nonshppict`.
 */
const WORD_RTF = [
  '{\\rtf1\\adeflang1025\\ansi\\ansicpg1252\\uc1\\deff31507{\\fonttbl{\\f0\\froman Times New Roman;}}',
  '\\pard\\plain Laporan {\\b kegiatan}\\par ',
  '{\\*\\shppict{\\pict{\\*\\picprop\\shplid1025{\\sp{\\sn shapeType}{\\sv 75}}{\\sp{\\sn fLayoutInCell}{\\sv 1}}}',
  '\\picscalex100\\picscaley100\\piccropl0\\piccropr0\\piccropt0\\piccropb0\\picw26\\pich26\\picwgoal15\\pichgoal15',
  '\\pngblip\\bliptag-1893737396{\\*\\blipuid 8f20a44c2b6c9e1a0f7d5e1d3c2b1a09}',
  hexLines(PNG),
  '}}{\\nonshppict{\\pict\\picscalex100\\picscaley100\\picw26\\pich26\\picwgoal15\\pichgoal15\\wmetafile8\\bliptag-1893737396\\blipupi96 ',
  '010009000003c200000000009d00000000000400000003010800050000000b0200000000}}\\par ',
  '{\\*\\shppict{\\pict\\picw10\\pich10\\picwgoal6\\pichgoal6\\jpegblip\\bliptag12{\\*\\blipuid 00112233445566778899aabbccddeeff}',
  hexLines(JPEG),
  '}}{\\nonshppict{\\pict\\picw10\\pich10\\wmetafile8 0100090000}}\\par }',
].join('\r\n');

describe('pictures that come with a paste', () => {
  it("reads Word's pictures from its clipboard RTF, in order, leaving out their metafile copies", () => {
    const pictures = picturesOfRtf(WORD_RTF);
    expect(pictures.map((picture) => picture.type)).toEqual(['image/png', 'image/jpeg']);
    expect(Buffer.from(pictures[0]!.bytes).equals(PNG)).toBe(true);
    expect(Buffer.from(pictures[1]!.bytes).equals(JPEG)).toBe(true);
    expect(picturesOfRtf('{\\rtf1 Teks saja\\par }')).toEqual([]);
  });

  it('reads a data: image, and nothing else', () => {
    const picture = pictureFromDataUrl(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(picture?.type).toBe('image/png');
    expect(Buffer.from(picture!.bytes).equals(PNG)).toBe(true);
    for (const src of [
      'file:///C:/Users/p3m/clip_image001.png',
      'https://example.com/x.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png;base64,%%%',
      'data:image/png;base64,',
    ]) {
      expect(pictureFromDataUrl(src), src).toBeNull();
    }
  });
});
