// Decompression bombs, as a hostile guest sends them: small files whose headers declare more
// pixels than the server decodes. Each is refused at intake — the multipart post and the tus
// upload — with TOO_MANY_PIXELS and nothing kept, instead of 201 and a media item stuck or failed
// later; the biggest photo that is taken is processed within the decode budget. The server is this
// test's process: its peak RSS (VmHWM, reset before) must stay under +512 MiB throughout.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiB } from '@hatira/shared/limits';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { media } from '../media/media.table.js';
import { processPendingMedia } from '../media/media.worker.js';
import { makePixelBomb, mediaRow } from '../media/media.test-support.js';
import {
  createPostEvent,
  expectGuestError,
  expectNothingKept,
  fixture,
  postForm,
  textFields,
  type PostEvent,
} from './share-posts.test-support.js';
import { filesOf, listen, uploadWhole } from './uploads.test-support.js';

const FFMPEG = '/usr/bin/ffmpeg';

/** The process's RSS and peak RSS (bytes), from /proc. */
function memory() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}
/** Starts the peak over from now (Linux: clear_refs 5). */
const resetPeak = () => writeFileSync('/proc/self/clear_refs', '5');

/** The HEIC fixture with its image size (the `ispe` property) rewritten: a header that lies big. */
async function heicDeclaring(width: number, height: number): Promise<Buffer> {
  const heic = Buffer.from(await fixture('iphone.heic'));
  const at = heic.indexOf('ispe', 0, 'latin1');
  heic.writeUInt32BE(width, at + 8);
  heic.writeUInt32BE(height, at + 12);
  return heic;
}

interface Bomb {
  name: string;
  filename: string;
  filetype: string;
  bytes: Buffer;
}

let t: TestApp;
let base: string;
let event: PostEvent;
let work: string;
const bombs: Bomb[] = [];
let baseline: number;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
  event = await createPostEvent(t);
  work = await mkdtemp(path.join(tmpdir(), 'hatira-bombs-'));
  bombs.push(
    {
      name: 'a 900-megapixel PNG',
      filename: 'huge.png',
      filetype: 'image/png',
      bytes: await makePixelBomb(30_000, 30_000),
    },
    {
      name: 'an interlaced 16-bit RGBA PNG of 120 megapixels',
      filename: 'interlaced.png',
      filetype: 'image/png',
      bytes: await makePixelBomb(10_950, 10_950, { bitDepth: 16, channels: 4, interlaced: true }),
    },
    {
      name: 'a progressive 4:4:4 JPEG of 64 megapixels',
      filename: 'progressive.jpg',
      filetype: 'image/jpeg',
      bytes: await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#777' } })
        .jpeg({ progressive: true, chromaSubsampling: '4:4:4' })
        .toBuffer(),
    },
    {
      name: 'a HEIC declaring 12000 × 12000',
      filename: 'IMG_0001.HEIC',
      filetype: 'image/heic',
      bytes: await heicDeclaring(12_000, 12_000),
    },
  );
  if (existsSync(FFMPEG)) {
    const video = path.join(work, 'wide.mp4');
    execFileSync(FFMPEG, [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=gray:s=9000x5000:d=0.04'],
      ...['-frames:v', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', video],
    ]);
    bombs.push({
      name: 'a 9000 × 5000 video (over 8K)',
      filename: 'wide.mp4',
      filetype: 'video/mp4',
      bytes: await readFile(video),
    });
  }
  for (const bomb of bombs) expect(bomb.bytes.length, bomb.name).toBeLessThan(2 * MiB);
  resetPeak();
  baseline = memory().rss;
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

describe('a decompression bomb is refused at intake, before a pixel is decoded', () => {
  it('in a multipart post: TOO_MANY_PIXELS, nothing kept', async () => {
    for (const bomb of bombs) {
      const response = await postForm(t, event.qr.hash, [
        ...textFields(event),
        ['files', { filename: bomb.filename, bytes: bomb.bytes }],
      ]);
      expectGuestError(response, 'TOO_MANY_PIXELS');
      await expectNothingKept(t, event.album.id);
    }
  });

  it('in a tus upload: TOO_MANY_PIXELS when its last byte is in, the upload gone', async () => {
    for (const bomb of bombs) {
      const { id, patched } = await uploadWhole(base, event.qr.hash, bomb.bytes, {
        filename: bomb.filename,
        filetype: bomb.filetype,
        albumId: event.album.id,
      });
      expect(patched.status, bomb.name).toBe(422);
      expect(((await patched.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_PIXELS');
      expect(await filesOf(t, id)).toEqual([]);
    }
  });

  it('takes the biggest interlaced PNG the budget allows and processes it', async () => {
    // 36 megapixels of 16-bit RGBA, interlaced: about 330 MB held while decoding
    const bytes = await makePixelBomb(6000, 6000, { bitDepth: 16, channels: 4, interlaced: true });
    const posted = await postForm(t, event.qr.hash, [
      ...textFields(event),
      ['files', { filename: 'big.png', bytes }],
    ]);
    expect(posted.statusCode, posted.body).toBe(201);
    await processPendingMedia(t, { retryDelayMs: 0 });
    const [item] = await t.db.select({ id: media.id }).from(media).where(eq(media.albumId, event.album.id));
    expect(await mediaRow(t, item!.id)).toMatchObject({ status: 'ready', width: 6000, height: 6000 });
  });

  it('kept the server under +512 MiB all along', () => {
    const growth = memory().peak - baseline;
    console.info(`peak RSS growth during the bombs and the biggest photo: ${Math.round(growth / MiB)} MiB`);
    expect(growth).toBeLessThan(512 * MiB);
  });
});
