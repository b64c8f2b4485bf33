// A full disk, for real: DATA_DIR on a small tmpfs filled to the last byte. A guest's multipart post
// and a tus PATCH answer 507 STORAGE_FULL (not 500), leave no partial file and no row, the tus
// offset stays where the bytes on disk end so the upload resumes once there is room; guests keep
// reading the gallery and its media; the owner's and the admin's dashboards warn.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmdirSync } from 'node:fs';
import { open, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@hatira/shared/errors';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { adminToken, bearer } from '../../../test/factories.js';
import { media } from '../media/media.table.js';
import { processPendingMedia } from '../media/media.worker.js';
import { posts } from '../posts/posts.table.js';
import {
  countRows,
  createPostEvent,
  expectGuestError,
  fixture,
  fixturePart,
  postForm,
  scratchFiles,
  textFields,
  type PostEvent,
} from './share-posts.test-support.js';
import { listen, TUS, tusCreate, tusDir, tusHead, tusPatch, uploadUrl } from './uploads.test-support.js';

/** A 16 MiB tmpfs of our own, or null where mounting is not allowed (not root, a container without it). */
function mountTmpfs(): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'hatira-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmdirSync(dir);
    return null;
  }
}

const mounted = mountTmpfs();
const FILLER = () => path.join(mounted!, 'filler');

/** Writes to the filler until the disk refuses a byte more. */
async function fillDisk(): Promise<void> {
  const file = await open(FILLER(), 'a');
  const block = Buffer.alloc(64 * 1024);
  try {
    for (let size = block.length; size > 0;) {
      try {
        await file.write(block.subarray(0, size));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        size = Math.floor(size / 2);
      }
    }
  } finally {
    await file.close();
  }
}
const freeDisk = () => rm(FILLER(), { force: true });

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(!mounted)('a full disk', () => {
  let t: TestApp;
  let base: string;
  let event: PostEvent;
  let thumbUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: mounted! });
    base = await listen(t);
    event = await createPostEvent(t, { qr: { allowGuestDownload: true } });
    // one published photo, processed while there was room
    const posted = await postForm(t, event.qr.hash, [...textFields(event), await fixturePart('photo.png')]);
    expect(posted.statusCode, posted.body).toBe(201);
    await processPendingMedia(t, { retryDelayMs: 0 });
    const gallery = await t.app.inject({ url: `/api/share/${event.qr.hash}/albums/${event.album.id}/posts` });
    thumbUrl = gallery.json().items[0].media[0].thumbUrl as string;
  });
  afterAll(async () => {
    await t?.close();
    execFileSync('umount', [mounted!]);
    rmdirSync(mounted!);
  });

  const dashboardsWarn = async () => {
    const owner = await t.app.inject({ url: '/api/dashboard', headers: bearer(event.ownerToken) });
    const admin = await t.app.inject({ url: '/api/dashboard', headers: bearer(await adminToken(t)) });
    return [owner.json().isDiskSpaceLow, admin.json().isDiskSpaceLow];
  };

  it('warns nobody while there is room', async () => {
    expect(await dashboardsWarn()).toEqual([false, false]);
  });

  it('answers a multipart post 507 STORAGE_FULL, keeps nothing, and goes on serving reads', async () => {
    const before = await countRows(t, event.album.id);
    await fillDisk();
    try {
      const response = await postForm(t, event.qr.hash, [
        ...textFields(event),
        await fixturePart('photo-exif.jpg'),
      ]);
      expectGuestError(response, 'STORAGE_FULL');
      expect(response.json().error.message).toBe(ERRORS.STORAGE_FULL.message);
      expect(await countRows(t, event.album.id)).toEqual(before);
      expect(await scratchFiles(t)).toEqual([]);

      // the guests' pages and files still load
      expect((await t.app.inject({ url: `/api/share/${event.qr.hash}` })).statusCode).toBe(200);
      const gallery = await t.app.inject({
        url: `/api/share/${event.qr.hash}/albums/${event.album.id}/posts`,
      });
      expect(gallery.statusCode).toBe(200);
      const thumb = await t.app.inject({ url: thumbUrl });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.rawPayload.length).toBeGreaterThan(0);
      expect(await dashboardsWarn()).toEqual([true, true]);
    } finally {
      await freeDisk();
    }
    expect(await dashboardsWarn()).toEqual([false, false]);
  });

  it('answers a tus PATCH 507 STORAGE_FULL and resumes from the bytes on disk once there is room', async () => {
    const photo = await fixture('photo-exif.jpg');
    const half = Math.floor(photo.length / 2);
    const created = await tusCreate(base, event.qr.hash, {
      length: photo.length,
      metadata: { filename: 'IMG_0001.JPG', filetype: 'image/jpeg', albumId: event.album.id },
    });
    expect(created.status).toBe(201);
    const { url, id } = uploadUrl(base, created);
    expect((await tusPatch(url, 0, photo.subarray(0, half))).status).toBe(204);

    await fillDisk();
    let offset: number;
    try {
      const refused = await tusPatch(url, half, photo.subarray(half));
      expect(refused.status).toBe(507);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('STORAGE_FULL');
      // where the upload stands: the bytes that reached the disk, a whole upload never claimed
      const head = await tusHead(url);
      expect(head.status).toBe(200);
      offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThanOrEqual(half);
      expect(offset).toBeLessThan(photo.length);
      const onDisk = await readFile(path.join(tusDir(t), id));
      expect(onDisk.equals(photo.subarray(0, offset))).toBe(true);
      // no half-written description or scratch file beside it
      expect((await readdir(tusDir(t))).sort()).toEqual([id, `${id}.json`]);
    } finally {
      await freeDisk();
    }

    const resumed = await fetch(url, {
      method: 'PATCH',
      headers: { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: photo.subarray(offset),
    });
    expect(resumed.status).toBe(204);
    expect(resumed.headers.get('upload-offset')).toBe(String(photo.length));
    const posted = await postForm(t, event.qr.hash, [...textFields(event), ['uploadIds', id]]);
    expect(posted.statusCode, posted.body).toBe(201);
    const [row] = await t.db
      .select({ sha256: media.sha256 })
      .from(media)
      .innerJoin(posts, eq(posts.id, media.postId))
      .where(eq(posts.id, posted.json().post.id));
    expect(row!.sha256).toBe(sha256(photo));
  });
});
