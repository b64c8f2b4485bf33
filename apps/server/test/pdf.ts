// A PDF as its reader gets it, through Debian's poppler-utils: the page boxes (`pdfinfo -box`),
// the text (`pdftotext`), the words with their places (`pdftotext -bbox`) and the page as a picture
// (`pdftoppm`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs `use` with the bytes written to a temporary file. */
function withFile<T>(bytes: Buffer, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'hatira-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const MM_PER_PT = 25.4 / 72;

export interface PdfBoxes {
  pages: number;
  /** Width × height in millimetres of each box pdfinfo reports (MediaBox, TrimBox, BleedBox …). */
  boxes: Record<string, { widthMm: number; heightMm: number; x: number; y: number }>;
}

export function pdfInfo(bytes: Buffer): PdfBoxes {
  const text = withFile(bytes, (file) => execFileSync('pdfinfo', ['-box', file], { encoding: 'utf8' }));
  const boxes: PdfBoxes['boxes'] = {};
  for (const match of text.matchAll(/^(\w+Box):\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)/gm)) {
    const [x1, y1, x2, y2] = match.slice(2).map(Number) as [number, number, number, number];
    boxes[match[1]!] = { widthMm: (x2 - x1) * MM_PER_PT, heightMm: (y2 - y1) * MM_PER_PT, x: x1, y: y1 };
  }
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(text)?.[1]), boxes };
}

export function pdfText(bytes: Buffer): string {
  return withFile(bytes, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
}

/** Every word with its box in millimetres from the page's top left. */
export function pdfWords(
  bytes: Buffer,
): { text: string; xMin: number; yMin: number; xMax: number; yMax: number }[] {
  const html = withFile(bytes, (file) =>
    execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }),
  );
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((m) => ({
    text: m[5]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
    xMin: Number(m[1]) * MM_PER_PT,
    yMin: Number(m[2]) * MM_PER_PT,
    xMax: Number(m[3]) * MM_PER_PT,
    yMax: Number(m[4]) * MM_PER_PT,
  }));
}

/** The first page as a PNG at `dpi`. */
export function rasterise(bytes: Buffer, dpi = 200): Buffer {
  return withFile(bytes, (file, dir) => {
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', file, path.join(dir, 'page')]);
    return readFileSync(path.join(dir, 'page.png'));
  });
}
