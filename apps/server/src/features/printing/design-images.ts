// A design's pictures (docs/decisions/043). The uploaded background (PNG or JPEG, told by its
// bytes, at most 20 MB) is kept at full resolution for the print file, made ready for a PDF once
// here: a plain JPEG stays as uploaded (CMYK included), a rotated one is turned upright, a PNG loses
// its transparency onto white paper. A screen copy (PRINT_SCREEN_EDGE_PX) serves the editor and
// the proofs; the catalogue card's preview is the design drawn small: the background, a sample QR
// code and the default texts, each fitted in its box. Served copies get random names and are
// cached for good; the print copy is never served.
import { randomBytes } from 'node:crypto';
import sharp, { type OverlayOptions } from 'sharp';
import QRCode from 'qrcode';
import { MAX_PHOTO_PIXELS } from '@hatira/shared/limits';
import {
  PRINT_PREVIEW_WIDTH_PX,
  PRINT_SCREEN_EDGE_PX,
  type QrBox,
  type TextBox,
} from '@hatira/shared/printing';
import { AppError } from '../../lib/errors.js';
import { PDF_FONT_FILES } from '../../lib/pdf.js';
import type { DesignImages } from './printing.table.js';

const isPng = (b: Buffer) =>
  b.length > 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a;
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** Served copies (screen, preview): `GET /api/printing/images/{file}`. */
export const servedImageKey = (file: string) => `print-images/${file}`;
export const servedImageUrl = (key: string) => `/api/printing/images/${key.slice(key.lastIndexOf('/') + 1)}`;
const newName = (extension: string) => `${randomBytes(12).toString('hex')}.${extension}`;

export interface PreparedBackground {
  /** The print copy and its extension. */
  print: { bytes: Buffer; extension: 'png' | 'jpg' };
  screen: Buffer;
  widthPx: number;
  heightPx: number;
}

const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS });

/** The print copy and the screen copy of an upload; BACKGROUND_INVALID_TYPE for anything but a readable PNG or JPEG. */
export async function prepareBackground(bytes: Buffer): Promise<PreparedBackground> {
  if (!isPng(bytes) && !isJpeg(bytes)) throw new AppError('BACKGROUND_INVALID_TYPE');
  try {
    const meta = await open(bytes).metadata();
    let print: PreparedBackground['print'];
    if (meta.format === 'jpeg' && (meta.orientation ?? 1) === 1) print = { bytes, extension: 'jpg' };
    else if (meta.format === 'jpeg')
      print = { bytes: await open(bytes).rotate().jpeg({ quality: 95 }).toBuffer(), extension: 'jpg' };
    else
      print = {
        bytes: await open(bytes).flatten({ background: '#ffffff' }).toColourspace('srgb').png().toBuffer(),
        extension: 'png',
      };
    const screen = await open(print.bytes)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(PRINT_SCREEN_EDGE_PX, PRINT_SCREEN_EDGE_PX, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { print, screen, widthPx: meta.autoOrient.width, heightPx: meta.autoOrient.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BACKGROUND_INVALID_TYPE');
  }
}

/** Storage keys for a prepared background. */
export function backgroundKeys(extension: string): { backgroundKey: string; screenKey: string } {
  return {
    backgroundKey: `print-backgrounds/${newName(extension)}`,
    screenKey: servedImageKey(newName('jpg')),
  };
}

export const newPreviewKey = () => servedImageKey(newName('jpg'));

export interface PreviewDesign {
  widthMm: number;
  heightMm: number;
  qrBox: QrBox;
  textBoxes: readonly TextBox[];
  images: DesignImages | null;
}

const escapeMarkup = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/** One text box's default text as a transparent picture no larger than the box (pixels). */
async function textPicture(box: TextBox, width: number, height: number, pxPerMm: number) {
  const text = `<span foreground="${box.color}">${escapeMarkup(box.defaultText)}</span>`;
  const common = {
    text,
    font: `DejaVu Sans ${box.fontSizePt}`,
    fontfile: PDF_FONT_FILES.regular,
    width,
    rgba: true,
    wrap: 'word' as const,
    align: box.align === 'center' ? ('centre' as const) : box.align,
  };
  // The box's font size at this scale; if that overflows, sharp fits the text to the box instead.
  let picture = await sharp({ text: { ...common, dpi: Math.max(1, Math.round(pxPerMm * 25.4)) } })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (picture.info.width > width || picture.info.height > height)
    picture = await sharp({ text: { ...common, height } })
      .png()
      .toBuffer({ resolveWithObject: true });
  return picture;
}

/** The catalogue card's picture: `screen` (or white paper), a sample QR code, the default texts. */
export async function renderPreview(design: PreviewDesign, screen: Buffer | null, sampleUrl: string) {
  const width = PRINT_PREVIEW_WIDTH_PX;
  const pxPerMm = width / design.widthMm;
  const height = Math.max(1, Math.round(design.heightMm * pxPerMm));
  const px = (mm: number) => Math.round(mm * pxPerMm);
  const base = screen
    ? sharp(screen).resize(width, height, { fit: 'fill' })
    : sharp({ create: { width, height, channels: 3, background: '#ffffff' } });

  const qrSize = Math.max(1, px(design.qrBox.sizeMm));
  const qrSvg = await QRCode.toString(sampleUrl, { type: 'svg', errorCorrectionLevel: 'Q', margin: 2 });
  const layers: OverlayOptions[] = [
    {
      input: await sharp(Buffer.from(qrSvg)).resize(qrSize, qrSize).png().toBuffer(),
      left: Math.min(px(design.qrBox.xMm), width - qrSize),
      top: Math.min(px(design.qrBox.yMm), height - qrSize),
    },
  ];
  for (const box of design.textBoxes) {
    const boxWidth = Math.max(1, px(box.widthMm));
    const boxHeight = Math.max(1, px(box.heightMm));
    if (!box.defaultText.trim()) continue;
    const { data, info } = await textPicture(box, boxWidth, boxHeight, pxPerMm);
    const slack = boxWidth - info.width;
    const dx = box.align === 'left' ? 0 : box.align === 'right' ? slack : Math.floor(slack / 2);
    layers.push({
      input: data,
      left: Math.min(px(box.xMm) + Math.max(0, dx), width - info.width),
      top: Math.min(
        px(box.yMm) + Math.max(0, Math.floor((boxHeight - info.height) / 2)),
        height - info.height,
      ),
    });
  }
  return base.composite(layers).jpeg({ quality: 82 }).toBuffer();
}
