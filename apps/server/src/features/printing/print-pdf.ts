// A design as a PDF (pdfkit, docs/decisions/043), in millimetres to the point (pt = mm × 72 / 25.4):
// - the proof: exactly the trimmed page, as the buyer will hold it;
// - the print file: the page with its bleed all round (the background's edges mirrored into it,
//   so nothing of the design moves) and crop marks outside the bleed, with TrimBox and BleedBox
//   set for the print shop's software.
// The event's QR code is drawn as vector rectangles from its module matrix (sharp at any size) on
// a white plate; each text is set in DejaVu Sans (embedded, every Turkish letter), shrunk until it
// fits its box — never beyond it — and clipped to the box besides.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { QrBox, TextBox } from '@hatira/shared/printing';
import { pdfBytes, registerPdfFonts } from '../../lib/pdf.js';

export const ptOf = (mm: number) => (mm * 72) / 25.4;

/** Crop marks: from this far outside the bleed, this long (millimetres). */
const MARK_GAP_MM = 2;
const MARK_LENGTH_MM = 5;
/** The paper around the bleed that holds the marks. */
export const SLUG_MM = MARK_GAP_MM + MARK_LENGTH_MM + 1;
/** Quiet zone around the code, in modules, inside the QR box (as the QR image route draws it). */
const QR_MARGIN_MODULES = 2;
/** Black for the press: K only (the QR code); registration (all four inks) for the marks. */
const PRINT_BLACK: [number, number, number, number] = [0, 0, 0, 100];
const REGISTRATION: [number, number, number, number] = [100, 100, 100, 100];
const SMALLEST_PT = 1;

/** pdfkit (0.20) beyond what @types/pdfkit declares: an image opened once and drawn often, the page's dictionary. */
interface PdfKitInternals {
  openImage(src: Buffer): PDFKit.Mixins.ImageSrc;
  page: { dictionary: { data: Record<string, unknown> } };
}
const internals = (doc: PDFKit.PDFDocument) => doc as unknown as PdfKitInternals;

export interface Sheet {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  qrBox: QrBox;
  textBoxes: readonly TextBox[];
  /** PNG or JPEG bytes for the trimmed page, or null for white paper. */
  background: Buffer | null;
  /** What the QR code says: the event's share address. */
  qrText: string;
  /** What each text box prints, by key. */
  texts: Record<string, string>;
}

/** Draws `text` as a vector QR code filling the square at (x, y) of `size` points, quiet zone included. */
export function drawVectorQr(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'Q' });
  const count = modules.size;
  const module = size / (count + 2 * QR_MARGIN_MODULES);
  const left = x + QR_MARGIN_MODULES * module;
  const top = y + QR_MARGIN_MODULES * module;
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  // One rectangle per run of dark modules in a row, all filled as one path.
  for (let row = 0; row < count; row++) {
    let run = -1;
    for (let col = 0; col <= count; col++) {
      const dark = col < count && modules.get(row, col) === 1;
      if (dark && run < 0) run = col;
      if (!dark && run >= 0) {
        doc.rect(left + run * module, top + row * module, (col - run) * module, module);
        run = -1;
      }
    }
  }
  doc.fillColor(PRINT_BLACK).fill();
  doc.restore();
}

/** The largest size (from `maxPt` down) at which `text` fits `width` × `height`, words unbroken. */
export function fittedFontSize(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  height: number,
  maxPt: number,
) {
  const words = text.split(/\s+/).filter(Boolean);
  const fits = (size: number) => {
    doc.fontSize(size);
    return (
      words.every((word) => doc.widthOfString(word) <= width) &&
      doc.heightOfString(text, { width, lineGap: 0 }) <= height
    );
  };
  if (fits(maxPt)) return maxPt;
  let low = SMALLEST_PT;
  let high = maxPt;
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/** Sets `text` in the box (points), shrunk to fit, centred vertically and clipped to the box. */
export function drawFittedText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; height: number },
  style: { fontSizePt: number; align: 'left' | 'center' | 'right'; color: string; font?: 'regular' | 'bold' },
): void {
  doc.font(style.font ?? 'regular');
  const size = fittedFontSize(doc, text, box.width, box.height, style.fontSizePt);
  doc.fontSize(size);
  const height = doc.heightOfString(text, { width: box.width, lineGap: 0 });
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.fillColor(style.color).text(text, box.x, box.y + Math.max(0, (box.height - height) / 2), {
    width: box.width,
    align: style.align,
    lineGap: 0,
  });
  doc.restore();
}

function drawCropMarks(
  doc: PDFKit.PDFDocument,
  trim: { x: number; y: number; w: number; h: number },
  bleed: number,
) {
  const gap = ptOf(MARK_GAP_MM) + bleed;
  const length = ptOf(MARK_LENGTH_MM);
  doc.save().lineWidth(0.25).strokeColor(REGISTRATION);
  for (const x of [trim.x, trim.x + trim.w])
    for (const [y, out] of [
      [trim.y, -1],
      [trim.y + trim.h, 1],
    ] as const) {
      doc.moveTo(x, y + out * gap).lineTo(x, y + out * (gap + length)); // vertical, above / below
    }
  for (const y of [trim.y, trim.y + trim.h])
    for (const [x, out] of [
      [trim.x, -1],
      [trim.x + trim.w, 1],
    ] as const) {
      doc.moveTo(x + out * gap, y).lineTo(x + out * (gap + length), y); // horizontal, left / right
    }
  doc.stroke().restore();
}

/** The background on the trimmed page and, for print, mirrored into the bleed on every side. */
function drawBackground(
  doc: PDFKit.PDFDocument,
  bytes: Buffer,
  trim: { x: number; y: number; w: number; h: number },
  bleed: number,
) {
  // Embedded once, drawn up to nine times.
  const image = internals(doc).openImage(bytes);
  const tiles = bleed > 0 ? [-1, 0, 1] : [0];
  doc.save();
  if (bleed > 0) doc.rect(trim.x - bleed, trim.y - bleed, trim.w + 2 * bleed, trim.h + 2 * bleed).clip();
  for (const i of tiles)
    for (const j of tiles) {
      doc.save();
      doc.translate(
        trim.x + i * trim.w + (i !== 0 ? trim.w : 0),
        trim.y + j * trim.h + (j !== 0 ? trim.h : 0),
      );
      doc.scale(i !== 0 ? -1 : 1, j !== 0 ? -1 : 1);
      doc.image(image, 0, 0, { width: trim.w, height: trim.h });
      doc.restore();
    }
  doc.restore();
}

/** The sheet as PDF bytes: the proof (`printReady` false) or the print file. */
export function renderSheetPdf(
  sheet: Sheet,
  options: { printReady: boolean; title: string },
): Promise<Buffer> {
  const bleed = options.printReady ? ptOf(sheet.bleedMm) : 0;
  const margin = options.printReady ? bleed + ptOf(SLUG_MM) : 0;
  const trim = { x: margin, y: margin, w: ptOf(sheet.widthMm), h: ptOf(sheet.heightMm) };
  const doc = new PDFDocument({
    size: [trim.w + 2 * margin, trim.h + 2 * margin],
    margin: 0,
    info: { Title: options.title, Author: 'Hatıra', Creator: 'Hatıra' },
  });
  const done = pdfBytes(doc);
  registerPdfFonts(doc);
  if (options.printReady) {
    // PDF boxes count from the bottom left; the slug is the same all round.
    const page = internals(doc).page.dictionary.data;
    page['TrimBox'] = [margin, margin, margin + trim.w, margin + trim.h];
    page['BleedBox'] = [margin - bleed, margin - bleed, margin + trim.w + bleed, margin + trim.h + bleed];
  }

  if (sheet.background) drawBackground(doc, sheet.background, trim, bleed);
  const mm = (value: number) => ptOf(value);
  const { qrBox } = sheet;
  drawVectorQr(doc, sheet.qrText, trim.x + mm(qrBox.xMm), trim.y + mm(qrBox.yMm), mm(qrBox.sizeMm));
  for (const box of sheet.textBoxes) {
    const text = sheet.texts[box.key] ?? '';
    if (!text.trim()) continue;
    drawFittedText(
      doc,
      text,
      { x: trim.x + mm(box.xMm), y: trim.y + mm(box.yMm), width: mm(box.widthMm), height: mm(box.heightMm) },
      box,
    );
  }
  if (options.printReady) drawCropMarks(doc, trim, bleed);
  doc.end();
  return done;
}
