// Guest uploads through the worker to the gallery. A file accepted by its bytes' type that cannot
// be decoded (a JPEG cut off in the middle, as a dropped phone connection leaves it): the post goes
// through, the worker fails the file with its note code, guests never see it, and only the
// untouched original is left behind. A HEIC with transparency made by libheif's own encoder.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@hatira/shared/posts';
import type { SharePostsResponse } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer } from '../../../test/factories.js';
import { runTool } from './ffmpeg.js';
import { signMediaUrl } from './media-urls.js';
import { media } from './media.table.js';
import { processPendingMedia } from './media.worker.js';
import { readStored } from './media.test-support.js';
import {
  createPostEvent,
  fixture,
  fixturePart,
  postForm,
  scratchFiles,
  storedFilesOf,
  textFields,
} from '../share/share-posts.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function postOk(hash: string, parts: Parameters<typeof postForm>[2]): Promise<string> {
  const response = await postForm(t, hash, parts);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { post: { id: string } }).post.id;
}

describe('a truncated JPEG posted by a guest', () => {
  it('ends as a failed file with its note code, never shown to guests, nothing half-written kept', async () => {
    const event = await createPostEvent(t);
    const mixedPostId = await postOk(event.qr.hash, [
      ...textFields(event, { name: 'Deniz' }),
      await fixturePart('truncated.jpg', 'IMG_0042.JPG'),
      await fixturePart('photo.png'),
    ]);
    // cut a little shorter still: the same bytes again would be a duplicate, not stored twice
    const shorter = (await fixture('truncated.jpg')).subarray(0, -100);
    const brokenPostId = await postOk(event.qr.hash, [
      ...textFields(event, { name: 'Ece' }),
      ['files', { filename: 'truncated.jpg', bytes: shorter }],
    ]);

    expect(await processPendingMedia(t, { retryDelayMs: 0 })).toBeGreaterThanOrEqual(3);

    const rows = await t.db.select().from(media).where(eq(media.albumId, event.album.id));
    const broken = rows.filter((row) => row.mime === 'image/jpeg');
    const [png] = rows.filter((row) => row.mime === 'image/png');
    expect(broken).toHaveLength(2);
    for (const row of broken)
      expect(row).toMatchObject({
        status: 'failed',
        noteCode: 'PHOTO_DECODE_FAILED',
        attempts: 3,
        previewKey: null,
        thumbKey: null,
        width: null,
        lockedUntil: null,
      });
    expect(png).toMatchObject({ status: 'ready', noteCode: null });

    // stored: the three originals and the PNG's two copies; no copy of a failed file, no scratch
    const stored = (await storedFilesOf(t, event.album.id)).map((file) =>
      path.relative(path.join(t.dataDir, 'media'), file),
    );
    expect(stored.sort()).toEqual(
      [
        ...rows.map((row) => row.originalKey),
        `media/${event.album.id}/${png!.id}/preview`,
        `media/${event.album.id}/${png!.id}/thumb`,
      ].sort(),
    );
    expect(await scratchFiles(t)).toEqual([]);
    const workFolders = await readdir(path.join(t.dataDir, 'tmp', 'media')).catch(() => []);
    expect(workFolders).toEqual([]);

    // the gallery: the mixed post with its PNG only; the post with nothing to show is left out
    const gallery = await t.app.inject({
      url: `/api/share/${event.qr.hash}/albums/${event.album.id}/posts`,
    });
    expect(gallery.statusCode, gallery.body).toBe(200);
    const { items } = gallery.json() as SharePostsResponse;
    expect(items.map((post) => post.id)).toEqual([mixedPostId]);
    expect(items[0]!.media.map((item) => item.id)).toEqual([png!.id]);

    // a guest-signed address of a failed file leads nowhere, not even to its original
    for (const variant of ['original', 'thumb', 'preview'] as const) {
      const url = signMediaUrl(t.appSecret, { mediaId: broken[0]!.id, variant, audience: 'guest' });
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }

    // the owner sees why, on both posts
    const listed = await t.app.inject({
      url: `/api/posts?qrCodeId=${event.qr.id}`,
      headers: bearer(event.ownerToken),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const ownerPosts = (listed.json() as { items: Post[] }).items;
    expect(ownerPosts.map((post) => post.id).sort()).toEqual([mixedPostId, brokenPostId].sort());
    const failed = ownerPosts.flatMap((post) => post.media).filter((item) => item.status === 'failed');
    expect(failed).toHaveLength(2);
    for (const item of failed) {
      expect(item).toMatchObject({ noteCode: 'PHOTO_DECODE_FAILED', thumbUrl: null, previewUrl: null });
      expect(item.note).toMatch(/premature end of JPEG/i);
    }
  });
});

// heif-enc comes with Debian's libheif-examples (.ci/run installs it, the README names it); without it
// this test is skipped, and its name says why.
const HEIF_ENC = '/usr/bin/heif-enc';

describe('a HEIC with transparency posted by a guest', () => {
  it.skipIf(!existsSync(HEIF_ENC))(
    'is decoded on the server with its alpha kept (skipped without heif-enc from libheif-examples)',
    async () => {
      // 640×480, left half opaque red, right half fully transparent, encoded by libheif itself
      const width = 640;
      const height = 480;
      const rgba = Buffer.alloc(width * height * 4);
      for (let i = 0; i < width * height; i++)
        rgba.set([200, 30, 60, i % width < width / 2 ? 255 : 0], i * 4);
      const source = path.join(t.dataDir, 'alpha.png');
      const heicFile = path.join(t.dataDir, 'alpha.heic');
      await sharp(rgba, { raw: { width, height, channels: 4 } })
        .png()
        .toFile(source);
      await runTool(HEIF_ENC, ['-q', '80', '-o', heicFile, source], { timeoutMs: 60_000 });
      const heic = await readFile(heicFile);

      const event = await createPostEvent(t);
      const postId = await postOk(event.qr.hash, [
        ...textFields(event, { name: 'Gül' }),
        ['files', { filename: 'IMG_0100.HEIC', bytes: heic }],
      ]);
      await processPendingMedia(t, { retryDelayMs: 0 });

      const [row] = await t.db.select().from(media).where(eq(media.postId, postId));
      expect(row).toMatchObject({ mime: 'image/heic', status: 'ready', width, height, noteCode: null });
      const preview = (await readStored(t, row!.previewKey))!;
      expect(await sharp(preview).metadata()).toMatchObject({
        format: 'webp',
        width,
        height,
        hasAlpha: true,
      });
      const pixel = async (left: number) =>
        (await sharp(preview).extract({ left, top: 200, width: 1, height: 1 }).raw().toBuffer()).toJSON()
          .data;
      const [r, g, b, opaque] = await pixel(100);
      expect(opaque).toBe(255);
      expect(r).toBeGreaterThan(150);
      expect(g! + b!).toBeLessThan(150);
      expect((await pixel(540))[3]).toBe(0);

      const gallery = await t.app.inject({
        url: `/api/share/${event.qr.hash}/albums/${event.album.id}/posts`,
      });
      const { items } = gallery.json() as SharePostsResponse;
      expect(items.map((post) => post.media.map((item) => item.id))).toEqual([[row!.id]]);
    },
  );
});
