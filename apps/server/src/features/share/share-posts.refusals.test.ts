// POST /api/share/{hash}/posts, refused: every code of DESIGN.md §6.2 (and decision 012) that a
// form sent in one piece can meet, each followed by the check that nothing was kept.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer } from '../../../test/factories.js';
import { uuidv7 } from '../../lib/ids.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import {
  countRows,
  createPostEvent,
  distinctPhotoPart,
  expectGuestError,
  expectNothingKept,
  fixture,
  fixturePart,
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
      const accepted = await postForm(t, event.qr.hash, [...textFields(event), await distinctPhotoPart(i)]);
      expect(accepted.json()).toMatchObject({ post: { status: 'pending' } });
    }
    const refused = await postForm(t, event.qr.hash, [...textFields(event), await distinctPhotoPart(2)]);
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
    // 21 different photos (the same one twice would be a duplicate)
    const many = await Promise.all(Array.from({ length: 21 }, (_, i) => distinctPhotoPart(i)));
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
