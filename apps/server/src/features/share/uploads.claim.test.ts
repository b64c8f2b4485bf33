// After the bytes: a finished upload becomes a post's file (once, and only for its own page and
// album); uploads nobody finishes or claims expire; a plan without video is enforced on the bytes.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_EXPIRY_MS } from '@hatira/shared/limits';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import {
  addAlbum,
  bearer,
  createEvent,
  createOwner,
  signIn,
  type TestEvent,
} from '../../../test/factories.js';
import { AppError } from '../../lib/errors.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import { claimFinishedUploads, startUploadSweeper, sweepUploads } from './uploads.service.js';
import {
  filesOf,
  fixture,
  listen,
  tusCreate,
  tusDir,
  tusHead,
  tusPatch,
  uploadUrl,
  uploadWhole,
  localPathOf,
} from './uploads.test-support.js';

let t: TestApp;
let base: string;
let event: TestEvent;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
  event = await createEvent(t);
  jpeg = await readFile(fixture('photo-exif.jpg'));
});
afterAll(() => t.close());

const photo = (albumId = event.generalAlbum.id) => ({
  filename: 'IMG_7.JPG',
  filetype: 'image/jpeg',
  albumId,
});

async function finishedUpload(target = event, albumId = target.generalAlbum.id): Promise<string> {
  const { id, patched } = await uploadWhole(base, target.qr.hash, jpeg, photo(albumId));
  expect(patched.status).toBe(204);
  return id;
}

async function expectNotFound(promise: Promise<unknown>) {
  await expect(promise).rejects.toSatisfy((e) => e instanceof AppError && e.code === 'UPLOAD_NOT_FOUND');
}

/** Sets a file's times back, as if nothing had touched it for `ms`. */
async function age(file: string, ms: number) {
  const then = new Date(Date.now() - ms);
  await utimes(file, then, then);
}

describe('a post with finished uploads (POST /api/share/{hash}/posts with uploadIds)', () => {
  it('becomes a post whose original is the uploaded file', async () => {
    const first = await finishedUpload();
    const second = await finishedUpload();
    const form = new FormData();
    form.append('albumId', event.generalAlbum.id);
    form.append('name', 'Elif');
    form.append('message', 'Mutluluklar!');
    form.append('uploadIds', `${first},${second}`);
    const response = await fetch(`${base}/api/share/${event.qr.hash}/posts`, { method: 'POST', body: form });
    expect(response.status, await response.clone().text()).toBe(201);
    const { post, duplicates } = (await response.json()) as {
      post: { id: string; status: string };
      duplicates: string[];
    };
    expect(post.status).toBe('published');
    // the same bytes twice: stored once (DESIGN.md §6.7), the second said to be a duplicate
    expect(duplicates).toEqual(['IMG_7.JPG']);

    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ guestName: 'Elif', message: 'Mutluluklar!', albumId: event.generalAlbum.id });
    const items = await t.db.select().from(media).where(eq(media.postId, post.id));
    expect(items).toHaveLength(1);
    for (const item of items) {
      expect(item).toMatchObject({
        kind: 'photo',
        mime: 'image/jpeg',
        bytes: jpeg.length,
        originalFilename: 'IMG_7.JPG',
      });
      expect(item.sha256).toBe(createHash('sha256').update(jpeg).digest('hex'));
      const stored = await t.storage.get(item.originalKey);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks)).toEqual(jpeg);
    }
    // consumed: not in tus any more, nothing left aside
    expect(await filesOf(t, first)).toEqual([]);
    expect(await filesOf(t, second)).toEqual([]);
    expect(await readdir(path.join(tusDir(t), 'claimed'))).toEqual([]);
    const again = new FormData();
    again.append('albumId', event.generalAlbum.id);
    again.append('name', 'Elif');
    again.append('uploadIds', first);
    const twice = await fetch(`${base}/api/share/${event.qr.hash}/posts`, { method: 'POST', body: again });
    expect(twice.status).toBe(404);
    expect(((await twice.json()) as { error: { code: string } }).error.code).toBe('UPLOAD_NOT_FOUND');
  });
});

describe('claimFinishedUploads', () => {
  it('takes only finished uploads of this page and album, all or none', async () => {
    const album = await addAlbum(t, event, { name: 'Dance floor' });
    const other = await createEvent(t);
    const mine = await finishedUpload();
    const inOtherAlbum = await finishedUpload(event, album.id);
    const onOtherPage = await finishedUpload(other);
    const created = await tusCreate(base, event.qr.hash, { length: jpeg.length, metadata: photo() });
    const { url, id: unfinished } = uploadUrl(base, created);
    await tusPatch(url, 0, jpeg.subarray(0, 100));
    const claim = (...uploadIds: string[]) =>
      claimFinishedUploads(t, { hash: event.qr.hash, albumId: event.generalAlbum.id, uploadIds });

    await expectNotFound(claim(mine, inOtherAlbum));
    await expectNotFound(claim(mine, onOtherPage));
    await expectNotFound(claim(mine, unfinished));
    await expectNotFound(claim(mine, 'f'.repeat(32)));
    await expectNotFound(claim(mine, '../../../etc/passwd'));
    // none of those took `mine`
    expect(await filesOf(t, mine)).toEqual([mine, `${mine}.json`]);
    const [file] = await claim(mine, mine);
    expect(file!.bytes).toBe(jpeg.length);
    await expectNotFound(claim(mine));
    // the others are still where they were, for their own page and album
    const [theirs] = await claimFinishedUploads(t, {
      hash: other.qr.hash,
      albumId: other.generalAlbum.id,
      uploadIds: [onOtherPage],
    });
    expect(theirs!.bytes).toBe(jpeg.length);
    expect((await tusHead(url)).headers.get('upload-offset')).toBe('100');
  });

  it('two claims of the same upload at once: exactly one gets it', async () => {
    const id = await finishedUpload();
    const claim = () =>
      claimFinishedUploads(t, { hash: event.qr.hash, albumId: event.generalAlbum.id, uploadIds: [id] });
    const results = await Promise.allSettled([claim(), claim(), claim()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('a plan without video', () => {
  it('refuses video bytes declared as a photo when the upload finishes', async () => {
    const token = (await signIn(t.app, ADMIN.email, ADMIN.password)).accessToken;
    const plans = (await t.app.inject({ url: '/api/subscription-plans', headers: bearer(token) })).json()
      .items as SubscriptionPlan[];
    const owner = await createOwner(t, { subscribed: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: bearer(token),
      payload: { userId: owner.userId, planId: plans.find((p) => !p.videoAllowed)!.id, status: 'active' },
    });
    const photosOnly = await createEvent(t, { owner });
    const clip = await readFile(fixture('clip.mp4'));
    const { id, patched } = await uploadWhole(
      base,
      photosOnly.qr.hash,
      clip,
      photo(photosOnly.generalAlbum.id),
    );
    expect(patched.status).toBe(403);
    expect(((await patched.json()) as { error: { code: string } }).error.code).toBe('VIDEO_NOT_ALLOWED');
    expect(await filesOf(t, id)).toEqual([]);
  });
});

describe('expiry', () => {
  it('deletes uploads idle for longer than UPLOAD_EXPIRY_MS, finished or not, and keeps the rest', async () => {
    const stalled = uploadUrl(
      base,
      await tusCreate(base, event.qr.hash, { length: jpeg.length, metadata: photo() }),
    );
    await tusPatch(stalled.url, 0, jpeg.subarray(0, 1000));
    const forgotten = await finishedUpload(); // finished, never posted
    const active = uploadUrl(
      base,
      await tusCreate(base, event.qr.hash, { length: jpeg.length, metadata: photo() }),
    );
    await tusPatch(active.url, 0, jpeg.subarray(0, 1000));
    for (const id of [stalled.id, forgotten]) {
      await age(path.join(tusDir(t), id), UPLOAD_EXPIRY_MS + 60_000);
      await age(path.join(tusDir(t), `${id}.json`), UPLOAD_EXPIRY_MS + 60_000);
    }
    // an upload created long ago that is still making progress is not idle
    await age(path.join(tusDir(t), `${active.id}.json`), UPLOAD_EXPIRY_MS + 60_000);

    expect(await sweepUploads(t)).toBe(2);
    expect(await filesOf(t, stalled.id)).toEqual([]);
    expect(await filesOf(t, forgotten)).toEqual([]);
    expect((await tusHead(stalled.url)).status).toBe(404);
    expect((await tusHead(active.url)).headers.get('upload-offset')).toBe('1000');
    expect((await tusPatch(active.url, 1000, jpeg.subarray(1000))).status).toBe(204);
  });

  it('deletes claimed files that no post took, after an hour', async () => {
    const [file] = await claimFinishedUploads(t, {
      hash: event.qr.hash,
      albumId: event.generalAlbum.id,
      uploadIds: [await finishedUpload()],
    });
    expect(await sweepUploads(t)).toBe(0);
    expect((await stat(localPathOf(file))).isFile()).toBe(true); // just claimed: the post is moving it
    await age(localPathOf(file), 61 * 60 * 1000);
    await sweepUploads(t);
    await expect(stat(localPathOf(file))).rejects.toThrow();
  });

  it('the sweeper started with the server sweeps at once, and stops', async () => {
    const id = uploadUrl(base, await tusCreate(base, event.qr.hash, { length: 10, metadata: photo() })).id;
    await age(path.join(tusDir(t), id), UPLOAD_EXPIRY_MS + 1);
    await age(path.join(tusDir(t), `${id}.json`), UPLOAD_EXPIRY_MS + 1);
    const stop = startUploadSweeper(t, 60_000);
    try {
      await expect.poll(() => filesOf(t, id)).toEqual([]);
    } finally {
      stop();
    }
  });
});
