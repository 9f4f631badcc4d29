import path from 'node:path';
import sharp from 'sharp';
import type { InlineImageFields, InlineImageRecord } from '../../shared/schemas/inline-image';
import type { ImageStore } from './images';
import { imagePath } from './records/record-mapping';

/**
 * Stores an image to be placed inside a rich text, through the same pipeline as every upload (WebP,
 * at most 1600 px, 400 and 800 px variants). No record points at it until the text is saved: until
 * then an autosave slot keeps it, and the clean-up removes it if the text never keeps it
 * (services/upload-cleanup.ts). Answers its size, which the text carries as width and height.
 */
export async function storeInlineImage(
  images: ImageStore,
  file: Buffer,
  fields: InlineImageFields,
): Promise<InlineImageRecord> {
  const storedPath = await images.save(file);
  const stored = await images.read(path.basename(storedPath));
  const { width, height } = stored ? await sharp(stored).metadata() : {};
  if (!width || !height) {
    await images.remove(storedPath);
    // A store that cannot read back what it just wrote is a server fault (logged, answered 500).
    throw new Error(`stored image ${storedPath} could not be read back`);
  }
  const image = imagePath(storedPath);
  return { image, src: `/${image}`, alt: fields.alt, width, height };
}
