// POST /api/share/{hash}/posts: accepted posts (rows, stored originals, published or pending) and
// every refusal of DESIGN.md §6.2 that a form sent in one piece can meet, each followed by the
// check that nothing was kept. Size limits and the album-limit race: share-posts.limits.test.ts.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_MESSAGES } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer } from '../../../test/factories.js';
import { uuidv7 } from '../../lib/ids.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import {
  countRows,
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
  type FormPart,
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
      await fixturePart('photo.png'),
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
      await fixturePart('photo.png'),
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

describe('a refused post keeps nothing', () => {
  const photo = () => fixturePart('photo.png');

  it('NO_MEDIA without a file', async () => {
    const event = await createPostEvent(t);
    expectGuestError(await postForm(t, event.qr.hash, textFields(event)), 'NO_MEDIA');
    await expectNothingKept(t, event.album.id);
  });

  it.each([
    ['executable.jpg', 'IMG_0001.jpg'],
    ['drawing.svg', 'drawing.svg'],
    ['make-fixtures.sh', 'notes.txt'],
  ])('INVALID_FILE_TYPE for %s, even beside good files', async (name, filename) => {
    const event = await createPostEvent(t);
    const response = await postForm(t, event.qr.hash, [
      ...textFields(event),
      await fixturePart('photo-exif.jpg'),
      await fixturePart(name, filename),
      await photo(),
    ]);
    expectGuestError(response, 'INVALID_FILE_TYPE');
    await expectNothingKept(t, event.album.id);
  });

  it('HEIC_CONVERSION_FAILED for a HEIC cut short', async () => {
    const event = await createPostEvent(t);
    const heic = await fixture('iphone.heic');
    const response = await postForm(t, event.qr.hash, [
      ...textFields(event),
      await photo(),
      ['files', { filename: 'IMG_0004.HEIC', bytes: heic.subarray(0, Math.floor(heic.length * 0.6)) }],
    ]);
    expectGuestError(response, 'HEIC_CONVERSION_FAILED');
    await expectNothingKept(t, event.album.id);
  });

  it.each([
    [{ name: '' }, { name: 'This field is required' }],
    [{ name: '   ' }, { name: 'This field is required' }],
    [{ name: 'N'.repeat(51) }, { name: 'Must be at most 50 characters' }],
    [{ message: 'm'.repeat(151) }, { message: 'Must be at most 150 characters' }],
    [{ albumId: '' }, { albumId: 'This field is required' }],
  ])('VALIDATION_FAILED for %o', async (overrides, fields) => {
    const event = await createPostEvent(t);
    const response = await postForm(t, event.qr.hash, [...textFields(event, overrides), await photo()]);
    expectGuestError(response, 'VALIDATION_FAILED', fields);
    await expectNothingKept(t, event.album.id);
  });

  it('VALIDATION_FAILED when the name is missing altogether', async () => {
    const event = await createPostEvent(t);
    const response = await postForm(t, event.qr.hash, [['albumId', event.album.id], await photo()]);
    expectGuestError(response, 'VALIDATION_FAILED', { name: 'This field is required' });
    await expectNothingKept(t, event.album.id);
  });

  it('UPLOADS_DISABLED when the album or the whole page takes no uploads', async () => {
    const album = await createPostEvent(t, { album: { uploadsEnabled: false } });
    expectGuestError(
      await postForm(t, album.qr.hash, [...textFields(album), await photo()]),
      'UPLOADS_DISABLED',
    );
    await expectNothingKept(t, album.album.id);

    const page = await createPostEvent(t, { qr: { uploadsEnabled: false } });
    expectGuestError(
      await postForm(t, page.qr.hash, [...textFields(page), await photo()]),
      'UPLOADS_DISABLED',
    );
    await expectNothingKept(t, page.album.id);
  });

  it('ALBUM_UPLOAD_LIMIT once the album limit is taken, counting pending posts', async () => {
    const event = await createPostEvent(t, { qr: { approvalRequired: true }, album: { uploadLimit: 2 } });
    for (let i = 0; i < 2; i++) {
      const accepted = await postForm(t, event.qr.hash, [...textFields(event), await photo()]);
      expect(accepted.json()).toMatchObject({ post: { status: 'pending' } });
    }
    const refused = await postForm(t, event.qr.hash, [...textFields(event), await photo()]);
    expectGuestError(refused, 'ALBUM_UPLOAD_LIMIT');
    expect(await countRows(t, event.album.id)).toEqual({ posts: 2, media: 2 });
    expect(await storedFilesOf(t, event.album.id)).toHaveLength(2);
    expect(await scratchFiles(t)).toEqual([]);
  });

  it('ALBUM_UPLOAD_LIMIT from the plan when the album sets none', async () => {
    const event = await createPostEvent(t);
    // the plan's maxPostsPerAlbum, filled by earlier posts (rows as the moderation list holds them)
    const plan = await t.app.inject({ url: '/api/subscription-plans', headers: bearer(event.ownerToken) });
    const limit = (
      plan.json() as { items: { videoAllowed: boolean; maxPostsPerAlbum: number }[] }
    ).items.find((p) => p.videoAllowed)!.maxPostsPerAlbum;
    await t.db.insert(posts).values(
      Array.from({ length: limit }, () => ({
        id: uuidv7(),
        albumId: event.album.id,
        qrCodeId: event.qr.id,
        guestName: 'Earlier guest',
        status: 'published' as const,
      })),
    );
    expectGuestError(
      await postForm(t, event.qr.hash, [...textFields(event), await photo()]),
      'ALBUM_UPLOAD_LIMIT',
    );
    expect(await countRows(t, event.album.id)).toEqual({ posts: limit, media: 0 });
    // a rejected post does not hold a place
    await t.db.update(posts).set({ status: 'rejected' }).where(eq(posts.albumId, event.album.id));
    expect((await postForm(t, event.qr.hash, [...textFields(event), await photo()])).statusCode).toBe(201);
  });

  it('VIDEO_NOT_ALLOWED when the plan takes photos only', async () => {
    const event = await createPostEvent(t, { plan: (p) => !p.videoAllowed });
    const response = await postForm(t, event.qr.hash, [
      ...textFields(event),
      await photo(),
      await fixturePart('iphone.mov'),
    ]);
    expectGuestError(response, 'VIDEO_NOT_ALLOWED');
    await expectNothingKept(t, event.album.id);
    // a photo is fine on that plan
    expect((await postForm(t, event.qr.hash, [...textFields(event), await photo()])).statusCode).toBe(201);
  });

  it('STORAGE_LIMIT_REACHED when the files would pass the quota of all the owner’s events', async () => {
    const event = await createPostEvent(t);
    const plans = await t.app.inject({ url: '/api/subscription-plans', headers: bearer(event.ownerToken) });
    const quota = (
      plans.json() as { items: { videoAllowed: boolean; storageQuotaBytes: number }[] }
    ).items.find((p) => p.videoAllowed)!.storageQuotaBytes;
    const png = await fixture('photo.png');
    // an earlier post leaves room for less than one more PNG
    const postId = uuidv7();
    await t.db.insert(posts).values({
      id: postId,
      albumId: event.album.id,
      qrCodeId: event.qr.id,
      guestName: 'Earlier guest',
      status: 'published',
    });
    const mediaId = uuidv7();
    await t.db.insert(media).values({
      id: mediaId,
      postId,
      albumId: event.album.id,
      kind: 'video',
      mime: 'video/mp4',
      bytes: quota - png.length + 1,
      sha256: '0'.repeat(64),
      originalKey: `media/${event.album.id}/${mediaId}/original`,
    });
    const refused = await postForm(t, event.qr.hash, [...textFields(event), await photo()]);
    expectGuestError(refused, 'STORAGE_LIMIT_REACHED');
    expect(await countRows(t, event.album.id)).toEqual({ posts: 1, media: 1 });
    expect(await storedFilesOf(t, event.album.id)).toEqual([]);
    expect(await scratchFiles(t)).toEqual([]);

    // exactly full is still fine
    await t.db
      .update(media)
      .set({ bytes: quota - png.length })
      .where(eq(media.id, mediaId));
    expect((await postForm(t, event.qr.hash, [...textFields(event), await photo()])).statusCode).toBe(201);
  });

  it('TOO_MANY_FILES past 20 files, counting finished uploads', async () => {
    const event = await createPostEvent(t);
    const png = await fixture('photo.png');
    const file = (i: number): FormPart => ['files', { filename: `p${i}.png`, bytes: png }];
    const many = Array.from({ length: 21 }, (_, i) => file(i));
    expectGuestError(await postForm(t, event.qr.hash, [...textFields(event), ...many]), 'TOO_MANY_FILES');
    await expectNothingKept(t, event.album.id);
    const mixed = await postForm(t, event.qr.hash, [
      ...textFields(event),
      ['uploadIds', 'a'.repeat(32)],
      ...many.slice(0, 20),
    ]);
    expectGuestError(mixed, 'TOO_MANY_FILES');
    await expectNothingKept(t, event.album.id);
    const twenty = await postForm(t, event.qr.hash, [...textFields(event), ...many.slice(0, 20)]);
    expect(twenty.statusCode, twenty.body).toBe(201);
    expect(await countRows(t, event.album.id)).toEqual({ posts: 1, media: 20 });
  });

  it('UPLOAD_NOT_FOUND for an upload id that is not a finished upload of this album', async () => {
    const event = await createPostEvent(t);
    const response = await postForm(t, event.qr.hash, [
      ...textFields(event),
      ['uploadIds', `${'b'.repeat(32)},${'c'.repeat(32)}`],
    ]);
    expectGuestError(response, 'UPLOAD_NOT_FOUND');
    await expectNothingKept(t, event.album.id);
  });

  it('the event page and album codes of the share gate', async () => {
    const unknown = await postForm(t, 'no-such-page', [['name', 'Zeynep'], await photo()]);
    expectGuestError(unknown, 'QR_NOT_FOUND');

    const inactive = await createPostEvent(t, { qr: { isActive: false } });
    expectGuestError(
      await postForm(t, inactive.qr.hash, [...textFields(inactive), await photo()]),
      'QR_INACTIVE',
    );

    const unpaid = await createPostEvent(t, { subscribed: false });
    expectGuestError(
      await postForm(t, unpaid.qr.hash, [...textFields(unpaid), await photo()]),
      'SUBSCRIPTION_PROBLEM',
    );

    const event = await createPostEvent(t);
    const other = await createPostEvent(t);
    const foreign = await postForm(t, event.qr.hash, [...textFields(other), await photo()]);
    expectGuestError(foreign, 'ALBUM_NOT_FOUND');
    const nonsense = await postForm(t, event.qr.hash, [
      ...textFields(event, { albumId: 'x' }),
      await photo(),
    ]);
    expectGuestError(nonsense, 'ALBUM_NOT_FOUND');

    const hidden = await createPostEvent(t, { album: { isActive: false } });
    expectGuestError(
      await postForm(t, hidden.qr.hash, [...textFields(hidden), await photo()]),
      'ALBUM_UNAVAILABLE',
    );

    for (const e of [inactive, unpaid, event, other, hidden]) await expectNothingKept(t, e.album.id);
  });

  it('IP_BLOCKED for a guest the owner blocked, before anything about the page', async () => {
    const event = await createPostEvent(t);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-ips',
      headers: bearer(event.ownerToken),
      payload: { ip: '203.0.113.0/24' },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const response = await postForm(t, event.qr.hash, [...textFields(event), await photo()], {
      ip: '203.0.113.9',
    });
    expectGuestError(response, 'IP_BLOCKED');
    await expectNothingKept(t, event.album.id);
    // another guest of the same page is not blocked
    const other = await postForm(t, event.qr.hash, [...textFields(event), await photo()], {
      ip: '198.51.100.9',
    });
    expect(other.statusCode).toBe(201);
  });

  it('UNSUPPORTED_MEDIA_TYPE for a body that is not multipart', async () => {
    const event = await createPostEvent(t);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/share/${event.qr.hash}/posts`,
      payload: { albumId: event.album.id, name: 'Zeynep' },
    });
    expectGuestError(json, 'UNSUPPORTED_MEDIA_TYPE');
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/share/${event.qr.hash}/posts`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `albumId=${event.album.id}&name=Zeynep`,
    });
    expectGuestError(form, 'UNSUPPORTED_MEDIA_TYPE');
    await expectNothingKept(t, event.album.id);
  });

  it('VALIDATION_FAILED for a broken multipart body', async () => {
    const event = await createPostEvent(t);
    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/share/${event.qr.hash}/posts`,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: `--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\x89PNG\r\n\x1a\n0000000000000000000000000000000000000000000000000000000000000000`,
    });
    expectGuestError(cut, 'VALIDATION_FAILED');
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: `/api/share/${event.qr.hash}/posts`,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expectGuestError(noBoundary, 'VALIDATION_FAILED');
    await expectNothingKept(t, event.album.id);
  });
});
