// The media formats a guest may upload (SPEC §5: png, jpg, heic, mp4, mov), written once: their
// MIME types, kind, file extensions and byte signatures. The server's and the browser's type checks,
// the file picker, the tus upload's declared type, media serving and ZIP names all read this table.
// A file's type is decided by its first bytes (magic numbers) and nothing else: not its name, not
// the type the browser declared (DESIGN.md §6.2); everything else (SVG, GIF, WebP, AVIF,
// executables, text) is refused. No zod here: the guest pages import this file and carry no zod.
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from './limits.js';

export const MEDIA_KINDS = ['photo', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** processing → ready | failed; guests see only ready media. */
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/**
 * Why a media item failed, or what is missing from a ready one (FFMPEG_MISSING: the original video
 * is served as uploaded): a code the owner's screens translate; `note` keeps the English detail.
 */
export const MEDIA_NOTE_CODES = [
  'FFMPEG_MISSING',
  'VIDEO_PROCESSING_FAILED',
  'PHOTO_DECODE_FAILED',
  'HEIC_CONVERSION_FAILED',
  'TOO_MANY_PIXELS',
  'ORIGINAL_MISSING',
  'PROCESSING_INTERRUPTED',
  'PROCESSING_FAILED',
] as const;
export type MediaNoteCode = (typeof MEDIA_NOTE_CODES)[number];

/** The stored copies of a media item. `playback` is the browser-playable copy of a video. */
export const MEDIA_VARIANTS = ['original', 'preview', 'thumb', 'poster', 'playback'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

/** ISO base media files (HEIF, MP4, QuickTime) say what they are by brands in their `ftyp` box. */
interface BrandSignature {
  /** Major brands that make a file this format. */
  major: readonly string[];
  /**
   * Generic major brands (HEIF's mif1/msf1, which AVIF says too) that make it this format only
   * with one of `major` among the compatible brands; the MIME type is then `mimeTypes[1]`.
   */
  generic?: readonly string[];
  /** Atoms a file without `ftyp` (an old QuickTime movie) can start with. */
  leadingAtoms?: readonly string[];
}

interface MediaFormatEntry {
  kind: MediaKind;
  /** The first is the format's own; others are what a file of it may also be called. */
  mimeTypes: readonly string[];
  /** The first is the one stored files and downloads get; the others are accepted on a picked file. */
  extensions: readonly string[];
  /** Leading bytes (png, jpg) … */
  magic?: readonly number[];
  /** … or `ftyp` brands (heic, mp4, mov). */
  brands?: BrandSignature;
}

/** HEIF brands that promise HEVC-coded images (libheif issue 83; ISO/IEC 23008-12 Annex B). */
const HEVC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs'];
const MP4_BRANDS = [
  ...['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP'],
  ...['MSNV', 'dash', 'mmp4', 'NDAS', 'XAVC'],
];

export const MEDIA_FORMATS = {
  png: {
    kind: 'photo',
    mimeTypes: ['image/png'],
    extensions: ['png'],
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  jpg: { kind: 'photo', mimeTypes: ['image/jpeg'], extensions: ['jpg', 'jpeg'], magic: [0xff, 0xd8, 0xff] },
  // A HEIF that promises HEVC is a HEIC whatever its major brand: one format, named .heic (SPEC §5).
  heic: {
    kind: 'photo',
    mimeTypes: ['image/heic', 'image/heif'],
    extensions: ['heic', 'heif'],
    brands: { major: HEVC_BRANDS, generic: ['mif1', 'msf1'] },
  },
  mp4: { kind: 'video', mimeTypes: ['video/mp4'], extensions: ['mp4'], brands: { major: MP4_BRANDS } },
  mov: {
    kind: 'video',
    mimeTypes: ['video/quicktime'],
    extensions: ['mov'],
    brands: { major: ['qt  '], leadingAtoms: ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'] },
  },
} as const satisfies Record<string, MediaFormatEntry>;

export type MediaFormat = keyof typeof MEDIA_FORMATS;
export type MediaMimeType = (typeof MEDIA_FORMATS)[MediaFormat]['mimeTypes'][number];

const FORMATS = Object.entries(MEDIA_FORMATS) as [MediaFormat, MediaFormatEntry][];

/** The types a media item's original may have (the stored `mime`). */
export const MEDIA_MIME_TYPES = FORMATS.flatMap(([, entry]) => entry.mimeTypes) as MediaMimeType[];

/** The file input's `accept`: by type and by extension (some phones declare HEIC as nothing at all). */
export const MEDIA_ACCEPT = [
  ...MEDIA_MIME_TYPES,
  ...FORMATS.flatMap(([, entry]) => entry.extensions.map((extension) => `.${extension}`)),
].join(',');

export interface DetectedType {
  mime: MediaMimeType;
  kind: MediaKind;
  /** The format, which is also the extension its stored file gets. */
  extension: MediaFormat;
}

/** How many leading bytes detectMediaType wants: enough for an ISO-BMFF `ftyp` box with its brands. */
export const MEDIA_TYPE_HEAD_BYTES = 64;

const detected = (format: MediaFormat, mimeIndex = 0): DetectedType => {
  const entry: MediaFormatEntry = MEDIA_FORMATS[format];
  return { mime: entry.mimeTypes[mimeIndex] as MediaMimeType, kind: entry.kind, extension: format };
};

/** Image-container brands that are never a video, whatever else they list (AVIF, HEIF, JPEG in HEIF). */
const IMAGE_BRANDS = new Set([
  ...FORMATS.flatMap(([, entry]) =>
    entry.kind === 'photo' ? [...(entry.brands?.major ?? []), ...(entry.brands?.generic ?? [])] : [],
  ),
  ...['miaf', 'avif', 'avis', 'avio', 'jpeg', 'jpgs'],
]);

/** The type of a file from its first bytes (pass at least MEDIA_TYPE_HEAD_BYTES when the file has them). */
export function detectMediaType(head: Uint8Array): DetectedType | null {
  for (const [format, entry] of FORMATS)
    if (entry.magic && startsWith(head, entry.magic)) return detected(format);
  if (head.length < 8) return null;
  const boxType = ascii(head, 4, 8);
  if (boxType === 'ftyp') return detectIsoBmff(head);
  const size = boxSize(head);
  const isPlausibleAtomSize = size === 0 || size === 1 || size >= 8; // 0: to the end, 1: 64-bit size follows
  const movie = FORMATS.find(([, entry]) => entry.brands?.leadingAtoms?.includes(boxType));
  return movie && isPlausibleAtomSize ? detected(movie[0]) : null;
}

/** An ISO base media file: the `ftyp` box names a major brand and the brands it is compatible with. */
function detectIsoBmff(head: Uint8Array): DetectedType | null {
  const size = boxSize(head);
  if (size < 16 || head.length < 12) return null;
  const major = ascii(head, 8, 12);
  const compatible: string[] = [];
  // brands after major (4) and minor version (4); a brand cut off by the box or the head is not read
  for (let at = 16; at + 4 <= Math.min(size, head.length); at += 4) compatible.push(ascii(head, at, at + 4));

  for (const [format, { brands }] of FORMATS) {
    if (brands?.major.includes(major)) return detected(format);
    if (brands?.generic?.includes(major))
      return compatible.some((b) => brands.major.includes(b)) ? detected(format, 1) : null;
  }
  // an unfamiliar major brand (a camera maker's own) that declares itself an MP4 or a movie
  if (IMAGE_BRANDS.has(major) || compatible.some((b) => IMAGE_BRANDS.has(b))) return null;
  const video = FORMATS.find(([, { brands }]) => compatible.some((b) => brands?.major.includes(b)));
  return video ? detected(video[0]) : null;
}

export function maxBytesFor(kind: MediaKind): number {
  return kind === 'photo' ? PHOTO_MAX_BYTES : VIDEO_MAX_BYTES;
}

/** The format of a MIME type (a stored media's, or one a browser declared: `image/jpg` included). */
export function formatOfMime(mime: string | null | undefined): MediaFormat | undefined {
  const type = mime?.trim().toLowerCase() === 'image/jpg' ? 'image/jpeg' : mime?.trim().toLowerCase();
  return FORMATS.find(([, entry]) => entry.mimeTypes.includes(type ?? ''))?.[0];
}

/** The format a file name's extension claims (any case), e.g. `IMG_1.HEIF` → heic. */
export function formatOfFileName(fileName: string | null | undefined): MediaFormat | undefined {
  const extension = /\.([^.]+)$/.exec(fileName ?? '')?.[1]?.toLowerCase() ?? '';
  return FORMATS.find(([, entry]) => entry.extensions.includes(extension))?.[0];
}

/** A box's 32-bit size: 0 = to the end of the file, 1 = a 64-bit size follows. */
const boxSize = (head: Uint8Array) =>
  ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}
