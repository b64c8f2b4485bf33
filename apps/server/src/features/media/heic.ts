// HEIC/HEIF photos (iPhones): what the media worker needs beside the decoder (heic-worker.ts).
// libheif applies the HEIF transforms (irot/imir) itself; the raw pixels it returns carry no EXIF,
// so nothing downstream can rotate them a second time.

/** Whether every alpha byte of RGBA pixels is opaque (then the copies need no alpha channel). */
export function isOpaque(rgba: Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

// ---- EXIF inside an ISO base media file ----
// exifr reads HEIC EXIF, but ignores the iloc base offset that libheif-based writers use, and then
// finds no EXIF at all. This small reader follows meta → iinf (the Exif item) → iloc (its extents)
// and hands back the TIFF block, which exifr parses like any other.

interface Box {
  type: string;
  /** Start of the payload (after the header). */
  start: number;
  end: number;
}

function* boxes(buf: Buffer, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return;
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

const child = (buf: Buffer, parent: Box, type: string, fullBox = false) => {
  for (const box of boxes(buf, parent.start + (fullBox ? 4 : 0), parent.end))
    if (box.type === type) return box;
  return undefined;
};

function readUInt(buf: Buffer, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 2) return buf.readUInt16BE(at);
  if (size === 4) return buf.readUInt32BE(at);
  if (size === 8) return Number(buf.readBigUInt64BE(at));
  throw new RangeError(`field size ${size}`);
}

function exifItemId(buf: Buffer, iinf: Box): number | undefined {
  const version = buf.readUInt8(iinf.start);
  const entriesStart = iinf.start + 4 + (version === 0 ? 2 : 4);
  for (const infe of boxes(buf, entriesStart, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const infeVersion = buf.readUInt8(infe.start);
    if (infeVersion < 2) continue;
    const idSize = infeVersion === 2 ? 2 : 4;
    const id = readUInt(buf, infe.start + 4, idSize);
    if (buf.toString('latin1', infe.start + 4 + idSize + 2, infe.start + 4 + idSize + 6) === 'Exif')
      return id;
  }
  return undefined;
}

function itemBytes(buf: Buffer, meta: Box, iloc: Box, itemId: number): Buffer | null {
  const version = buf.readUInt8(iloc.start);
  let at = iloc.start + 4;
  const offsetSize = buf.readUInt8(at) >> 4;
  const lengthSize = buf.readUInt8(at) & 0xf;
  const baseOffsetSize = buf.readUInt8(at + 1) >> 4;
  const indexSize = version === 1 || version === 2 ? buf.readUInt8(at + 1) & 0xf : 0;
  at += 2;
  const idSize = version < 2 ? 2 : 4;
  let count = readUInt(buf, at, idSize);
  at += idSize;
  while (count-- > 0) {
    const id = readUInt(buf, at, idSize);
    at += idSize;
    let method = 0;
    if (version === 1 || version === 2) {
      method = buf.readUInt16BE(at) & 0xf;
      at += 2;
    }
    at += 2; // data_reference_index
    const baseOffset = readUInt(buf, at, baseOffsetSize);
    at += baseOffsetSize;
    const extentCount = buf.readUInt16BE(at);
    at += 2;
    const parts: Buffer[] = [];
    for (let i = 0; i < extentCount; i++) {
      at += indexSize;
      const offset = readUInt(buf, at, offsetSize);
      const length = readUInt(buf, at + offsetSize, lengthSize);
      at += offsetSize + lengthSize;
      if (id !== itemId) continue;
      // method 0: offsets in the file; method 1: offsets inside the meta box's idat
      const origin = method === 0 ? 0 : method === 1 ? child(buf, meta, 'idat', true)?.start : undefined;
      if (origin === undefined) return null;
      const from = origin + baseOffset + offset;
      parts.push(buf.subarray(from, length === 0 ? buf.length : from + length));
    }
    if (id === itemId) return Buffer.concat(parts);
  }
  return null;
}

/** The TIFF block of a HEIF file's Exif item, or null when there is none or the file is malformed. */
export function extractHeifExif(buf: Buffer): Buffer | null {
  try {
    const meta = [...boxes(buf, 0, buf.length)].find((b) => b.type === 'meta');
    if (!meta) return null;
    const iinf = child(buf, meta, 'iinf', true);
    const iloc = child(buf, meta, 'iloc', true);
    if (!iinf || !iloc) return null;
    const id = exifItemId(buf, iinf);
    if (id === undefined) return null;
    const item = itemBytes(buf, meta, iloc, id);
    // The item starts with the offset of the TIFF header (past an optional "Exif\0\0").
    if (!item || item.length < 8) return null;
    const tiff = item.subarray(4 + item.readUInt32BE(0));
    const order = tiff.toString('latin1', 0, 2);
    return order === 'MM' || order === 'II' ? tiff : null;
  } catch {
    return null;
  }
}
