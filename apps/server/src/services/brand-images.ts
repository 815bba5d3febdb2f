import sharp from 'sharp';
import type { LogoFile } from './logo-file.ts';

/**
 * The pictures made from a partner's logo with the image library (sharp, over libvips): the icons the web
 * manifest and browsers ask for, the link previews' pictures, and the logo of its mails. Made when the logo or
 * the colours change (the console), stored with the logo, never on a page's request path; but for the games'
 * previews, which are the portal's pictures with the partner's logo laid on, made on first request (few).
 */

export interface BrandImage {
  name: string;
  type: 'image/png';
  bytes: Buffer;
}

/** The portal's own brand colour, behind a logo when the partner gave none. */
const PORTAL_PRIMARY = '#17306b';
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** Every icon, with its size and how the logo sits in it. */
export const BRAND_ICONS = [
  // « any »: the logo alone, on transparency (browsers' tabs, the install prompt).
  { name: 'favicon-48.png', size: 48, fill: 'none', share: 1 },
  { name: 'icon-192.png', size: 192, fill: 'none', share: 0.92 },
  { name: 'icon-512.png', size: 512, fill: 'none', share: 0.92 },
  // « maskable »: the launcher crops to a circle or a squircle; the safe zone is the middle 80 %.
  { name: 'maskable-512.png', size: 512, fill: 'primary', share: 0.6 },
  // iOS shows transparency as black: the primary colour behind.
  { name: 'apple-touch-icon.png', size: 180, fill: 'primary', share: 0.8 },
] as const;

export type BrandIconName = (typeof BRAND_ICONS)[number]['name'];

/** The portal picture's size, as every network's large card (page-head.ts). */
const SHARE = { width: 1200, height: 630 };
/** The mail header's logo: at most this high and wide (mail programs show no SVG). */
const MAIL_LOGO = { width: 320, height: 64 };

const hexToRgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255, alpha: 1 };
};

/** The logo drawn within `width` × `height` (an SVG at the density that size needs, a PNG resized). */
async function logoWithin(logo: LogoFile, width: number, height: number): Promise<Buffer> {
  let input = sharp(logo.bytes, { limitInputPixels: 4096 * 4096 });
  if (logo.type === 'image/svg+xml') {
    const meta = await input.metadata();
    const scale = Math.max(width / (meta.width ?? width), height / (meta.height ?? height));
    // libvips draws an SVG at 72 dpi by default: enough density for the largest side, capped.
    input = sharp(logo.bytes, { density: Math.min(2400, Math.max(72, Math.ceil(72 * scale))), limitInputPixels: 8192 * 8192 });
  }
  return input.resize(width, height, { fit: 'inside', withoutEnlargement: false }).png().toBuffer();
}

async function onCanvas(logo: LogoFile, width: number, height: number, share: number, background: string | null): Promise<Buffer> {
  const inner = await logoWithin(logo, Math.round(width * share), Math.round(height * share));
  return sharp({ create: { width, height, channels: 4, background: background ? hexToRgb(background) : TRANSPARENT } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Every picture of a brand: its icons, its link preview picture and its mail logo. */
export async function brandImages(logo: LogoFile, primary: string | null): Promise<BrandImage[]> {
  const background = primary ?? PORTAL_PRIMARY;
  const icons = await Promise.all(
    BRAND_ICONS.map(async (icon) => ({
      name: icon.name,
      type: 'image/png' as const,
      bytes: await onCanvas(logo, icon.size, icon.size, icon.share, icon.fill === 'primary' ? background : null),
    })),
  );
  const share = await onCanvas(logo, SHARE.width, SHARE.height, 0.6, background);
  const mail = await logoWithin(logo, MAIL_LOGO.width, MAIL_LOGO.height);
  return [...icons, { name: 'share.png', type: 'image/png', bytes: share }, { name: 'mail-logo.png', type: 'image/png', bytes: mail }];
}

/**
 * A game's preview picture (the portal's, 1200 × 630, e2e/share-previews.ts) with the partner's logo over the
 * portal's name: a pill of the primary colour over « Jeux du Jour » (drawn at x 645–944, y 430–504).
 */
export async function gameSharePicture(portalPicture: Uint8Array, logo: LogoFile, primary: string | null): Promise<Buffer> {
  const band = { left: 636, top: 420, width: 320, height: 94 };
  const inner = await logoWithin(logo, band.width - 64, band.height - 24);
  // A pill, as the portal's own name is drawn there.
  const pill = `<svg xmlns="http://www.w3.org/2000/svg" width="${band.width}" height="${band.height}"><rect width="${band.width}" height="${band.height}" rx="${band.height / 2}" fill="${primary ?? PORTAL_PRIMARY}"/></svg>`;
  const plate = await sharp(Buffer.from(pill))
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toBuffer();
  return sharp(portalPicture)
    .composite([{ input: plate, left: band.left, top: band.top }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
