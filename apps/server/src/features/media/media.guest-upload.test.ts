// A guest's upload that is accepted by its bytes' type but cannot be decoded (a JPEG cut off in
// the middle, as a dropped phone connection leaves it): the post goes through, the worker fails the
// file with its note code, guests never see it, and only the untouched original is left behind.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@hatira/shared/posts';
import type { SharePostsResponse } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer } from '../../../test/factories.js';
import { signMediaUrl } from './media-urls.js';
import { media } from './media.table.js';
import { processPendingMedia } from './media.worker.js';
import {
  createPostEvent,
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
    const brokenPostId = await postOk(event.qr.hash, [
      ...textFields(event, { name: 'Ece' }),
      await fixturePart('truncated.jpg'),
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
