// Test set-up for the media worker: an event page with its default album (through the owner API),
// a guest post, and media rows with their originals in the real storage — the state an upload
// leaves behind, made here so these tests do not depend on the upload code.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { crc32, createDeflate } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { formatOfFileName, MEDIA_FORMATS } from '@hatira/shared/media';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { bearer, registerSubscriber } from '../../../test/factories.js';
import { uuidv7 } from '../../lib/ids.js';
import { runTool } from './ffmpeg.js';
import { mediaKey } from '../../lib/storage/storage.js';
import { posts } from '../posts/posts.table.js';
import { media } from './media.table.js';

export const fixturePath = (name: string) =>
  fileURLToPath(new URL(`../../../test/fixtures/${name}`, import.meta.url));

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface TestPost {
  albumId: string;
  qrCodeId: string;
  postId: string;
}

/** A subscriber's event page, its default album and one published guest post in it. */
export async function createPost(t: TestApp): Promise<TestPost> {
  const owner = await registerSubscriber(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/qr-codes',
    headers: bearer(owner.accessToken),
    payload: { title: 'Wedding' },
  });
  expect(created.statusCode).toBe(201);
  const qrCodeId = (created.json() as { id: string }).id;
  const albums = await t.app.inject({
    url: `/api/albums?qrCodeId=${qrCodeId}`,
    headers: bearer(owner.accessToken),
  });
  const albumId = (albums.json() as { items: { id: string }[] }).items[0]!.id;
  const [post] = await t.db
    .insert(posts)
    .values({ albumId, qrCodeId, guestName: 'Ayşe', status: 'published', ip: '203.0.113.7' })
    .returning({ id: posts.id });
  return { albumId, qrCodeId, postId: post!.id };
}

/** A `processing` media row with its original stored, as an upload leaves it. */
export async function queueMedia(
  t: TestApp,
  post: TestPost,
  file: { fixture: string } | { bytes: Buffer; mime: string },
): Promise<{ id: string; originalKey: string; original: Buffer }> {
  const bytes = 'fixture' in file ? await readFile(fixturePath(file.fixture)) : file.bytes;
  const mime = 'fixture' in file ? MEDIA_FORMATS[formatOfFileName(file.fixture)!].mimeTypes[0] : file.mime;
  const id = uuidv7();
  const originalKey = mediaKey(post.albumId, id, 'original');
  await t.storage.put(originalKey, Readable.from([bytes]));
  await t.db.insert(media).values({
    id,
    postId: post.postId,
    albumId: post.albumId,
    kind: mime.startsWith('video/') ? 'video' : 'photo',
    originalFilename: 'fixture' in file ? file.fixture : 'generated',
    mime,
    bytes: bytes.length,
    sha256: sha256(bytes),
    originalKey,
  });
  return { id, originalKey, original: bytes };
}

export async function mediaRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(media).where(eq(media.id, id));
  return row!;
}

export async function readStored(t: TestApp, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const stream = await t.storage.get(key);
  return stream ? readAll(stream) : null;
}

/** The chunk types of a WebP file (RIFF): EXIF and XMP would be chunks of their own. */
export function webpChunks(bytes: Buffer): string[] {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32LE(at + 4);
    chunks.push(bytes.toString('latin1', at, at + 4));
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** ffprobe's view of a stored file: format and stream tags, codecs. */
export async function probeFile(file: string) {
  const { stdout } = await runTool(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { timeoutMs: 30_000, captureStdout: true },
  );
  return JSON.parse(stdout.toString('utf8')) as {
    format: { duration?: string; format_name: string; tags?: Record<string, string> };
    streams: { codec_type: string; codec_name: string; pix_fmt?: string; tags?: Record<string, string> }[];
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0);
  return Buffer.concat([head, data, crc]);
}

export interface PixelBombOptions {
  /** Bits per sample: 1 (the default), 8 or 16. */
  bitDepth?: 1 | 8 | 16;
  /** Samples per pixel: 1 greyscale (the default), 3 RGB, 4 RGBA. */
  channels?: 1 | 3 | 4;
  /** Adam7: a decoder must hold the whole image before the first line is whole. */
  interlaced?: boolean;
}

/** The seven passes of Adam7 (x0, y0, dx, dy), or the one plain pass. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * A complete, valid black PNG of width × height (by default at 1 bit per pixel): a few hundred KB
 * on disk that would decode to width × height pixels (a decompression bomb).
 */
export async function makePixelBomb(
  width: number,
  height: number,
  { bitDepth = 1, channels = 1, interlaced = false }: PixelBombOptions = {},
): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  const colourType = { 1: 0, 3: 2, 4: 6 }[channels];
  ihdr.set([bitDepth, colourType, 0, 0, interlaced ? 1 : 0], 8);
  const deflate = createDeflate({ level: 9 });
  const compressed = readAll(deflate);
  const bitsPerPixel = bitDepth * channels;
  // every line is a filter byte and its samples, all zero
  let rawBytes = 0;
  for (const [x0, y0, dx, dy] of interlaced ? ADAM7 : [[0, 0, 1, 1] as const]) {
    const columns = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    if (columns > 0 && rows > 0) rawBytes += rows * (1 + Math.ceil((columns * bitsPerPixel) / 8));
  }
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = rawBytes; left > 0; left -= zeros.length)
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length))))
      await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', await compressed),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
