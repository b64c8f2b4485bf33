// A guest's copy of an original: the same file with its personal metadata blanked — the GPS position,
// camera serial numbers and owner names, dates, comments, XMP — while the picture, its orientation
// and its colour profile stay (the owner alone gets the untouched original). Blanking keeps every
// byte where it was: the metadata's bytes are overwritten (a minimal EXIF block that says only the
// orientation, an empty XMP packet, zeros), so the copy has the original's length, is read as a
// stream with byte ranges, and needs no second file in storage. What to overwrite is planned from
// the file's structure, the way exiftool finds it:
//   JPEG  APP1 Exif → orientation only; APP1 XMP → empty packet; other APP1, APP13 (IPTC), COM →
//         an APP15 of zeros; the same in the images an MPF index lists (a phone's HDR gain map);
//         APP2 ICC kept
//   PNG   eXIf → orientation only; tEXt, zTXt, iTXt, tIME → a private chunk of zeros (CRCs redone)
//   HEIC  the Exif item → an empty EXIF block; XMP items → empty packets (orientation is irot/imir)
//   MP4, MOV  udta, meta and uuid boxes of the movie and its tracks → `free` of zeros (©xyz, Apple's
//         location keys, XMP); the samples of tracks that are neither video nor audio (timed
//         location, camera motion) → zeros
import { Transform } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { MediaFormat } from '@hatira/shared/media';
import { boxesIn, childrenOf, findBox, handlerOf, type Box, type ByteSource } from '../../lib/iso-bmff.js';
import { heifMetadataExtents } from './heic.js';

/** Bytes [start, start + length) of the copy: `head`, then `fill` (0 unless said) to the end. */
export interface Patch {
  start: number;
  length: number;
  head?: Buffer;
  fill?: number;
}

/** A metadata block larger than this is blanked without being read. */
const READ_MAX = 16 * 1024 * 1024;
const SPACE = 0x20;

// ------------------------------------------------------------------ EXIF (TIFF) blocks

/** The Orientation (0x0112) of a TIFF block's first IFD; null when it has none or is unreadable. */
function tiffOrientation(tiff: Buffer): number | null {
  try {
    const order = tiff.toString('latin1', 0, 2);
    if (order !== 'II' && order !== 'MM') return null;
    const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
    const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
    const ifd = u32(4);
    for (let i = 0, count = u16(ifd); i < count; i++) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) === 0x0112) return u16(entry + 8);
    }
  } catch {
    // a block cut short: no orientation
  }
  return null;
}

/** A big-endian TIFF block with one IFD holding only `orientation` (none: an empty IFD). */
function minimalTiff(orientation: number | null): Buffer {
  const entries = orientation === null ? 0 : 1;
  const tiff = Buffer.alloc(8 + 2 + entries * 12 + 4);
  tiff.write('MM\0*', 0, 'latin1');
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(entries, 8);
  if (orientation !== null) {
    tiff.writeUInt16BE(0x0112, 10); // Orientation
    tiff.writeUInt16BE(3, 12); // SHORT
    tiff.writeUInt32BE(1, 14);
    tiff.writeUInt16BE(orientation, 18);
  }
  return tiff; // the next-IFD offset stays 0
}

const EMPTY_XMP = Buffer.from(
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"/><?xpacket end="w"?>',
  'latin1',
);

/** A block of `length` bytes that holds `content` (cut to fit) and then `fill`. */
const blank = (start: number, length: number, content?: Buffer, fill = 0): Patch[] =>
  length <= 0 ? [] : [{ start, length, ...(content && { head: content.subarray(0, length) }), fill }];

// ------------------------------------------------------------------ JPEG

const EXIF_ID = Buffer.from('Exif\0\0', 'latin1');
const XMP_ID = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');
const MPF_ID = Buffer.from('MPF\0', 'latin1');

/** The offsets of the other images an MPF index (APP2) lists, relative to its TIFF header. */
function mpfImageOffsets(mpf: Buffer): number[] {
  const order = mpf.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return [];
  const u16 = (at: number) => (order === 'II' ? mpf.readUInt16LE(at) : mpf.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? mpf.readUInt32LE(at) : mpf.readUInt32BE(at));
  const ifd = u32(4);
  for (let i = 0, count = u16(ifd); i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) !== 0xb002) continue; // MPEntry: 16 bytes per image
    const [total, at] = [u32(entry + 4), u32(entry + 8)];
    const offsets: number[] = [];
    for (let e = at; e + 16 <= at + total && e + 16 <= mpf.length; e += 16) offsets.push(u32(e + 8));
    return offsets.filter((offset) => offset > 0); // the first image is this one (offset 0)
  }
  return [];
}

/** A segment turned into an APP15 of zeros: decoders skip it, and it says nothing. */
const unused = (at: number, start: number, end: number): Patch[] => [
  { start: at + 1, length: 1, head: Buffer.from([0xef]) },
  ...blank(start, end - start),
];

/** The segments before the picture data of the JPEG at `base`: what to blank in them. */
async function jpegPatches(source: ByteSource, base: number, depth = 0): Promise<Patch[]> {
  const patches: Patch[] = [];
  const soi = await source.read(base, base + 2);
  if (soi.length < 2 || soi[0] !== 0xff || soi[1] !== 0xd8) return patches;
  for (let at = base + 2; at + 4 <= source.size;) {
    const head = await source.read(at, at + 4);
    if (head[0] !== 0xff) break;
    const marker = head[1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // no length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // the picture data begins (or the image ends)
    const start = at + 4;
    const end = at + 2 + head.readUInt16BE(2);
    if (marker === 0xe1) {
      const payload = await source.read(start, end);
      if (payload.subarray(0, 6).equals(EXIF_ID))
        patches.push(...blank(start + 6, end - start - 6, minimalTiff(tiffOrientation(payload.subarray(6)))));
      else if (payload.subarray(0, XMP_ID.length).equals(XMP_ID))
        patches.push(...blank(start + XMP_ID.length, end - start - XMP_ID.length, EMPTY_XMP, SPACE));
      else patches.push(...unused(at, start, end));
    } else if (marker === 0xed || marker === 0xfe) {
      patches.push(...unused(at, start, end)); // IPTC and Photoshop blocks, comments
    } else if (marker === 0xe2 && depth === 0) {
      const payload = await source.read(start, end);
      if (payload.subarray(0, 4).equals(MPF_ID))
        for (const offset of mpfImageOffsets(payload.subarray(4)))
          patches.push(...(await jpegPatches(source, start + 4 + offset, depth + 1)));
    }
    at = end;
  }
  return patches;
}

// ------------------------------------------------------------------ PNG

const PRIVATE_CHUNK = Buffer.from('prVt', 'latin1'); // ancillary, private, safe to copy: ignored
const TEXT_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'tIME']);

/** The CRC of a chunk of `type` whose data is `data` then zeros up to `length`. */
function chunkCrc(type: Uint8Array, length: number, data: Uint8Array = new Uint8Array()): Buffer {
  let crc = crc32(Buffer.concat([type, data]));
  const zeros = Buffer.alloc(64 * 1024);
  for (let left = length - data.length; left > 0; left -= zeros.length)
    crc = crc32(zeros.subarray(0, Math.min(left, zeros.length)), crc);
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc >>> 0);
  return out;
}

async function pngPatches(source: ByteSource): Promise<Patch[]> {
  const patches: Patch[] = [];
  for (let at = 8; at + 12 <= source.size;) {
    const head = await source.read(at, at + 8);
    const length = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    const dataStart = at + 8;
    if (type === 'IEND') break;
    if (type === 'eXIf') {
      const exif = length <= READ_MAX ? await source.read(dataStart, dataStart + length) : Buffer.alloc(0);
      const tiff = minimalTiff(tiffOrientation(exif)).subarray(0, length);
      patches.push(...blank(dataStart, length, tiff));
      patches.push({
        start: dataStart + length,
        length: 4,
        head: chunkCrc(head.subarray(4, 8), length, tiff),
      });
    } else if (TEXT_CHUNKS.has(type)) {
      patches.push({ start: at + 4, length: 4, head: PRIVATE_CHUNK }, ...blank(dataStart, length));
      patches.push({ start: dataStart + length, length: 4, head: chunkCrc(PRIVATE_CHUNK, length) });
    }
    at = dataStart + length + 4;
  }
  return patches;
}

// ------------------------------------------------------------------ HEIC

/** `content` laid over the extents one after another, zeros after it. */
function overExtents(extents: { start: number; length: number }[], content: Buffer, fill = 0): Patch[] {
  let used = 0;
  return extents.flatMap(({ start, length }) => {
    const part = content.subarray(used, used + length);
    used += part.length;
    return blank(start, length, part, fill);
  });
}

async function heicPatches(source: ByteSource): Promise<Patch[]> {
  const meta = await findBox(source, ['meta']);
  if (!meta || meta.end - meta.start > READ_MAX) return [];
  const items = heifMetadataExtents(await source.read(meta.start, meta.end), meta.start, source.size);
  // an Exif item: the offset of its TIFF header (0: right after it), then an empty block
  const emptyExif = Buffer.concat([Buffer.alloc(4), minimalTiff(null)]);
  return (items ?? []).flatMap(({ kind, extents }) =>
    kind === 'exif' ? overExtents(extents, emptyExif) : overExtents(extents, EMPTY_XMP, SPACE),
  );
}

// ------------------------------------------------------------------ MP4, MOV

const FREE = Buffer.from('free', 'latin1');
const USER_DATA = new Set(['udta', 'meta', 'uuid']);

/** A box turned into `free` of zeros: every reader skips it. */
const freeBox = (box: Box): Patch[] => [
  { start: box.start + 4, length: 4, head: FREE },
  ...blank(box.dataStart, box.end - box.dataStart),
];

/** The file ranges of a track's samples: chunk offsets (stco/co64), samples per chunk (stsc), sizes (stsz). */
async function sampleRanges(source: ByteSource, trak: Box): Promise<{ start: number; length: number }[]> {
  const stbl = await findBox(source, ['mdia', 'minf', 'stbl'], trak);
  if (!stbl) return [];
  const read = async (type: string) => {
    const box = await findBox(source, [type], stbl);
    return box && box.end - box.dataStart <= READ_MAX ? source.read(box.dataStart, box.end) : null;
  };
  const [stsz, stsc, stco, co64] = await Promise.all([
    read('stsz'),
    read('stsc'),
    read('stco'),
    read('co64'),
  ]);
  if (!stsz || !stsc || !(stco ?? co64)) return [];
  const chunkOffsets = stco
    ? Array.from({ length: stco.readUInt32BE(4) }, (_, i) => stco.readUInt32BE(8 + i * 4))
    : Array.from({ length: co64!.readUInt32BE(4) }, (_, i) => Number(co64!.readBigUInt64BE(8 + i * 8)));
  const fixedSize = stsz.readUInt32BE(4);
  const sizeOf = (sample: number) => (fixedSize > 0 ? fixedSize : stsz.readUInt32BE(12 + sample * 4));
  const runs = Array.from({ length: stsc.readUInt32BE(4) }, (_, i) => ({
    firstChunk: stsc.readUInt32BE(8 + i * 12),
    samples: stsc.readUInt32BE(12 + i * 12),
  }));
  const ranges: { start: number; length: number }[] = [];
  let sample = 0;
  for (const [chunk, offset] of chunkOffsets.entries()) {
    const run = runs.findLast((r) => r.firstChunk <= chunk + 1);
    let length = 0;
    for (let i = 0; i < (run?.samples ?? 0); i++) length += sizeOf(sample++);
    ranges.push({ start: offset, length });
  }
  return ranges;
}

async function moviePatches(source: ByteSource): Promise<Patch[]> {
  const patches: Patch[] = [];
  for await (const box of boxesIn(source))
    if (box.type === 'uuid' || box.type === 'meta') patches.push(...freeBox(box));
  const moov = await findBox(source, ['moov']);
  if (!moov) return patches;
  for await (const box of boxesIn(source, moov.dataStart, moov.end)) {
    if (USER_DATA.has(box.type)) patches.push(...freeBox(box));
    if (box.type !== 'trak') continue;
    for (const type of USER_DATA)
      for (const inner of await childrenOf(source, box, type)) patches.push(...freeBox(inner));
    const handler = await handlerOf(source, box);
    if (handler !== 'vide' && handler !== 'soun')
      for (const range of await sampleRanges(source, box)) patches.push(...blank(range.start, range.length));
  }
  return patches;
}

// ------------------------------------------------------------------ the copy

const PLANNERS: Record<MediaFormat, (source: ByteSource) => Promise<Patch[]>> = {
  jpg: (source) => jpegPatches(source, 0),
  png: pngPatches,
  heic: heicPatches,
  mp4: moviePatches,
  mov: moviePatches,
};

/** What to overwrite in an original of `format` for a guest's copy, in file order. */
export async function privateMetadataPatches(source: ByteSource, format: MediaFormat): Promise<Patch[]> {
  const patches = await PLANNERS[format](source);
  return patches
    .filter((patch) => patch.start >= 0 && patch.start < source.size)
    .map((patch) => ({ ...patch, length: Math.min(patch.length, source.size - patch.start) }))
    .sort((a, b) => a.start - b.start);
}

/** The bytes of `patch` for file positions [from, to). */
function patchBytes(patch: Patch, from: number, to: number): Buffer {
  const bytes = Buffer.alloc(to - from, patch.fill ?? 0);
  const head = patch.head;
  if (head) {
    const offset = from - patch.start;
    if (offset < head.length) head.copy(bytes, 0, offset, Math.min(head.length, offset + bytes.length));
  }
  return bytes;
}

/** Applies `patches` to a stream of the file that starts at position `from` (a byte range's start). */
export function applyPatches(patches: Patch[], from = 0): Transform {
  let position = from;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const end = position + chunk.length;
      let out = chunk;
      for (const patch of patches) {
        if (patch.start >= end) break;
        const overlapFrom = Math.max(patch.start, position);
        const overlapTo = Math.min(patch.start + patch.length, end);
        if (overlapFrom >= overlapTo) continue;
        if (out === chunk) out = Buffer.from(chunk); // never write into the reader's buffer
        patchBytes(patch, overlapFrom, overlapTo).copy(out, overlapFrom - position);
      }
      position = end;
      done(null, out);
    },
  });
}
