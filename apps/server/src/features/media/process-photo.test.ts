import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { processPendingMedia } from './media.worker.js';
import {
  createPost,
  fixturePath,
  makePixelBomb,
  mediaRow,
  queueMedia,
  readStored,
  sha256,
  webpChunks,
  type TestPost,
} from './media.test-support.js';
import { runTool } from './ffmpeg.js';
import { extractHeifExif } from './heic.js';
import { media } from './media.table.js';
import { parseExifDate } from './process-photo.js';

let t: TestApp;
let post: TestPost;
beforeAll(async () => {
  t = await createTestApp();
  post = await createPost(t);
});
afterAll(() => t.close());

/** What a guest could learn from a copy: WebP chunks, sharp's metadata view, exifr's GPS. */
async function expectNoMetadata(copy: Buffer) {
  expect(webpChunks(copy).every((chunk) => ['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(chunk))).toBe(true);
  const meta = await sharp(copy).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  // exifr reads no WebP at all, so also look for the EXIF block (and GPS in it) in the bytes
  expect(copy.includes('Exif')).toBe(false);
  expect(copy.includes('MM\0*')).toBe(false);
  expect(copy.includes('II*\0')).toBe(false);
}

/** Mean absolute difference of two images, both shrunk to 60×90 greyscale. */
async function difference(a: Sharp, b: Sharp): Promise<number> {
  const grey = (image: Sharp) => image.resize(60, 90, { fit: 'fill' }).greyscale().raw().toBuffer();
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

describe('photos', () => {
  it('turns a JPEG stored sideways into upright WebP copies without EXIF or GPS, original untouched', async () => {
    const item = await queueMedia(t, post, { fixture: 'photo-exif.jpg' });
    // the fixture really carries what must not reach guests
    const gps = await exifr.gps(item.original);
    expect(gps.latitude).toBeCloseTo(41.0082, 3);

    expect(await processPendingMedia(t)).toBe(1);

    const row = await mediaRow(t, item.id);
    expect(row).toMatchObject({
      status: 'ready',
      width: 800,
      height: 1200,
      note: null,
      noteCode: null,
      attempts: 1,
    });
    expect(row.lockedUntil).toBeNull();
    expect(row.takenAt?.toISOString()).toBe('2026-06-14T18:30:00.000Z');
    expect(row.previewKey).toBe(`media/${post.albumId}/${item.id}/preview`);
    expect(row.thumbKey).toBe(`media/${post.albumId}/${item.id}/thumb`);
    expect(row.posterKey).toBeNull();

    const preview = (await readStored(t, row.previewKey))!;
    const thumb = (await readStored(t, row.thumbKey))!;
    // 800×1200 fits in 1600 unchanged (never enlarged); the thumbnail fits in 400
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 267, height: 400 });
    await expectNoMetadata(preview);
    await expectNoMetadata(thumb);
    await expect(exifr.parse(preview)).rejects.toThrow();

    // upright: the stored pixels turned 90° clockwise, as orientation 6 says — not the other way
    const upright = sharp(item.original).rotate(90);
    const wrongWay = sharp(item.original).rotate(270);
    const right = await difference(sharp(preview), upright);
    expect(right).toBeLessThan(6);
    expect(await difference(sharp(preview), wrongWay)).toBeGreaterThan(right * 4);
    expect(await difference(sharp(thumb), upright)).toBeLessThan(8);

    expect(sha256((await readStored(t, item.originalKey))!)).toBe(sha256(item.original));
  });

  it('decodes an iPhone HEIC on the server: WebP copies, no GPS, size and time taken', async () => {
    const item = await queueMedia(t, post, { fixture: 'iphone.heic' });
    // the fixture carries GPS (exifr finds it once pointed at the Exif item)
    expect((await exifr.gps(extractHeifExif(item.original)!)).latitude).toBeCloseTo(41.0082, 3);
    await processPendingMedia(t);

    const row = await mediaRow(t, item.id);
    expect(row).toMatchObject({ status: 'ready', width: 1024, height: 768, note: null });
    expect(row.takenAt?.toISOString()).toBe('2026-06-14T19:00:00.000Z');
    const preview = (await readStored(t, row.previewKey))!;
    const thumb = (await readStored(t, row.thumbKey))!;
    expect(await sharp(preview).metadata()).toMatchObject({
      format: 'webp',
      width: 1024,
      height: 768,
      hasAlpha: false,
    });
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    await expectNoMetadata(preview);
    await expectNoMetadata(thumb);
    // the SMPTE bars came through: the top-left bar is light grey, not black or noise
    const corner = await sharp(preview)
      .extract({ left: 10, top: 10, width: 60, height: 100 })
      .png()
      .toBuffer();
    const { channels } = await sharp(corner).stats();
    for (const channel of channels) expect(channel.mean).toBeCloseTo(191, -1);
    expect(sha256((await readStored(t, item.originalKey))!)).toBe(sha256(item.original));
  });

  // heif-enc (Debian's libheif-examples) copies a JPEG's EXIF, orientation 6 included, into the HEIC
  // without turning it into an irot transform. In HEIF the geometry is irot/imir (libheif applies
  // them); EXIF orientation is not applied on top, or an iPhone photo would turn twice.
  it.skipIf(!existsSync('/usr/bin/heif-enc'))(
    'does not apply EXIF orientation to a HEIC a second time',
    async () => {
      const file = path.join(t.dataDir, 'exif-6.heic');
      await runTool('heif-enc', ['-q', '60', '-o', file, fixturePath('photo-exif.jpg')], {
        timeoutMs: 60_000,
      });
      const heic = await readFile(file);
      expect((await exifr.parse(extractHeifExif(heic)!, ['Orientation'])).Orientation).toBe('Rotate 90 CW');
      expect((await exifr.gps(extractHeifExif(heic)!)).latitude).toBeCloseTo(41.0082, 3);
      const item = await queueMedia(t, post, { bytes: heic, mime: 'image/heic' });
      await processPendingMedia(t);
      const row = await mediaRow(t, item.id);
      expect(row).toMatchObject({ status: 'ready', width: 1200, height: 800 });
      expect(row.takenAt?.toISOString()).toBe('2026-06-14T18:30:00.000Z');
      const preview = (await readStored(t, row.previewKey))!;
      expect(await sharp(preview).metadata()).toMatchObject({ width: 1200, height: 800 });
      await expectNoMetadata(preview);
      // the pixels as stored in the JPEG, unturned
      expect(
        await difference(sharp(preview), sharp(await readFile(fixturePath('photo-exif.jpg')))),
      ).toBeLessThan(8);
    },
  );

  it('makes copies of a PNG (no date taken)', async () => {
    const item = await queueMedia(t, post, { fixture: 'photo.png' });
    await processPendingMedia(t);
    const row = await mediaRow(t, item.id);
    expect(row).toMatchObject({ status: 'ready', width: 640, height: 480, takenAt: null });
    expect(await sharp((await readStored(t, row.thumbKey))!).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
    });
  });

  it('fails a truncated JPEG after three attempts with a note, leaving no copies', async () => {
    const item = await queueMedia(t, post, { fixture: 'truncated.jpg' });
    // the first failure waits for its retry
    expect(await processPendingMedia(t, { retryDelayMs: 60_000 })).toBe(1);
    let row = await mediaRow(t, item.id);
    expect(row).toMatchObject({ status: 'processing', attempts: 1 });
    expect(row.note).toMatch(/premature end of JPEG/i);
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await processPendingMedia(t, { retryDelayMs: 60_000 })).toBe(0);

    // without the delay the remaining attempts run now
    await t.db.update(media).set({ lockedUntil: null }).where(eq(media.id, item.id));
    expect(await processPendingMedia(t, { retryDelayMs: 0 })).toBe(2);
    row = await mediaRow(t, item.id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      previewKey: null,
      thumbKey: null,
      noteCode: 'PHOTO_DECODE_FAILED',
    });
    expect(row.note).toBe('The photo could not be processed: VipsJpeg: premature end of JPEG image');
    expect(await readStored(t, `media/${post.albumId}/${item.id}/preview`)).toBeNull();
    expect(await readStored(t, row.originalKey)).not.toBeNull();
  });

  it('refuses a decompression bomb (a 30000×30000 PNG of a few hundred KB) without decoding it', async () => {
    const bomb = await makePixelBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const item = await queueMedia(t, post, { bytes: bomb, mime: 'image/png' });
    const before = process.memoryUsage().rss;
    await processPendingMedia(t, { retryDelayMs: 0 });
    const row = await mediaRow(t, item.id);
    expect(row).toMatchObject({
      status: 'failed',
      previewKey: null,
      width: null,
      noteCode: 'TOO_MANY_PIXELS',
    });
    expect(row.note).toBe('The photo is too large to process: it has more pixels than the server decodes.');
    // 900 million pixels were never allocated
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('fails a HEIC that cannot be decoded with the HEIC message', async () => {
    const heic = await readFile(fixturePath('iphone.heic'));
    // an upload cut off in the middle of the image data
    const item = await queueMedia(t, post, { bytes: heic.subarray(0, 2000), mime: 'image/heic' });
    await processPendingMedia(t, { retryDelayMs: 0 });
    const row = await mediaRow(t, item.id);
    expect(row).toMatchObject({ status: 'failed', noteCode: 'HEIC_CONVERSION_FAILED' });
    expect(row.note).toMatch(/^\.heic format photo could not be converted\. \(.*outside of file bounds/);
  });
});

describe('parseExifDate', () => {
  it('reads EXIF wall-clock time as UTC unless the offset tag says otherwise', () => {
    expect(parseExifDate('2026:06:14 18:30:00')?.toISOString()).toBe('2026-06-14T18:30:00.000Z');
    expect(parseExifDate('2026:06:14 18:30:00', '+03:00')?.toISOString()).toBe('2026-06-14T15:30:00.000Z');
    expect(parseExifDate('0000:00:00 00:00:00')).toBeNull();
    expect(parseExifDate('2026:02:31 10:00:00')).toBeNull();
    expect(parseExifDate(undefined)).toBeNull();
  });
});
