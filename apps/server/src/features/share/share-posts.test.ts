// POST /api/share/{hash}/posts, accepted posts: the rows, the stored originals, published or
// pending. Refusals: share-posts.refusals.test.ts; size limits and early answers over a real
// socket: share-posts.limits.test.ts; the album-limit race: share-posts.race.test.ts.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_MESSAGES } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import {
  createPostEvent,
  expectGuestError,
  expectNothingKept,
  fixture,
  fixturePart,
  patchAlbum,
  postForm,
  scratchFiles,
  storedFilesOf,
  textFields,
} from './share-posts.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('an accepted post', () => {
  it('takes several files of every kind in one post, typed by their bytes, and stores the originals', async () => {
    const event = await createPostEvent(t);
    let notified = false;
    const waited = t.mediaQueued.wait(60_000).then(() => (notified = true));
    const response = await postForm(
      t,
      event.qr.hash,
      [
        ...textFields(event, { name: '  Zeynep  ', message: ' Mutluluklar! ' }),
        await fixturePart('photo-exif.jpg', 'IMG_0001.JPG'),
        await fixturePart('iphone.heic', 'IMG_0002.HEIC'),
        await fixturePart('clip.mp4'),
        await fixturePart('iphone.mov', 'IMG_0003.MOV'),
        await fixturePart('misleading-name.mp4'),
      ],
      { ip: '198.51.100.7', headers: { 'user-agent': 'Phone/1.0' } },
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { post: { id: string; status: string }; message: string };
    expect(body).toEqual({
      post: { id: expect.any(String), status: 'published' },
      message: SHARE_MESSAGES.published,
      duplicates: [],
    });
    await waited;
    expect(notified).toBe(true);

    const [post] = await t.db.select().from(posts).where(eq(posts.id, body.post.id));
    expect(post).toMatchObject({
      albumId: event.album.id,
      qrCodeId: event.qr.id,
      guestName: 'Zeynep',
      message: 'Mutluluklar!',
      status: 'published',
      ip: '198.51.100.7',
      userAgent: 'Phone/1.0',
    });
    const rows = await t.db.select().from(media).where(eq(media.postId, body.post.id));
    const expected = [
      ['IMG_0001.JPG', 'photo-exif.jpg', 'image/jpeg', 'photo'],
      ['IMG_0002.HEIC', 'iphone.heic', 'image/heic', 'photo'],
      ['clip.mp4', 'clip.mp4', 'video/mp4', 'video'],
      ['IMG_0003.MOV', 'iphone.mov', 'video/quicktime', 'video'],
      ['misleading-name.mp4', 'misleading-name.mp4', 'image/png', 'photo'],
    ];
    expect(rows).toHaveLength(expected.length);
    for (const [filename, fixtureName, mime, kind] of expected) {
      const row = rows.find((r) => r.originalFilename === filename)!;
      const original = await fixture(fixtureName!);
      expect(row).toMatchObject({
        albumId: event.album.id,
        mime,
        kind,
        bytes: original.length,
        sha256: sha256(original),
        status: 'processing',
        originalKey: `media/${event.album.id}/${row.id}/original`,
      });
      // the original is stored untouched
      expect((await readFile(path.join(t.dataDir, 'media', row.originalKey))).equals(original)).toBe(true);
    }
    expect(await storedFilesOf(t, event.album.id)).toHaveLength(expected.length);
    expect(await scratchFiles(t)).toEqual([]);
  });

  it('is pending when the event page asks for approval, unless the album says otherwise', async () => {
    const approving = await createPostEvent(t, { qr: { approvalRequired: true } });
    const pending = await postForm(t, approving.qr.hash, [
      ...textFields(approving),
      await fixturePart('photo.png'),
    ]);
    expect(pending.statusCode, pending.body).toBe(201);
    expect(pending.json()).toMatchObject({ post: { status: 'pending' }, message: SHARE_MESSAGES.pending });

    await patchAlbum(t, approving.ownerToken, approving.album.id, { approvalRequired: false });
    const open = await postForm(t, approving.qr.hash, [
      ...textFields(approving),
      await fixturePart('photo-exif.jpg'),
    ]);
    expect(open.json()).toMatchObject({ post: { status: 'published' }, message: SHARE_MESSAGES.published });

    const strictAlbum = await createPostEvent(t, { album: { approvalRequired: true } });
    const strict = await postForm(t, strictAlbum.qr.hash, [
      ...textFields(strictAlbum),
      await fixturePart('photo.png'),
    ]);
    expect(strict.json()).toMatchObject({ post: { status: 'pending' }, message: SHARE_MESSAGES.pending });

    const rows = await t.db
      .select({ status: posts.status })
      .from(posts)
      .where(eq(posts.albumId, approving.album.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'published']);
  });

  it('takes a name of exactly 50 characters and a message of exactly 150, and no message at all', async () => {
    const event = await createPostEvent(t);
    const name = 'N'.repeat(50);
    const message = 'ğ'.repeat(150);
    const full = await postForm(t, event.qr.hash, [
      ...textFields(event, { name, message }),
      await fixturePart('photo.png'),
    ]);
    expect(full.statusCode, full.body).toBe(201);
    const bare = await postForm(t, event.qr.hash, [
      ...textFields(event, { message: '' }),
      await fixturePart('photo-exif.jpg'),
    ]);
    expect(bare.statusCode, bare.body).toBe(201);
    const rows = await t.db.select().from(posts).where(eq(posts.albumId, event.album.id));
    expect(rows.map((r) => [r.guestName, r.message]).sort()).toEqual([
      [name, message],
      ['Zeynep', null],
    ]);
  });

  it('enters a protected album with the token its password gave', async () => {
    const event = await createPostEvent(t, { album: { password: 'kina-gecesi' } });
    const refused = await postForm(t, event.qr.hash, [...textFields(event), await fixturePart('photo.png')]);
    expectGuestError(refused, 'ALBUM_PASSWORD_REQUIRED');
    await expectNothingKept(t, event.album.id);

    const access = await t.app.inject({
      method: 'POST',
      url: `/api/share/${event.qr.hash}/albums/${event.album.id}/access`,
      payload: { password: 'kina-gecesi' },
    });
    expect(access.statusCode, access.body).toBe(200);
    const { albumToken } = access.json() as { albumToken: string };
    const accepted = await postForm(t, event.qr.hash, [
      ...textFields(event, { albumToken }),
      await fixturePart('photo-exif.jpg'),
    ]);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('still checks the album when its id comes after the files', async () => {
    const event = await createPostEvent(t);
    const late = await postForm(t, event.qr.hash, [
      await fixturePart('photo.png'),
      ['name', 'Zeynep'],
      ['albumId', event.album.id],
    ]);
    expect(late.statusCode, late.body).toBe(201);

    const closed = await createPostEvent(t, { album: { uploadsEnabled: false } });
    const refused = await postForm(t, closed.qr.hash, [
      await fixturePart('photo.png'),
      ['name', 'Zeynep'],
      ['albumId', closed.album.id],
    ]);
    expectGuestError(refused, 'UPLOADS_DISABLED');
    await expectNothingKept(t, closed.album.id);
  });
});
