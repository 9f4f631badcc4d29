import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import sharp from 'sharp';
import { siteMessages } from '../../shared/messages/site';
import { SHARE_IMAGE_SIZE } from '../../shared/site-pages';

// The picture a link preview shows (WhatsApp, Facebook, Telegram): SHARE_IMAGE_SIZE, as a JPEG under
// 300 KB (WhatsApp drops larger previews). satori lays out the card and turns its text into paths with
// the fonts below; sharp rasterises it and places the record's own picture.

const { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT } = SHARE_IMAGE_SIZE;
/** The part of the card the record's picture takes, on the right, when it has one. */
const PICTURE_WIDTH = 440;
const JPEG_QUALITY = 82;

const BRAND = '#c2410c';
const BRAND_DARK = '#9a3412';
const PAPER = '#fff7ed';
const INK = '#1c1917';

export interface ShareCard {
  title: string;
  /** What it is: the article type's page title ("Informasi Penelitian"), "Pengumuman", … */
  label: string;
  /** "5 Januari 2026". */
  date: string;
  /** The record's own picture (any format sharp reads), or null. */
  picture: Buffer | null;
}

const require = createRequire(import.meta.url);

interface Assets {
  fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[];
  logo: string;
}

let assets: Promise<Assets> | undefined;

/** The fonts (Noto Sans, as the site's font stack names it) and the logo, read once. */
function loadAssets(): Promise<Assets> {
  assets ??= (async () => {
    const font = (weight: 400 | 700) =>
      fs.readFile(require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`));
    // From the project's folder, where the server runs (as the web plugin finds build/).
    const logo = await fs.readFile(path.join(process.cwd(), 'public', 'logo.svg'));
    return {
      fonts: [
        { name: 'Noto Sans', data: await font(400), weight: 400, style: 'normal' },
        { name: 'Noto Sans', data: await font(700), weight: 700, style: 'normal' },
      ],
      logo: `data:image/svg+xml;base64,${logo.toString('base64')}`,
    };
  })();
  return assets;
}

const box = (style: Record<string, string | number>, ...children: ReactNode[]) =>
  createElement('div', { style: { display: 'flex', ...style } }, ...children);

function cardLayout(card: ShareCard, logo: string, textWidth: number): ReactNode {
  const inner = textWidth - 24 - 2 * 56;
  return box(
    { width: '100%', height: '100%', backgroundColor: PAPER, fontFamily: 'Noto Sans' },
    box({ width: 24, height: '100%', backgroundColor: BRAND }),
    box(
      {
        // Stretched to the card's height (with `height: 100%` the padding came on top of it).
        width: textWidth - 24,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 56px 48px 56px',
      },
      box(
        { alignItems: 'center' },
        createElement('img', { src: logo, width: 72, height: 72 }),
        box({ marginLeft: 20, fontSize: 34, fontWeight: 700, color: BRAND_DARK }, siteMessages.name),
      ),
      box(
        { flexDirection: 'column', width: inner },
        box(
          {
            alignSelf: 'flex-start',
            backgroundColor: BRAND,
            color: '#ffffff',
            fontSize: 26,
            fontWeight: 700,
            padding: '6px 18px',
            borderRadius: 8,
            marginBottom: 24,
          },
          card.label,
        ),
        box(
          {
            // Smaller for a long title, sooner beside a picture.
            fontSize: card.title.length > (textWidth < SHARE_IMAGE_WIDTH ? 50 : 90) ? 44 : 54,
            fontWeight: 700,
            color: INK,
            lineHeight: 1.2,
            width: inner,
            // At most four lines; a longer title ends in "…".
            display: 'block',
            lineClamp: 4,
          },
          card.title,
        ),
      ),
      box({ fontSize: 28, color: '#44403c', width: inner }, card.date),
    ),
  );
}

/** The record's picture, cropped to fill the right part of the card; null when it cannot be read. */
async function pictureTile(picture: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(picture, { limitInputPixels: 50_000_000 })
      .resize(PICTURE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover' })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The card as a JPEG of SHARE_IMAGE_WIDTH x SHARE_IMAGE_HEIGHT. */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const { fonts, logo } = await loadAssets();
  // Loaded on the first picture: satori and its layout engine take about 38 MB, which a server that
  // is never asked for one should not hold.
  const { default: satori } = await import('satori');
  const tile = card.picture ? await pictureTile(card.picture) : null;
  const textWidth = tile ? SHARE_IMAGE_WIDTH - PICTURE_WIDTH : SHARE_IMAGE_WIDTH;
  const svg = await satori(cardLayout(card, logo, textWidth), {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts,
  });
  const image = sharp(Buffer.from(svg)).resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT);
  if (tile) image.composite([{ input: tile, left: textWidth, top: 0 }]);
  return image.flatten({ background: PAPER }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
}
