// What every PDF the server writes shares (pdfkit, docs/decisions/036 and 043): DejaVu Sans from
// `dejavu-fonts-ttf` — every Turkish letter, ₺ and Cyrillic — read once per process and embedded
// as a subset, and a document's bytes gathered into one Buffer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/** Where the font files are, for a renderer that takes a path (sharp's text). */
export const PDF_FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The font bytes, read once: every document is drawn from memory. */
export function loadPdfFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(PDF_FONT_FILES.regular),
    bold: readFileSync(PDF_FONT_FILES.bold),
  };
  return fonts;
}

/** Registers the fonts as `regular` and `bold` on a new document. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = loadPdfFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
}

/** The document's bytes once `doc.end()` is called (call this first, before drawing). */
export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The headers of a PDF answer: shown in the browser (`inline`) or saved (`attachment`), never cached by others. */
export function pdfHeaders(fileName: string, disposition: 'inline' | 'attachment'): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `${disposition}; filename="${fileName}"`,
    'cache-control': 'private, no-cache',
  };
}
