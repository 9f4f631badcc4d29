// The bytes of pictures that come with a paste. A page cannot read a `file:` address, nor (without
// asking the other site) an image elsewhere; it can read a `data:` image, and the RTF copy Word puts
// on the clipboard beside the HTML, which holds every picture's bytes as hexadecimal.

/** A picture's bytes and its type, as the clipboard holds them. */
export interface PictureData {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
}

/** `data:image/png;base64,…`: the picture; null for anything else (not an image, not base64, broken). */
export function pictureFromDataUrl(src: string): PictureData | null {
  const match = /^data:(image\/[a-z0-9.+-]+);base64,([a-z0-9+/=\s]+)$/i.exec(src);
  if (!match) return null;
  try {
    const text = atob((match[2] ?? '').replace(/\s+/g, ''));
    const bytes = new Uint8Array(text.length);
    for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
    return bytes.length > 0 ? { bytes, type: (match[1] ?? '').toLowerCase() } : null;
  } catch {
    return null;
  }
}

/** The RTF picture formats a browser shows; Word's other copies (`\wmetafile`, `\emfblip`) are not. */
const BLIP_TYPES: [RegExp, string][] = [
  [/\\pngblip(?![a-z])/, 'image/png'],
  [/\\jpegblip(?![a-z])/, 'image/jpeg'],
];

/**
 * Word's pictures in its clipboard RTF, in document order: each `{\pict …}` group whose format is PNG
 * or JPEG, its bytes read from the hexadecimal text of the group itself (its nested groups, the
 * picture's properties and id, are not the picture). Word writes each picture twice, once as PNG or
 * JPEG (`\shppict`) and once as a metafile for older readers (`\nonshppict`): the second is skipped
 * by its format.
 */
export function picturesOfRtf(rtf: string): PictureData[] {
  const pictures: PictureData[] = [];
  for (let start = rtf.indexOf('{\\pict'); start >= 0; start = rtf.indexOf('{\\pict', start + 1)) {
    const own = groupText(rtf, start);
    const type = BLIP_TYPES.find(([pattern]) => pattern.test(own))?.[1];
    if (!type) continue;
    // Control words (`\picw1200`, `\bliptag-12`) with their optional space, then the hexadecimal digits.
    const hex = own.replace(/\\[a-z]+-?\d* ?/gi, '').replace(/[^0-9a-f]/gi, '');
    if (hex.length === 0 || hex.length % 2 !== 0) continue;
    const bytes = new Uint8Array(hex.length / 2);
    for (let index = 0; index < bytes.length; index += 1) {
      bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
    }
    pictures.push({ bytes, type });
  }
  return pictures;
}

/** The text of the group opening at `start`, without its nested groups (escaped braces are text). */
function groupText(rtf: string, start: number): string {
  let depth = 0;
  let own = '';
  for (let index = start; index < rtf.length; index += 1) {
    const char = rtf[index];
    if (char === '\\' && /[{}\\]/.test(rtf[index + 1] ?? '')) {
      index += 1;
      continue;
    }
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) break;
      // A nested group's end separates what comes after it from the control word before it.
      if (depth === 1) own += ' ';
    } else if (depth === 1) own += char;
  }
  return own;
}
