// A guest's own posts (DESIGN.md §6.7): the device key's hash kept with each post (multipart files
// and finished tus uploads alike), GET /api/share/{hash}/my-posts and DELETE
// /api/share/{hash}/posts/{postId} — another device can neither list nor delete them.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album } from '@hatira/shared/albums';
import { GUEST_KEY_HEADER, type MyPostsResponse, type SharePostsResponse } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addAlbum, createEvent } from '../../../test/factories.js';
import { blockedIps } from '../blocked-ips/blocked-ips.table.js';
import { signMediaUrl } from '../media/media-urls.js';
import { media } from '../media/media.table.js';
import { processPendingMedia } from '../media/media.worker.js';
import { posts } from '../posts/posts.table.js';
import { users } from '../users/users.table.js';
import { GUEST_DELETES } from './my-posts.js';
import {
  createPostEvent,
  expectGuestError,
  fixture,
  fixturePart,
  postForm,
  storedFilesOf,
  textFields,
  type FormPart,
  type PostEvent,
} from './share-posts.test-support.js';
import { patchEvent } from './share.test-support.js';
import { listen, uploadWhole } from './uploads.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newKey = () => randomBytes(16).toString('hex');
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const device = (key: string | null): Record<string, string> => (key ? { [GUEST_KEY_HEADER]: key } : {});

async function post(event: PostEvent, key: string | null, parts: FormPart[], albumId = event.album.id) {
  const response = await postForm(t, event.qr.hash, [...textFields(event, { albumId }), ...parts], {
    headers: device(key),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { post: { id: string } }).post.id;
}

const keyHashOf = async (postId: string) =>
  (await t.db.select({ hash: posts.guestKeyHash }).from(posts).where(eq(posts.id, postId)))[0]?.hash;

function myPosts(hash: string, key: string | null, remoteAddress?: string) {
  return t.app.inject({
    url: `/api/share/${hash}/my-posts`,
    headers: device(key),
    ...(remoteAddress && { remoteAddress }),
  });
}

async function myList(hash: string, key: string | null): Promise<MyPostsResponse> {
  const response = await myPosts(hash, key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MyPostsResponse;
}

function deletePost(hash: string, postId: string, key: string | null, remoteAddress?: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/share/${hash}/posts/${postId}`,
    headers: device(key),
    ...(remoteAddress && { remoteAddress }),
  });
}

/** An entry on the owner's blocked list (null: the platform's), as the owner's API writes it. */
async function blockAddress(ip: string, ownerId: string | null) {
  await t.db.insert(blockedIps).values({ ip, ownerId });
}

/** The event with its owner, as test/factories' helpers take it. */
const ownerEvent = (event: PostEvent) => ({
  owner: { token: event.ownerToken, userId: event.ownerId },
  qr: event.qr,
  generalAlbum: event.album,
});

describe('the device key on a post', () => {
  it('keeps only the SHA-256 of a well-formed key, for multipart files and finished uploads alike', async () => {
    const event = await createPostEvent(t);
    const key = newKey();
    const photo = await fixturePart('photo.png');
    const withKey = await post(event, key, [photo]);
    expect(await keyHashOf(withKey)).toBe(hashOf(key));
    const [stored] = await t.db.select().from(posts).where(eq(posts.id, withKey));
    expect(JSON.stringify(stored)).not.toContain(key);

    // missing or malformed: no key, and never an error
    const jpeg = await fixturePart('photo-exif.jpg');
    const mp4 = await fixturePart('clip.mp4');
    const mov = await fixturePart('iphone.mov');
    expect(await keyHashOf(await post(event, null, [jpeg]))).toBeNull();
    expect(await keyHashOf(await post(event, key.toUpperCase(), [mp4]))).toBeNull();
    expect(await keyHashOf(await post(event, `${key}0`, [mov]))).toBeNull();

    // a post made of a finished resumable upload carries the key of the request that posts it
    const base = await listen(t);
    const { id: uploadId } = await uploadWhole(base, event.qr.hash, await fixture('iphone.heic'), {
      filename: 'IMG_1.HEIC',
      filetype: 'image/heic',
      albumId: event.album.id,
    });
    const form = new FormData();
    form.append('albumId', event.album.id);
    form.append('name', 'Elif');
    form.append('uploadIds', uploadId);
    const response = await fetch(`${base}/api/share/${event.qr.hash}/posts`, {
      method: 'POST',
      body: form,
      headers: device(key),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { post: fromUpload } = (await response.json()) as { post: { id: string } };
    expect(await keyHashOf(fromUpload.id)).toBe(hashOf(key));
  });
});

describe('GET /api/share/{hash}/my-posts', () => {
  let event: PostEvent;
  let approvalAlbum: Album;
  const phone = newKey();
  const otherPhone = newKey();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    event = await createPostEvent(t);
    approvalAlbum = await addAlbum(t, ownerEvent(event), { name: 'Nikah', approvalRequired: true });
    ids['published'] = await post(event, phone, [await fixturePart('photo.png', 'IMG_1.PNG')]);
    ids['pending'] = await post(event, phone, [await fixturePart('photo-exif.jpg')], approvalAlbum.id);
    ids['rejected'] = await post(event, phone, [await fixturePart('clip.mp4')]);
    await t.db.update(posts).set({ status: 'rejected' }).where(eq(posts.id, ids['rejected']));
    ids['other'] = await post(event, otherPhone, [await fixturePart('photo-exif.jpg')]);
    // the same phone on another event
    const elsewhere = await createPostEvent(t);
    ids['elsewhere'] = await post(elsewhere, phone, [await fixturePart('photo.png')]);
    await processPendingMedia(t, { retryDelayMs: 0 });
  });

  it("lists this device's pending and published posts on the event, newest first, with their albums", async () => {
    const list = await myList(event.qr.hash, phone);
    expect(list.canDelete).toBe(true);
    expect(list.items.map((item) => [item.id, item.status, item.albumId, item.albumName])).toEqual([
      [ids['pending'], 'pending', approvalAlbum.id, 'Nikah'],
      [ids['published'], 'published', event.album.id, event.album.name],
    ]);
    const [pending, published] = list.items;
    expect(published).toMatchObject({ name: 'Zeynep', message: null, createdAt: expect.any(String) });
    expect(published!.media).toHaveLength(1);
    expect(published!.media[0]).toMatchObject({ kind: 'photo', videoUrl: null, downloadUrl: null });

    // the thumbnails of the guest's own posts load, the pending one's too
    for (const item of [pending!, published!]) {
      const thumb = await t.app.inject({ url: item.media[0]!.thumbUrl! });
      expect(thumb.statusCode, thumb.body).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
    }
    // while a guest's ordinary link to the pending post's copy still finds nothing
    const plain = signMediaUrl(t.appSecret, {
      mediaId: pending!.media[0]!.id,
      variant: 'thumb',
      audience: 'guest',
    });
    expect((await t.app.inject({ url: plain })).statusCode).toBe(404);
  });

  it('shows another device only its own posts, and a device without a key nothing', async () => {
    expect((await myList(event.qr.hash, otherPhone)).items.map((item) => item.id)).toEqual([ids['other']]);
    expect(await myList(event.qr.hash, null)).toEqual({ items: [], canDelete: true });
    expect((await myList(event.qr.hash, phone.toUpperCase())).items).toEqual([]);
    expect((await myList(event.qr.hash, newKey())).items).toEqual([]);
  });

  it('passes the usual guest gate first', async () => {
    expectGuestError(await myPosts('no-such-event', phone), 'QR_NOT_FOUND');
    const gated = await createPostEvent(t);
    await post(gated, phone, [await fixturePart('photo.png')]);
    await blockAddress('203.0.113.9', gated.ownerId);
    expectGuestError(await myPosts(gated.qr.hash, phone, '203.0.113.9'), 'IP_BLOCKED');
    await patchEvent(t, ownerEvent(gated), { isActive: false });
    expectGuestError(await myPosts(gated.qr.hash, phone), 'QR_INACTIVE');
    const unsubscribed = await createPostEvent(t, { subscribed: false });
    expectGuestError(await myPosts(unsubscribed.qr.hash, phone), 'SUBSCRIPTION_PROBLEM');
  });
});

describe('DELETE /api/share/{hash}/posts/{postId}', () => {
  it('deletes one of this device’s posts with its files; another device, another event or no key finds nothing', async () => {
    const event = await createPostEvent(t);
    const phone = newKey();
    const keep = await post(event, phone, [await fixturePart('photo.png')]);
    const gone = await post(event, phone, [
      await fixturePart('photo-exif.jpg'),
      await fixturePart('clip.mp4'),
    ]);
    await processPendingMedia(t, { retryDelayMs: 0 });
    const goneMedia = await t.db.select().from(media).where(eq(media.postId, gone));
    expect(goneMedia).toHaveLength(2);
    const filesBefore = await storedFilesOf(t, event.album.id);
    const goneFiles = filesBefore.filter((file) => goneMedia.some((item) => file.includes(item.id)));
    // the original and the copies of both files
    expect(goneFiles.length).toBeGreaterThanOrEqual(4);

    const other = await createPostEvent(t);
    for (const refused of [
      await deletePost(event.qr.hash, gone, newKey()),
      await deletePost(event.qr.hash, gone, null),
      await deletePost(event.qr.hash, gone, phone.toUpperCase()),
      await deletePost(other.qr.hash, gone, phone),
      await deletePost(event.qr.hash, '01890a5d-ac96-774b-bcce-b302099a8057', phone),
      await deletePost(event.qr.hash, 'not-a-post', phone),
    ])
      expectGuestError(refused, 'POST_NOT_FOUND');
    expect(await t.db.select({ id: posts.id }).from(posts).where(eq(posts.id, gone))).toHaveLength(1);

    const deleted = await deletePost(event.qr.hash, gone, phone);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.db.select({ id: posts.id }).from(posts).where(eq(posts.id, gone))).toEqual([]);
    expect(await t.db.select({ id: media.id }).from(media).where(eq(media.postId, gone))).toEqual([]);
    const filesAfter = await storedFilesOf(t, event.album.id);
    expect(filesAfter).toEqual(filesBefore.filter((file) => !goneFiles.includes(file)));
    expect(filesAfter.length).toBeGreaterThan(0); // the other post's files stay

    // gone from the gallery and from "My posts"; the second time there is nothing to delete
    const gallery = await t.app.inject({ url: `/api/share/${event.qr.hash}/albums/${event.album.id}/posts` });
    expect((gallery.json() as SharePostsResponse).items.map((item) => item.id)).toEqual([keep]);
    expect((await myList(event.qr.hash, phone)).items.map((item) => item.id)).toEqual([keep]);
    expectGuestError(await deletePost(event.qr.hash, gone, phone), 'POST_NOT_FOUND');
  });

  it('deletes a post awaiting approval, but not one the owner rejected', async () => {
    const event = await createPostEvent(t, { qr: { approvalRequired: true } });
    const phone = newKey();
    const pending = await post(event, phone, [await fixturePart('photo.png')]);
    const rejected = await post(event, phone, [await fixturePart('photo-exif.jpg')]);
    await t.db.update(posts).set({ status: 'rejected' }).where(eq(posts.id, rejected));
    expectGuestError(await deletePost(event.qr.hash, rejected, phone), 'POST_NOT_FOUND');
    expect((await deletePost(event.qr.hash, pending, phone)).statusCode).toBe(204);
    const left = await t.db.select({ id: posts.id }).from(posts).where(eq(posts.albumId, event.album.id));
    expect(left.map((row) => row.id)).toEqual([rejected]);
  });

  it('GUEST_DELETE_DISABLED once the hosts turn deleting off, and "My posts" says so', async () => {
    const event = await createPostEvent(t);
    const phone = newKey();
    const mine = await post(event, phone, [await fixturePart('photo.png')]);
    await patchEvent(t, ownerEvent(event), { guestDeleteEnabled: false });
    expectGuestError(await deletePost(event.qr.hash, mine, phone), 'GUEST_DELETE_DISABLED');
    const list = await myList(event.qr.hash, phone);
    expect(list).toMatchObject({ canDelete: false, items: [{ id: mine }] });
    expect((await t.app.inject({ url: `/api/share/${event.qr.hash}` })).json()).toMatchObject({
      qr: { guestDeleteEnabled: false },
    });
    await patchEvent(t, ownerEvent(event), { guestDeleteEnabled: true });
    expect((await deletePost(event.qr.hash, mine, phone)).statusCode).toBe(204);
  });

  it('passes the share gate and is rate-limited per address and event', async () => {
    const event = await createPostEvent(t);
    const phone = newKey();
    const mine = await post(event, phone, [await fixturePart('photo.png')]);
    await blockAddress('203.0.113.77', null);
    expectGuestError(await deletePost(event.qr.hash, mine, phone, '203.0.113.77'), 'IP_BLOCKED');
    expectGuestError(await deletePost('no-such-event', mine, phone), 'QR_NOT_FOUND');

    const unknown = '01890a5d-ac96-774b-bcce-b302099a8057';
    for (let i = 0; i < GUEST_DELETES.limit; i++)
      expectGuestError(await deletePost(event.qr.hash, unknown, phone, '198.51.100.61'), 'POST_NOT_FOUND');
    const limited = await deletePost(event.qr.hash, mine, phone, '198.51.100.61');
    expectGuestError(limited, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not held back, and the post is still there for it
    expect((await deletePost(event.qr.hash, mine, phone, '198.51.100.62')).statusCode).toBe(204);
  });
});

describe('GET /api/share/{hash}: the host and the delete setting', () => {
  it('names the owner by their full name, for the pending-approval message', async () => {
    const event = await createEvent(t);
    await t.db.update(users).set({ fullName: 'Ayşe & Mehmet' }).where(eq(users.id, event.owner.userId));
    const home = await t.app.inject({ url: `/api/share/${event.qr.hash}` });
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json()).toMatchObject({ qr: { hostName: 'Ayşe & Mehmet', guestDeleteEnabled: true } });
  });
});
