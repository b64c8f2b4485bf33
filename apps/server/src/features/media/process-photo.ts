// Photos: a preview (≤ 1600 px) and a thumbnail (≤ 400 px) in WebP, orientation applied, no
// metadata at all (sharp writes none unless asked, and it is never asked), plus the size as seen
// and the time taken. The original in storage is only read.
import { Readable } from 'node:stream';
import exifr from 'exifr';
import sharp, { type Sharp } from 'sharp';
import { ERRORS } from '@hatira/shared/errors';
import { MAX_PHOTO_PIXELS, PREVIEW_EDGE, THUMB_EDGE } from '@hatira/shared/limits';
import { decodeBudget, readPhotoHeader } from '../../lib/decode-budget.js';
import { formatOfMime } from '@hatira/shared/media';
import type { Storage } from '../../lib/storage/storage.js';
import { extractHeifExif, isOpaque } from './heic.js';
import { HeicDecodeError, HeicTooLargeError, type HeicWorker } from '../../lib/heic-worker.js';
import { MediaJobError, outputKey, type MediaJob, type MediaOutputs } from './media-job.js';

const TOO_LARGE_NOTE = 'The photo is too large to process: it has more pixels than the server decodes.';

export interface PhotoCopies {
  preview: Buffer;
  thumb: Buffer;
  /** As displayed, orientation applied. */
  width: number;
  height: number;
}

/** The file's bytes, its path on disk, or decoded pixels (HEIC). */
export type PhotoSource = Buffer | string | { rgba: Uint8Array; width: number; height: number };

const fitInside = (edge: number) => ({
  width: edge,
  height: edge,
  fit: 'inside' as const,
  withoutEnlargement: true,
});

/**
 * Both copies from one decode. The file is decoded once, straight to about the preview size (a
 * JPEG shrinks while decoding), and the two copies fan out from those pixels in parallel: a
 * second pass over the file for the thumbnail would repeat the entropy decoding, which is most
 * of what a JPEG costs. bench/media.mjs compares this with two separate sharp pipelines.
 */
export async function makePhotoCopies(source: PhotoSource): Promise<PhotoCopies> {
  let image: Sharp;
  let width: number;
  let height: number;
  if (Buffer.isBuffer(source) || typeof source === 'string') {
    // failOn 'truncated': a cut-off upload fails clearly instead of giving half a grey picture.
    image = sharp(source, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' }).autoOrient();
    const meta = await image.metadata();
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
  } else {
    ({ width, height } = source);
    image = sharp(source.rgba, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_PHOTO_PIXELS });
    if (isOpaque(source.rgba)) image = image.removeAlpha();
  }
  const { data, info } = await image
    .resize(fitInside(PREVIEW_EDGE))
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [preview, thumb] = await Promise.all([
    pixels().webp({ quality: 80 }).toBuffer(),
    pixels().resize(fitInside(THUMB_EDGE)).webp({ quality: 75 }).toBuffer(),
  ]);
  return { preview, thumb, width, height };
}

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

/**
 * EXIF dates are local wall-clock time without a zone. With the offset tag newer cameras and phones
 * add (OffsetTimeOriginal), that zone is used; without it the time is taken as UTC — so "18:30" on
 * the camera shows as 18:30 to everyone, the moment may just be off by the event's UTC offset.
 */
export function parseExifDate(value: unknown, offset?: unknown): Date | null {
  const m = typeof value === 'string' ? EXIF_DATE.exec(value.trim()) : null;
  if (!m) return null;
  const zone = typeof offset === 'string' && OFFSET.test(offset.trim()) ? offset.trim() : 'Z';
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${zone}`);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1900) return null;
  // "2026-02-31" is not rejected by Date; compare the calendar date back
  if (zone === 'Z' && date.toISOString().slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}`) return null;
  return date;
}

/** When the photo was taken, from EXIF (a JPEG/PNG file or its path, or a TIFF block); null when unknown. */
export async function readTakenAt(exifSource: Buffer | string): Promise<Date | null> {
  const tags = (await exifr
    .parse(exifSource, {
      pick: ['DateTimeOriginal', 'OffsetTimeOriginal', 'CreateDate', 'OffsetTimeDigitized'],
      reviveValues: false,
    })
    .catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!tags) return null;
  return (
    parseExifDate(tags['DateTimeOriginal'], tags['OffsetTimeOriginal']) ??
    parseExifDate(tags['CreateDate'], tags['OffsetTimeDigitized'])
  );
}

function failureOf(error: unknown): MediaJobError {
  if (error instanceof MediaJobError) return error;
  if (error instanceof HeicTooLargeError) return new MediaJobError('TOO_MANY_PIXELS', TOO_LARGE_NOTE);
  if (error instanceof HeicDecodeError)
    return new MediaJobError(
      'HEIC_CONVERSION_FAILED',
      `${ERRORS.HEIC_CONVERSION_FAILED.message} (${error.message})`,
    );
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new MediaJobError('TOO_MANY_PIXELS', TOO_LARGE_NOTE);
  return new MediaJobError(
    'PHOTO_DECODE_FAILED',
    `The photo could not be processed: ${message.split('\n')[0]}`,
  );
}

/**
 * The copies within the decode budget (lib/decode-budget.ts): a HEIC's pixels come from libheif
 * (sharp's own binaries cannot decode HEVC), which holds its share until the copies are made; any
 * other photo's header says first what its decode costs, and one over the budget is refused.
 */
async function copiesWithinBudget(
  heic: HeicWorker,
  original: Buffer | string,
  isHeif: boolean,
): Promise<PhotoCopies> {
  if (isHeif && Buffer.isBuffer(original)) {
    const decoded = await heic.decode(original);
    try {
      return await makePhotoCopies({ rgba: decoded.data, width: decoded.width, height: decoded.height });
    } finally {
      decoded.release();
    }
  }
  const header = await readPhotoHeader(original);
  if (header?.fits === false) throw new MediaJobError('TOO_MANY_PIXELS', TOO_LARGE_NOTE);
  return decodeBudget.run(header?.decodeBytes ?? 0, () => makePhotoCopies(original));
}

export async function processPhoto(job: MediaJob, storage: Storage, heic: HeicWorker): Promise<MediaOutputs> {
  const isHeif = formatOfMime(job.mime) === 'heic';
  // sharp and exifr read a file on disk themselves (libvips in its own threads: a 100 MB photo
  // never enters the JavaScript heap); libheif needs the bytes, as does a driver without files
  const original =
    !isHeif && storage.localFile
      ? await storage.localFile(job.originalKey)
      : await storage.read(job.originalKey);
  if (!original) throw new MediaJobError('ORIGINAL_MISSING', 'The original file is missing from storage.');
  const heif = isHeif && Buffer.isBuffer(original) ? original : null;

  const exif = heif ? extractHeifExif(heif) : original;
  const takenAt = exif ? readTakenAt(exif) : Promise.resolve(null);
  let copies: PhotoCopies;
  try {
    copies = await copiesWithinBudget(heic, original, isHeif);
  } catch (error) {
    throw failureOf(error);
  }

  const previewKey = outputKey(job, 'preview');
  const thumbKey = outputKey(job, 'thumb');
  // both writes settle before a failure is reported, so none lands after the clean-up
  const written = await Promise.allSettled([
    storage.put(previewKey, Readable.from([copies.preview])),
    storage.put(thumbKey, Readable.from([copies.thumb])),
  ]);
  for (const result of written) if (result.status === 'rejected') throw result.reason;
  return {
    previewKey,
    thumbKey,
    posterKey: null,
    playbackKey: null,
    width: copies.width,
    height: copies.height,
    duration: null,
    takenAt: await takenAt,
    note: null,
    noteCode: null,
  };
}
