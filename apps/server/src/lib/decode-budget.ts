// Decompression bombs: a PNG of under 1 MB can declare 120 megapixels of 16-bit RGBA, and a decoder
// that cannot stream it (an interlaced PNG, a progressive JPEG, a HEIC) holds all of them at once —
// over 1 GiB from one file. So a photo's cost is read from its header before any pixel is decoded
// (sharp's metadata, libheif's image size), a file whose cost is over the budget is refused, and
// the decodes of the whole process share one budget: big ones take turns, so what the server
// holds for decoding stays under DECODE_BUDGET_BYTES whatever arrives (docs/decisions/041).
import sharp, { type Metadata } from 'sharp';
import { MAX_PHOTO_PIXELS, MiB } from '@hatira/shared/limits';

/** The decode memory of the process: every decode's estimate counts against it until it ends. */
export const DECODE_BUDGET_BYTES = 384 * MiB;

/**
 * What decoding costs per pixel, measured with sharp 0.35 and heic-decode 2 (docs/decisions/041):
 * a progressive JPEG keeps every DCT coefficient (2 bytes per sample); an interlaced PNG keeps the
 * whole image (and a tenth more); a HEIC keeps libheif's planes, its RGBA and the copy handed back.
 */
const HEIC_BYTES_PER_PIXEL = 12;
const JPEG_COEFFICIENT_BYTES = 2;
/** libvips' own buffers on top. */
const OVERHEAD = 1.1;
/** A streaming decode (baseline JPEG, non-interlaced PNG) keeps a window of lines this tall. */
const STREAMED_LINES = 2048;

/** Samples per pixel of a JPEG's chroma subsampling J:a:b (`4:2:0` → 1.5; `4:4:4:4`, CMYK → 4). */
function samplesPerPixel(subsampling: string | undefined, channels: number): number {
  const [j, a, b, fourth] = (subsampling ?? '').split(':').map(Number);
  if (!j || a === undefined || b === undefined || Number.isNaN(a + b)) return channels;
  return 1 + (2 * (a + b)) / (2 * j) + (fourth === undefined ? 0 : 1);
}

/** Bytes a decoder holds at once for this photo (sharp's metadata: header only). */
export function photoDecodeBytes(
  meta: Pick<
    Metadata,
    'width' | 'height' | 'channels' | 'depth' | 'format' | 'isProgressive' | 'chromaSubsampling'
  >,
): number {
  const pixels = meta.width * meta.height;
  const sampleBytes = meta.depth === 'ushort' ? 2 : 1;
  if (meta.format === 'jpeg' && meta.isProgressive)
    return (
      pixels * samplesPerPixel(meta.chromaSubsampling, meta.channels) * JPEG_COEFFICIENT_BYTES * OVERHEAD
    );
  if (meta.format === 'jpeg') return 0; // decoded shrunk, eight lines of blocks at a time
  const lines = meta.isProgressive ? meta.height : Math.min(meta.height, STREAMED_LINES);
  return meta.width * lines * meta.channels * sampleBytes * OVERHEAD;
}

export function heicDecodeBytes(width: number, height: number): number {
  return width * height * HEIC_BYTES_PER_PIXEL;
}

/** Whether a decode of `pixels` costing `bytes` may run at all. */
export const fitsDecodeBudget = (pixels: number, bytes: number): boolean =>
  pixels <= MAX_PHOTO_PIXELS && bytes <= DECODE_BUDGET_BYTES;

export interface PhotoHeader {
  width: number;
  height: number;
  decodeBytes: number;
  fits: boolean;
}

/** A PNG's or JPEG's size and decode cost from its header (no pixel decoded); null when unreadable. */
export async function readPhotoHeader(source: string | Buffer): Promise<PhotoHeader | null> {
  const meta = await sharp(source, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return null;
  const decodeBytes = photoDecodeBytes(meta);
  return {
    width: meta.width,
    height: meta.height,
    decodeBytes,
    fits: fitsDecodeBudget(meta.width * meta.height, decodeBytes),
  };
}

/** Decodes share the budget: each waits (first come, first served) until its estimate fits. */
export interface DecodeBudget {
  /** Reserves `bytes` (at most the whole budget); the answer releases them (once). */
  acquire(bytes: number): Promise<() => void>;
  /** `work` with `bytes` reserved for its length. */
  run<T>(bytes: number, work: () => Promise<T>): Promise<T>;
  /** Bytes reserved now (for tests). */
  readonly used: number;
}

export function createDecodeBudget(capacity: number): DecodeBudget {
  let used = 0;
  const waiting: { bytes: number; start: () => void }[] = [];
  const admit = () => {
    while (waiting.length > 0 && used + waiting[0]!.bytes <= capacity) {
      const next = waiting.shift()!;
      used += next.bytes;
      next.start();
    }
  };
  const budget: DecodeBudget = {
    async acquire(requested) {
      const bytes = Math.min(Math.max(0, requested), capacity);
      await new Promise<void>((start) => {
        waiting.push({ bytes, start });
        admit();
      });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        used -= bytes;
        admit();
      };
    },
    async run(bytes, work) {
      const release = await budget.acquire(bytes);
      try {
        return await work();
      } finally {
        release();
      }
    },
    get used() {
      return used;
    },
  };
  return budget;
}

/** The process's one budget: every app in it (main's, or a test's several) decodes on the same memory. */
export const decodeBudget = createDecodeBudget(DECODE_BUDGET_BYTES);
