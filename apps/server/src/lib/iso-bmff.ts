// ISO base media files (MP4, QuickTime, HEIF) read box by box without loading them: a box is a
// 32-bit size (1: a 64-bit size follows; 0: to the end) and a four-letter type, and container
// boxes hold boxes. Used to read a video's frame size at intake and to find personal metadata in
// an original (media/private-metadata.ts). Reads go through a ByteSource, so a file on disk and
// an object in storage are walked alike.
import { open } from 'node:fs/promises';

/** Random access to some bytes: a file, a stored object, a buffer. */
export interface ByteSource {
  size: number;
  /** Bytes [start, end), fewer at the end of the source. */
  read(start: number, end: number): Promise<Buffer>;
}

export function bufferSource(buffer: Buffer): ByteSource {
  return { size: buffer.length, read: async (start, end) => buffer.subarray(start, end) };
}

/**
 * Reads through whole blocks, the last few kept: many small reads (box and chunk headers) become a
 * few large ones, as a store that answers each read with a request wants.
 */
export function blockSource(source: ByteSource, blockBytes = 1024 * 1024, keep = 4): ByteSource {
  const blocks = new Map<number, Promise<Buffer>>();
  const block = (index: number) => {
    let found = blocks.get(index);
    if (!found) {
      found = source.read(index * blockBytes, (index + 1) * blockBytes);
      blocks.set(index, found);
      if (blocks.size > keep) blocks.delete(blocks.keys().next().value!);
    }
    return found;
  };
  return {
    size: source.size,
    async read(start, end) {
      const last = Math.min(end, source.size);
      if (last <= start) return Buffer.alloc(0);
      const first = Math.floor(start / blockBytes);
      const parts = await Promise.all(
        Array.from({ length: Math.floor((last - 1) / blockBytes) - first + 1 }, (_, i) => block(first + i)),
      );
      const joined = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
      return joined.subarray(start - first * blockBytes, last - first * blockBytes);
    },
  };
}

/** A file's bytes for the length of `use`. */
export async function withFileSource<T>(
  filePath: string,
  use: (source: ByteSource) => Promise<T>,
): Promise<T> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    return await use({
      size,
      async read(start, end) {
        const buffer = Buffer.alloc(Math.max(0, Math.min(end, size) - start));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}

export interface Box {
  type: string;
  /** Where the box starts (its header). */
  start: number;
  /** Where its payload starts. */
  dataStart: number;
  end: number;
}

/** The boxes between `start` and `end` (a malformed size ends the walk). */
export async function* boxesIn(source: ByteSource, start = 0, end = source.size): AsyncGenerator<Box> {
  let at = start;
  while (at + 8 <= end) {
    const head = await source.read(at, at + 16);
    if (head.length < 8) return;
    let size = head.readUInt32BE(0);
    let header = 8;
    if (size === 1) {
      if (head.length < 16) return;
      size = Number(head.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return;
    yield { type: head.toString('latin1', 4, 8), start: at, dataStart: at + header, end: at + size };
    at += size;
  }
}

/** The first box of each type along `path` (e.g. moov → trak); null when one is missing. */
export async function findBox(source: ByteSource, path: string[], within?: Box): Promise<Box | null> {
  let parent = within;
  for (const type of path) {
    let found: Box | null = null;
    for await (const box of boxesIn(source, parent?.dataStart ?? 0, parent?.end ?? source.size))
      if (box.type === type) {
        found = box;
        break;
      }
    if (!found) return null;
    parent = found;
  }
  return parent ?? null;
}

/** Every box of `type` directly inside `parent`. */
export async function childrenOf(source: ByteSource, parent: Box, type: string): Promise<Box[]> {
  const found: Box[] = [];
  for await (const box of boxesIn(source, parent.dataStart, parent.end))
    if (box.type === type) found.push(box);
  return found;
}

/** A track's handler: `vide`, `soun`, `meta`, … (mdia/hdlr, after version, flags and pre_defined). */
export async function handlerOf(source: ByteSource, trak: Box): Promise<string | null> {
  const hdlr = await findBox(source, ['mdia', 'hdlr'], trak);
  if (!hdlr) return null;
  return (await source.read(hdlr.dataStart + 8, hdlr.dataStart + 12)).toString('latin1');
}

/**
 * The largest frame a video's tracks declare: each video track's first sample entry (its coded
 * size) and its track header (its display size). Null when the file has no movie box.
 */
export async function readVideoSize(filePath: string): Promise<{ width: number; height: number } | null> {
  return withFileSource(filePath, async (source) => {
    const moov = await findBox(source, ['moov']);
    if (!moov) return null;
    let largest: { width: number; height: number } | null = null;
    const consider = (width: number, height: number) => {
      if (!largest || width * height > largest.width * largest.height) largest = { width, height };
    };
    for (const trak of await childrenOf(source, moov, 'trak')) {
      if ((await handlerOf(source, trak)) !== 'vide') continue;
      const tkhd = await findBox(source, ['tkhd'], trak);
      if (tkhd && tkhd.end - tkhd.dataStart >= 8) {
        const tail = await source.read(tkhd.end - 8, tkhd.end); // width, height: 16.16 fixed point
        consider(tail.readUInt32BE(0) >>> 16, tail.readUInt32BE(4) >>> 16);
      }
      const stsd = await findBox(source, ['mdia', 'minf', 'stbl', 'stsd'], trak);
      const entry = stsd ? await source.read(stsd.dataStart + 8, stsd.dataStart + 8 + 36) : null;
      if (entry && entry.length >= 36) consider(entry.readUInt16BE(32), entry.readUInt16BE(34));
    }
    return largest;
  });
}
