// What a guest's file really is, decided by its first bytes (magic numbers) and nothing else: not
// its name, not the type the browser declared (DESIGN.md §6.2). Only the five formats the product
// promises pass; everything else (SVG, GIF, WebP, AVIF, executables, text) is refused.
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '@hatira/shared/limits';
import type { MediaKind, MediaMimeType } from '@hatira/shared/posts';

export interface DetectedType {
  mime: MediaMimeType;
  kind: MediaKind;
  extension: 'png' | 'jpg' | 'heic' | 'mp4' | 'mov';
}

/** How many leading bytes detectMediaType wants: enough for an ISO-BMFF `ftyp` box with its brands. */
export const MEDIA_TYPE_HEAD_BYTES = 64;

const PNG: DetectedType = { mime: 'image/png', kind: 'photo', extension: 'png' };
const JPEG: DetectedType = { mime: 'image/jpeg', kind: 'photo', extension: 'jpg' };
const HEIC: DetectedType = { mime: 'image/heic', kind: 'photo', extension: 'heic' };
const HEIF: DetectedType = { mime: 'image/heif', kind: 'photo', extension: 'heic' };
const MP4: DetectedType = { mime: 'video/mp4', kind: 'video', extension: 'mp4' };
const MOV: DetectedType = { mime: 'video/quicktime', kind: 'video', extension: 'mov' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** HEIF brands that promise HEVC-coded images (libheif issue 83; ISO/IEC 23008-12 Annex B). */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
/** Generic HEIF brands: the codec could be anything (AVIF says mif1 too), so they need an HEVC brand beside them. */
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);
/** Image-container brands that are never a video, whatever else they list. */
const IMAGE_BRANDS = new Set([
  ...HEVC_BRANDS,
  ...GENERIC_HEIF_BRANDS,
  'miaf',
  'avif',
  'avis',
  'avio',
  'jpeg',
  'jpgs',
]);
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'MSNV',
  'dash',
  'mmp4',
  'NDAS',
  'XAVC',
]);
const QUICKTIME_BRAND = 'qt  ';
/** Atoms an old QuickTime movie (no `ftyp`) can start with. */
const QUICKTIME_LEADING_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** The type of a file from its first bytes (pass at least MEDIA_TYPE_HEAD_BYTES when the file has them). */
export function detectMediaType(head: Uint8Array): DetectedType | null {
  if (startsWith(head, PNG_SIGNATURE)) return PNG;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG;
  if (head.length < 8) return null;
  const boxType = ascii(head, 4, 8);
  if (boxType === 'ftyp') return detectIsoBmff(head);
  if (QUICKTIME_LEADING_ATOMS.has(boxType) && isPlausibleAtomSize(boxSize(head))) return MOV;
  return null;
}

export function maxBytesFor(kind: MediaKind): number {
  return kind === 'photo' ? PHOTO_MAX_BYTES : VIDEO_MAX_BYTES;
}

/** An ISO base media file: the `ftyp` box names a major brand and the brands it is compatible with. */
function detectIsoBmff(head: Uint8Array): DetectedType | null {
  const size = boxSize(head);
  if (size < 16 || head.length < 12) return null;
  const major = ascii(head, 8, 12);
  const compatible: string[] = [];
  // brands after major (4) and minor version (4); a brand cut off by the head is not read
  for (let at = 16; at + 4 <= Math.min(size, head.length); at += 4) compatible.push(ascii(head, at, at + 4));

  if (HEVC_BRANDS.has(major)) return HEIC;
  if (GENERIC_HEIF_BRANDS.has(major)) return compatible.some((b) => HEVC_BRANDS.has(b)) ? HEIF : null;
  if (IMAGE_BRANDS.has(major)) return null;
  if (major === QUICKTIME_BRAND) return MOV;
  if (MP4_BRANDS.has(major)) return MP4;
  // an unfamiliar major brand (a camera maker's own) that declares itself an MP4 or a movie
  if (compatible.some((b) => IMAGE_BRANDS.has(b))) return null;
  if (compatible.some((b) => MP4_BRANDS.has(b))) return MP4;
  if (compatible.includes(QUICKTIME_BRAND)) return MOV;
  return null;
}

/** A box's 32-bit size: 0 = to the end of the file, 1 = a 64-bit size follows. */
const boxSize = (head: Uint8Array) =>
  ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;

const isPlausibleAtomSize = (size: number) => size === 0 || size === 1 || size >= 8;

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}
