// What a picked file really is, from its first bytes: the same magic numbers and brands as the
// server's check (apps/server/src/features/share/media-type.ts), so a guest hears "invalid file
// type" before uploading anything rather than after. The server decides in the end; this only
// saves the guest a wasted upload. Name and declared type are ignored, as on the server.
import type { MediaKind, MediaMimeType } from '@hatira/shared/posts';

export interface DetectedType {
  mime: MediaMimeType;
  kind: MediaKind;
}

/** Enough leading bytes for an ISO-BMFF `ftyp` box with its brands. */
export const MEDIA_TYPE_HEAD_BYTES = 64;

const PNG: DetectedType = { mime: 'image/png', kind: 'photo' };
const JPEG: DetectedType = { mime: 'image/jpeg', kind: 'photo' };
const HEIC: DetectedType = { mime: 'image/heic', kind: 'photo' };
const HEIF: DetectedType = { mime: 'image/heif', kind: 'photo' };
const MP4: DetectedType = { mime: 'video/mp4', kind: 'video' };
const MOV: DetectedType = { mime: 'video/quicktime', kind: 'video' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** HEIF brands that promise HEVC-coded images. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
/** Generic HEIF brands (AVIF says mif1 too): they need an HEVC brand beside them. */
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);
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

export function detectMediaType(head: Uint8Array): DetectedType | null {
  if (startsWith(head, PNG_SIGNATURE)) return PNG;
  if (startsWith(head, JPEG_SIGNATURE)) return JPEG;
  if (head.length < 8) return null;
  const boxType = ascii(head, 4, 8);
  if (boxType === 'ftyp') return detectIsoBmff(head);
  if (QUICKTIME_LEADING_ATOMS.has(boxType) && isPlausibleAtomSize(boxSize(head))) return MOV;
  return null;
}

function detectIsoBmff(head: Uint8Array): DetectedType | null {
  const size = boxSize(head);
  if (size < 16 || head.length < 12) return null;
  const major = ascii(head, 8, 12);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= Math.min(size, head.length); at += 4) compatible.push(ascii(head, at, at + 4));

  if (HEVC_BRANDS.has(major)) return HEIC;
  if (GENERIC_HEIF_BRANDS.has(major)) return compatible.some((b) => HEVC_BRANDS.has(b)) ? HEIF : null;
  if (IMAGE_BRANDS.has(major)) return null;
  if (major === QUICKTIME_BRAND) return MOV;
  if (MP4_BRANDS.has(major)) return MP4;
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
