// Test set-up for the moderation and download tests (events and albums: test/factories.ts): guest
// posts and media as rows plus real files in the app's storage (independent of the upload code),
// and a small ZIP reader (central directory, ZIP64, stored and deflated entries, CRC checked).
import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';
import type { PostStatus } from '@hatira/shared/posts';
import type { MediaNoteCode, MediaVariant } from '@hatira/shared/media';
import type { TestApp } from '../../../test/app.js';
import { uuidv7 } from '../../lib/ids.js';
import { mediaKey } from '../../lib/storage/storage.js';
import { media } from '../media/media.table.js';
import { posts } from './posts.table.js';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface SeedMedia {
  /** The original's bytes (default: 2 KiB of random bytes). */
  bytes?: Buffer;
  mime?: string;
  kind?: 'photo' | 'video';
  originalFilename?: string | null;
  /** Copies besides the original to store and record on the row. */
  variants?: Exclude<MediaVariant, 'original'>[];
  status?: 'processing' | 'ready' | 'failed';
  takenAt?: Date | null;
  note?: string | null;
  noteCode?: MediaNoteCode | null;
}

export interface SeededMedia {
  id: string;
  bytes: Buffer;
  sha256: string;
  /** Every stored key of this item (original and copies). */
  keys: string[];
}

export interface SeededPost {
  id: string;
  media: SeededMedia[];
}

const VARIANT_COLUMN = {
  preview: 'previewKey',
  thumb: 'thumbKey',
  poster: 'posterKey',
  playback: 'playbackKey',
} as const;

/** A guest post with its media rows and real files, as an upload would have left them. */
export async function seedPost(
  t: TestApp,
  input: {
    qrCodeId: string;
    albumId: string;
    guestName?: string;
    message?: string | null;
    status?: PostStatus;
    ip?: string | null;
    /** The SHA-256 (hex) of the guest's device key; none by default. */
    guestKeyHash?: string | null;
    createdAt?: Date;
    media?: SeedMedia[];
  },
): Promise<SeededPost> {
  const [post] = await t.db
    .insert(posts)
    .values({
      qrCodeId: input.qrCodeId,
      albumId: input.albumId,
      guestName: input.guestName ?? 'Ayşe',
      message: input.message ?? null,
      status: input.status ?? 'published',
      ip: input.ip === undefined ? '203.0.113.7' : input.ip,
      userAgent: 'Mozilla/5.0 (iPhone)',
      guestKeyHash: input.guestKeyHash ?? null,
      ...(input.createdAt && { createdAt: input.createdAt }),
    })
    .returning({ id: posts.id });
  const seeded: SeededMedia[] = [];
  for (const item of input.media ?? [{}]) {
    const id = uuidv7();
    const bytes = item.bytes ?? randomBytes(2048);
    const originalKey = mediaKey(input.albumId, id, 'original');
    await t.storage.put(originalKey, Readable.from([bytes]));
    const keys = [originalKey];
    const copies: Partial<Record<(typeof VARIANT_COLUMN)[keyof typeof VARIANT_COLUMN], string>> = {};
    for (const variant of item.variants ?? ['thumb', 'preview']) {
      const key = mediaKey(input.albumId, id, variant);
      await t.storage.put(key, Readable.from([randomBytes(256)]));
      copies[VARIANT_COLUMN[variant]] = key;
      keys.push(key);
    }
    const kind = item.kind ?? 'photo';
    await t.db.insert(media).values({
      id,
      postId: post!.id,
      albumId: input.albumId,
      kind,
      originalFilename: item.originalFilename === undefined ? 'IMG_0001.JPG' : item.originalFilename,
      mime: item.mime ?? (kind === 'video' ? 'video/mp4' : 'image/jpeg'),
      bytes: bytes.length,
      sha256: sha256(bytes),
      originalKey,
      ...copies,
      status: item.status ?? 'ready',
      takenAt: item.takenAt ?? null,
      note: item.note ?? null,
      noteCode: item.noteCode ?? null,
    });
    seeded.push({ id, bytes, sha256: sha256(bytes), keys });
  }
  return { id: post!.id, media: seeded };
}

/** Every file in the app's storage, as storage keys (directories left empty do not count). */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.dataDir, 'media');
  const found: string[] = [];
  async function walk(dir: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  }
  await walk(root);
  return found.sort();
}

export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflated. */
  method: number;
  data: Buffer;
  isUtf8: boolean;
}

/** Reads a whole archive back through its central directory; throws on anything malformed. */
export function readZip(zip: Buffer): ZipEntry[] {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new Error('no end of central directory record');
  let count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (zip.readUInt32LE(locator) !== 0x07064b50) throw new Error('no ZIP64 locator');
    const record = Number(zip.readBigUInt64LE(locator + 8));
    if (zip.readUInt32LE(record) !== 0x06064b50) throw new Error('no ZIP64 end record');
    count = Number(zip.readBigUInt64LE(record + 32));
    offset = Number(zip.readBigUInt64LE(record + 48));
  }
  const entries: ZipEntry[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error(`bad central directory record ${n}`);
    const flags = zip.readUInt16LE(p + 8);
    const method = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    let compressedSize = zip.readUInt32LE(p + 20);
    const nameLength = zip.readUInt16LE(p + 28);
    const extraLength = zip.readUInt16LE(p + 30);
    const commentLength = zip.readUInt16LE(p + 32);
    let localOffset = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    // ZIP64 extra field: the 64-bit values of whichever 32-bit fields are 0xffffffff, in order.
    for (let e = p + 46 + nameLength; e < p + 46 + nameLength + extraLength;) {
      const id = zip.readUInt16LE(e);
      const size = zip.readUInt16LE(e + 2);
      if (id === 0x0001) {
        let q = e + 4;
        if (zip.readUInt32LE(p + 24) === 0xffffffff) q += 8;
        if (compressedSize === 0xffffffff) {
          compressedSize = Number(zip.readBigUInt64LE(q));
          q += 8;
        }
        if (localOffset === 0xffffffff) localOffset = Number(zip.readBigUInt64LE(q));
      }
      e += 4 + size;
    }
    if (zip.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const raw = zip.subarray(start, start + compressedSize);
    const data = method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw) : null;
    if (!data) throw new Error(`unknown method ${method} for ${name}`);
    if (crc32(data) !== crc) throw new Error(`CRC mismatch for ${name}`);
    entries.push({ name, method, data, isUtf8: (flags & 0x800) !== 0 });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
