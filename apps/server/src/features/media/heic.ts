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

/** The item ids of a HEIF's Exif items and its XMP items (`mime` items of application/rdf+xml). */
function metadataItemIds(buf: Buffer, iinf: Box): { id: number; kind: 'exif' | 'xmp' }[] {
  const version = buf.readUInt8(iinf.start);
  const entriesStart = iinf.start + 4 + (version === 0 ? 2 : 4);
  const found: { id: number; kind: 'exif' | 'xmp' }[] = [];
  for (const infe of boxes(buf, entriesStart, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const infeVersion = buf.readUInt8(infe.start);
    if (infeVersion < 2) continue;
    const idSize = infeVersion === 2 ? 2 : 4;
    const id = readUInt(buf, infe.start + 4, idSize);
    const typeAt = infe.start + 4 + idSize + 2;
    const type = buf.toString('latin1', typeAt, typeAt + 4);
    if (type === 'Exif') found.push({ id, kind: 'exif' });
    if (type !== 'mime') continue;
    // item_name, then content_type: both NUL-terminated
    const nameEnd = buf.indexOf(0, typeAt + 4);
    const contentEnd = nameEnd < 0 ? -1 : buf.indexOf(0, nameEnd + 1);
    if (
      contentEnd > 0 &&
      contentEnd < infe.end &&
      buf.toString('latin1', nameEnd + 1, contentEnd) === 'application/rdf+xml'
    )
      found.push({ id, kind: 'xmp' });
  }
  return found;
}

/** Where an item's bytes are: `start` in the file (construction method 0) or in `buf` (1: the meta box's idat). */
interface ItemLocation {
  start: number;
  /** 0: to the end of the file. */
  length: number;
  inMeta: boolean;
}

function itemLocations(buf: Buffer, meta: Box, iloc: Box, itemId: number): ItemLocation[] | null {
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
    const locations: ItemLocation[] = [];
    for (let i = 0; i < extentCount; i++) {
      at += indexSize;
      const offset = readUInt(buf, at, offsetSize);
      const length = readUInt(buf, at + offsetSize, lengthSize);
      at += offsetSize + lengthSize;
      if (id !== itemId) continue;
      // method 0: offsets in the file; method 1: offsets inside the meta box's idat
      const origin = method === 0 ? 0 : method === 1 ? child(buf, meta, 'idat', true)?.start : undefined;
      if (origin === undefined) return null;
      locations.push({ start: origin + baseOffset + offset, length, inMeta: method === 1 });
    }
    if (id === itemId) return locations;
  }
  return null;
}

function itemBytes(buf: Buffer, meta: Box, iloc: Box, itemId: number): Buffer | null {
  const locations = itemLocations(buf, meta, iloc, itemId);
  if (!locations) return null;
  return Buffer.concat(
    locations.map(({ start, length }) => buf.subarray(start, length === 0 ? buf.length : start + length)),
  );
}

/** The meta box and its item boxes, when the file (or the meta box alone) has them. */
function metaOf(buf: Buffer) {
  const meta = [...boxes(buf, 0, buf.length)].find((b) => b.type === 'meta');
  const iinf = meta && child(buf, meta, 'iinf', true);
  const iloc = meta && child(buf, meta, 'iloc', true);
  return meta && iinf && iloc ? { meta, iinf, iloc } : null;
}

/**
 * Where a HEIF's Exif and XMP items lie in the file, from its meta box alone (`meta`, read from
 * the file at `metaStart`; `fileSize` for an extent that runs to the end): the places a guest's
 * copy blanks. Null when the box cannot be read.
 */
export function heifMetadataExtents(
  meta: Buffer,
  metaStart: number,
  fileSize: number,
): { kind: 'exif' | 'xmp'; extents: { start: number; length: number }[] }[] | null {
  try {
    const found = metaOf(meta);
    if (!found) return null;
    return metadataItemIds(meta, found.iinf).map(({ id, kind }) => ({
      kind,
      extents: (itemLocations(meta, found.meta, found.iloc, id) ?? []).map(({ start, length, inMeta }) => {
        const fileStart = inMeta ? metaStart + start : start;
        return { start: fileStart, length: length === 0 ? fileSize - fileStart : length };
      }),
    }));
  } catch {
    return null;
  }
}

/** The TIFF block of a HEIF file's Exif item, or null when there is none or the file is malformed. */
export function extractHeifExif(buf: Buffer): Buffer | null {
  try {
    const found = metaOf(buf);
    if (!found) return null;
    const id = metadataItemIds(buf, found.iinf).find((item) => item.kind === 'exif')?.id;
    if (id === undefined) return null;
    const item = itemBytes(buf, found.meta, found.iloc, id);
    // The item starts with the offset of the TIFF header (past an optional "Exif\0\0").
    if (!item || item.length < 8) return null;
    const tiff = item.subarray(4 + item.readUInt32BE(0));
    const order = tiff.toString('latin1', 0, 2);
    return order === 'MM' || order === 'II' ? tiff : null;
  } catch {
    return null;
  }
}
