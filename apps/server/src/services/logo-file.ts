import sharp from 'sharp';
import { HttpError } from '../http/errors.ts';
import { checkSvg } from './svg-check.ts';

/**
 * A partner's logo as uploaded (issue 38): a PNG or an SVG, read for what it is (never for the name or type the
 * browser gave), within size limits, an SVG refused unless it only draws (svg-check.ts), and either one read by
 * the image library to the end (a file it cannot draw is no logo).
 */

export const LOGO_MAX_BYTES = 256 * 1024;
/** A PNG logo becomes 512 px icons: smaller, and they would be blurred. */
export const PNG_MIN_SIDE = 192;
/** Past this, decoding alone costs more memory than a logo deserves (a « decompression bomb »). */
export const PNG_MAX_PIXELS = 4096 * 4096;

export type LogoType = 'image/png' | 'image/svg+xml';

export interface LogoFile {
  type: LogoType;
  bytes: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[\w.+/-]*(?:;[\w-]+=[\w.-]+)*;base64,/i;

const refused = (message: string) => new HttpError(400, message);

/** The base64 the console sent (a data: URL's prefix allowed), as bytes. */
export function decodeUpload(data: string): Buffer {
  const base64 = data.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (base64 === '') throw refused('Aucun fichier reçu : choisissez un logo PNG ou SVG.');
  if (!BASE64.test(base64) || base64.length % 4 !== 0) throw refused('Fichier mal transmis : contenu base64 attendu.');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw refused(`Le logo pèse ${kilobytes(bytes.length)} : 256 Ko au plus. Réduisez-le ou exportez-le en SVG.`);
  return bytes;
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('fr-FR')} Ko`;

/** What the bytes are, checked, or a French refusal (400). */
export async function readLogo(bytes: Buffer): Promise<LogoFile> {
  if (bytes.length > LOGO_MAX_BYTES) throw refused(`Le logo pèse ${kilobytes(bytes.length)} : 256 Ko au plus.`);
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return readPng(bytes);
  const text = svgText(bytes);
  if (text === null) throw refused('Le logo doit être une image PNG ou SVG : ce fichier n’est ni l’un ni l’autre.');
  const verdict = checkSvg(text);
  if (!verdict.ok) throw refused(verdict.reason);
  try {
    const meta = await sharp(bytes, { limitInputPixels: PNG_MAX_PIXELS }).metadata();
    if (meta.format !== 'svg' || !meta.width || !meta.height) throw new Error('not drawn');
  } catch {
    throw refused('Ce SVG ne peut pas être dessiné : vérifiez qu’il a une taille (width et height, ou viewBox).');
  }
  return { type: 'image/svg+xml', bytes };
}

async function readPng(bytes: Buffer): Promise<LogoFile> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Decoded to the end: a truncated or corrupt file is refused now, not when its icons are made.
    const decoded = await sharp(bytes, { limitInputPixels: PNG_MAX_PIXELS, failOn: 'error' }).raw().toBuffer({ resolveWithObject: true });
    ({ width, height } = decoded.info);
  } catch (error) {
    if (String(error).includes('pixel limit')) throw refused('Ce PNG est trop grand : 4096 × 4096 pixels au plus.');
    throw refused('Ce fichier PNG est illisible (abîmé ou incomplet).');
  }
  if (Math.min(width, height) < PNG_MIN_SIDE)
    throw refused(`Le logo PNG mesure ${width} × ${height} pixels : il faut ${PNG_MIN_SIDE} pixels au moins de chaque côté (ou un SVG).`);
  return { type: 'image/png', bytes };
}

/** The file as text when it reads as UTF-8 and starts like an SVG document; null otherwise. */
function svgText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (!start.startsWith('<')) return null;
  return /<svg[\s>]/.test(text) ? text : null;
}
